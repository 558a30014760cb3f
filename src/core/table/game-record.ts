// The game aggregate as the service works with it: the record, its seats and the events the
// service adds to the engine's. Plain data; the store maps rows to and from it.
import type { GameEvent, GameState, VisibleEvent } from '../engine/index.js';
import type { GameStatus } from './game-status.js';
import type { GameResult, LastTimeout, TimeControl, Visibility } from './online-rules.js';

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
  /** The turn clock; null: untimed. */
  timeControl: TimeControl | null;
  visibility: Visibility;
  /** When the seat to act must have acted; null: no clock running. */
  deadline: Date | null;
  /** How the game ended; null until it is finished. */
  result: GameResult | null;
  /** The game its rematch created, if any. */
  rematchId: string | null;
  /** The last timeout move, to tell a late move that lost to it. */
  lastTimeout: LastTimeout | null;
  /** How long a bot (or an away seat's stand-in) waits before its move, in ms (BOT_PACE_MS). */
  botPaceMs: number;
  /** Finishing the game updates its players' ratings (src/features/ratings). */
  rated: boolean;
}

/** A new game's row: the data plus the seed of its PRNG (needed only to deal the first deal). */
export interface NewGame extends GameData {
  seed: string;
  /** The first dealer (a rematch's); null: drawn from the seed. */
  firstDealer: number | null;
  /**
   * The player whose token created the game; null: none (created anonymously, by the queue). It
   * may seat computer players in its rated game besides the seated players.
   */
  creatorPlayerId: string | null;
  /** The creator lets bot accounts sit with people in this rated game (player-kinds.ts). */
  botsAllowed: boolean;
}

export interface SeatRecord {
  seat: number;
  name: string;
  botLevel: string | null;
  /** A bot plays this seat's turns until its player comes back. */
  away: boolean;
  /** The player left the running game: away for good. */
  left: boolean;
  /** Timeouts in a row. */
  timeouts: number;
  /** A stream of this seat is open on some instance (read with the game; not versioned). */
  connected: boolean;
  /** The player the seat is bound to (a computer player's for a bot); null: anonymous. */
  playerId: string | null;
  /** Its player is a bot account (issue 49): a program playing through the API. */
  botAccount: boolean;
}

/**
 * A seat as the lobby sees it under the game's lock: with the seed it sent (null: none) and the
 * hash of its token (never in an answer).
 */
export interface LobbySeat extends SeatRecord {
  clientSeed: string | null;
  tokenHash: string;
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
  | GameEvent
  | { type: 'player_joined'; seat: number; name: string; bot: string | null }
  | OnlineEvent;

/** The events of online play (docs/online-play.md): nothing secret in any of them. */
export type OnlineEvent =
  | { type: 'turn_timed_out'; seat: number; onTimeout: 'bot' | 'forfeit' }
  | { type: 'seat_away'; seat: number }
  | { type: 'seat_back'; seat: number }
  | { type: 'turn_clock_restarted'; seat: number }
  | { type: 'player_left'; seat: number; running: boolean }
  | { type: 'game_forfeited'; seat: number; winner: number; totals: number[] }
  | { type: 'game_abandoned'; totals: number[] }
  | { type: 'game_closed'; reason: 'not_filled' }
  | { type: 'rematch_created'; gameId: string };

export const ONLINE_EVENT_TYPES = [
  'turn_timed_out',
  'seat_away',
  'seat_back',
  'turn_clock_restarted',
  'player_left',
  'game_forfeited',
  'game_abandoned',
  'game_closed',
  'rematch_created',
] as const satisfies readonly OnlineEvent['type'][];

export interface StoredEvent {
  seq: number;
  version: number;
  type: string;
  payload: ServiceEvent;
}

/** The events one write appended to a game's log: right after sequence number `afterSeq`, at `version`. */
export interface WrittenEvents {
  afterSeq: number;
  version: number;
  events: readonly ServiceEvent[];
}

/** The events the service records itself, besides the engine's. */
export type TableEvent = Exclude<ServiceEvent, GameEvent>;

/**
 * An event of the log as one caller may see it: the service's own events whole, the engine's
 * redacted for the caller's seat (redactEvent).
 */
export interface LogEventView {
  seq: number;
  version: number;
  type: string;
  data: TableEvent | VisibleEvent;
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
