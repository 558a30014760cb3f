import type { GameState } from '../../../core/engine/index.js';
import type { GameStatus } from '../../../core/table/game-status.js';
import type { GameData, SeatRecord } from '../../../core/table/game-record.js';
import type {
  GameResult,
  LastTimeout,
  TimeControl,
  Visibility,
} from '../../../core/table/online-rules.js';

/** The `games` row as every statement of the store selects it. */
export interface GameRow {
  id: string;
  name: string | null;
  status: string;
  players: number;
  rules: Record<string, unknown>;
  version: number;
  event_seq: number;
  state: GameState | null;
  winner: number | null;
  server_commitment: string | null;
  created_at: Date;
  time_control: TimeControl | null;
  visibility: string;
  deadline: Date | null;
  result: GameResult | null;
  rematch_id: string | null;
  last_timeout: LastTimeout | null;
  bot_pace_ms: number;
  rated: boolean;
}

/**
 * The one mapping from a `games` row. Field by field rather than by spread, which promoted its
 * result to V8's old generation (see bench/README.md).
 */
export function gameFromRow(row: GameRow): GameData {
  return {
    id: row.id,
    name: row.name,
    status: row.status as GameStatus,
    players: row.players,
    rules: row.rules,
    version: row.version,
    eventSeq: row.event_seq,
    state: row.state,
    winner: row.winner,
    serverCommitment: row.server_commitment,
    createdAt: row.created_at,
    timeControl: row.time_control,
    visibility: row.visibility as Visibility,
    deadline: row.deadline,
    result: row.result,
    rated: row.rated,
    rematchId: row.rematch_id,
    lastTimeout: row.last_timeout,
    botPaceMs: row.bot_pace_ms,
  };
}

/** A seat's online flags as the statements' seat lists take them. */
export function seatFlags(s: SeatRecord) {
  return { seat: s.seat, away: s.away, left: s.left, timeouts: s.timeouts };
}

/** Field by field (see gameFromRow). */
export function withConnected(s: SeatRecord, connected: boolean): SeatRecord {
  return {
    seat: s.seat,
    name: s.name,
    botLevel: s.botLevel,
    away: s.away,
    left: s.left,
    timeouts: s.timeouts,
    connected,
    playerId: s.playerId,
    botAccount: s.botAccount,
  };
}
