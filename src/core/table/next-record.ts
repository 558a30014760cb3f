import type { GameState } from '../engine/index.js';
import type { GameData } from './game-record.js';
import type { GameStatus } from './game-status.js';
import type { GameResult, LastTimeout } from './online-rules.js';

/** What one change of a game sets besides its version and event count; the rest is carried over. */
export interface RecordChange {
  /** How many events the change appends to the log. */
  events: number;
  status?: GameStatus;
  state?: GameState | null;
  winner?: number | null;
  result?: GameResult | null;
  lastTimeout?: LastTimeout | null;
}

/**
 * The record after one change (a seat taken, a move, a leave or a forfeit): the next version, the
 * events appended, what the change sets. The deadline is left null: it depends on the seats after
 * the change, which the caller knows (deadlineFor). Field by field rather than by spread, which
 * promoted its result to V8's old generation (see bench/README.md).
 */
export function nextRecord(game: GameData, change: RecordChange): GameData {
  return {
    id: game.id,
    name: game.name,
    status: change.status ?? game.status,
    players: game.players,
    rules: game.rules,
    version: game.version + 1,
    eventSeq: game.eventSeq + change.events,
    state: change.state === undefined ? game.state : change.state,
    winner: change.winner === undefined ? game.winner : change.winner,
    serverCommitment: game.serverCommitment,
    createdAt: game.createdAt,
    timeControl: game.timeControl,
    visibility: game.visibility,
    deadline: null,
    result: change.result === undefined ? game.result : change.result,
    rematchId: game.rematchId,
    lastTimeout: change.lastTimeout === undefined ? game.lastTimeout : change.lastTimeout,
    botPaceMs: game.botPaceMs,
    rated: game.rated,
  };
}
