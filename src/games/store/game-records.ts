import type { GameEvent, GameState } from '../../engine/index.js';
import type { GameStatus } from '../game-status.js';

/** A game as the service works with it, without its seed. `state` is a secret of the server. */
export interface GameData {
  id: string;
  name: string | null;
  status: GameStatus;
  players: number;
  rules: Record<string, unknown>;
  version: number;
  eventSeq: number;
  state: GameState | null;
  winner: number | null;
  /** SHA-256 of the game's master secret, public from creation (null: created before the cut). */
  serverCommitment: string | null;
  createdAt: Date;
}

/** A new game's row: the data plus the seed of its PRNG (needed only to deal the first deal). */
export interface NewGame extends GameData {
  seed: string;
}

export interface SeatRecord {
  seat: number;
  name: string;
  botLevel: string | null;
}

/** A seat as the lobby sees it under the game's lock: with the seed it sent (null: none). */
export interface LobbySeat extends SeatRecord {
  clientSeed: string | null;
}

/** A game, its seats and the caller's seat, as one read gives them. */
export interface GameSnapshot {
  game: GameData;
  seats: SeatRecord[];
  /** The seat whose token hash was given; null when none was given or it is not of this game. */
  callerSeat: number | null;
}

/** Events the service itself records besides the engine's. */
export type ServiceEvent =
  GameEvent | { type: 'player_joined'; seat: number; name: string; bot: string | null };

export interface StoredEvent {
  seq: number;
  version: number;
  type: string;
  payload: ServiceEvent;
}

/** A listing line of a game. */
export interface GameListing {
  id: string;
  name: string | null;
  status: GameStatus;
  players: number;
  seatsTaken: number;
  version: number;
  winner: number | null;
  createdAt: Date;
}

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
  };
}
