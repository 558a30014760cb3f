// The decision of a seat taken (docs/online-play.md): under the game's lock, the seat a newcomer
// was admitted to (lobby's admitted, which knows the configuration and the ratings' age rule)
// becomes the next record, its events, and the first deal when it fills the table. Pure: the
// engine's start is passed in (tests replace the service's factory).
import type { GameEvent, GameState, Rules } from '../engine/index.js';
import type { DecisionContext } from './decide-move.js';
import type { GameData, LobbySeat, NewGame, SeatRecord, ServiceEvent } from './game-record.js';
import type { GameStatus } from './game-status.js';
import { nextRecord } from './next-record.js';
import { deadlineFor } from './online-rules.js';

/** The engine's first deal, as the service's factory deals it. */
export type StartGame = (
  rules: Rules,
  seed: string,
  clientSeeds: readonly (string | null)[],
  firstDealer: number | null,
) => { state: GameState; events: GameEvent[] };

/** A seat's online flags as it is taken. */
export const NEW_SEAT = { away: false, left: false, timeouts: 0, connected: false } as const;

/** Who takes the seat they were admitted to, and the hash of the token they receive. */
export interface SeatRequest {
  seat: number;
  name: string;
  botLevel: string | null;
  /** Whether the seat's player is a bot account (a program playing as a player). */
  botAccount: boolean;
  clientSeed: string | null;
  playerId: string | null;
  tokenHash: string;
}

/** A seat taken: the seat's row, the record and seats after it, and what it appends. */
export interface SeatTaken {
  seat: LobbySeat;
  status: GameStatus;
  state: GameState | null;
  events: ServiceEvent[];
  after: GameData;
  seats: SeatRecord[];
}

/** Seats `request` in the game as locked; the last seat deals the first deal. */
export function decideSeat(
  game: NewGame,
  seats: readonly LobbySeat[],
  request: SeatRequest,
  start: StartGame,
  context: DecisionContext,
): SeatTaken {
  const { seat } = request;
  const events: ServiceEvent[] = [
    { type: 'player_joined', seat, name: request.name, bot: request.botLevel },
  ];
  let state: GameState | null = null;
  let status: GameStatus = 'waiting';
  if (seats.length + 1 === game.players) {
    const clientSeeds = Array.from({ length: game.players }, (_, s) =>
      s === seat ? request.clientSeed : (seats.find((t) => t.seat === s)?.clientSeed ?? null),
    );
    const started = start(game.rules as unknown as Rules, game.seed, clientSeeds, game.firstDealer);
    state = started.state;
    status = 'playing';
    events.push(...started.events);
  }
  const after = nextRecord(game, {
    events: events.length,
    status,
    state,
    winner: null,
    result: null,
    lastTimeout: null,
  });
  const online = { ...NEW_SEAT, playerId: request.playerId };
  const newcomer = {
    seat,
    name: request.name,
    botLevel: request.botLevel,
    botAccount: request.botAccount,
    ...online,
  };
  const allSeats: SeatRecord[] = [...seats, newcomer];
  allSeats.sort((a, b) => a.seat - b.seat);
  // The first deal was just dealt: a bot to open waits as after any deal.
  after.deadline = deadlineFor(after, allSeats, {
    now: context.now,
    pause: state ? 'deal' : 'move',
    abandonAfterMs: context.abandonAfterMs,
  });
  const row: LobbySeat = {
    ...newcomer,
    clientSeed: request.clientSeed,
    tokenHash: request.tokenHash,
  };
  return { seat: row, status, state, events, after, seats: allSeats };
}
