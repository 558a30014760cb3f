import { ProblemError } from './problem.js';
import { gameClosed } from './game-problems.js';
import type { GameData, LobbySeat, NewGame, SeatRecord } from './game-record.js';

/** Whether a waiting game is past WAITING_GAME_TTL (the sweep closes it; none may join meanwhile). */
export function expired(game: GameData, now: Date, ttlMs: number): boolean {
  return now.getTime() - game.createdAt.getTime() >= ttlMs;
}

/** The seat a newcomer takes: the wanted one if free, else the first free one. */
export function freeSeat(game: GameData, seats: SeatRecord[], wanted: number | null): number {
  if (game.status === 'closed') throw gameClosed(game.id);
  if (game.status !== 'waiting') {
    throw new ProblemError(409, 'game_full', 'Conflict', 'Every seat of this game is taken.');
  }
  const free = Array.from({ length: game.players }, (_, s) => s).filter(
    (s) => !seats.some((t) => t.seat === s),
  );
  const seat = wanted ?? free[0];
  if (seat >= game.players) {
    throw new ProblemError(
      422,
      'no_such_seat',
      'Unprocessable Content',
      `This game has seats 0 to ${game.players - 1}.`,
    );
  }
  if (!free.includes(seat)) {
    throw new ProblemError(409, 'seat_taken', 'Conflict', `Seat ${seat} is taken.`);
  }
  return seat;
}

/**
 * A game needs a person: bots alone played without end (random bots never reach 1000; one such
 * game was on deal 1,541 after a minute, writing 24,473 events a minute, and resumed after a
 * restart). With a person seated, the game goes at that person's pace. So the last free seat
 * cannot go to a bot while only bots sit; the bot runner also plays no game without a person
 * (bot-runner.service.ts), whatever its seats became.
 */
export function needsAPerson(game: GameData, seats: SeatRecord[]): void {
  if (seats.length + 1 === game.players && seats.every((s) => s.botLevel !== null)) {
    throw new ProblemError(
      409,
      'person_required',
      'Conflict',
      'A game needs at least one person: the last seat cannot go to a bot while only bots sit.',
    );
  }
}

/** A rated game's seats are players' (their ratings change): 403 `player_required`. */
export const playerRequired = () =>
  new ProblemError(
    403,
    'player_required',
    'Forbidden',
    'This game is rated: take a seat with a player token (POST /api/v1/players gives one).',
  );

/**
 * A player holds at most one seat of a game (its token stands for that seat): taking a second is
 * refused with 409 `already_seated`.
 */
export function alreadySeated(seats: SeatRecord[], playerId: string): void {
  const held = seats.find((s) => s.playerId === playerId);
  if (held) {
    throw new ProblemError(
      409,
      'already_seated',
      'Conflict',
      `Your player already holds seat ${held.seat} of this game.`,
      { seat: held.seat },
    );
  }
}

/**
 * How long a rematch's seats are kept for the finished game's players (README, "Online play"):
 * only `POST /games/{old}/rematch` seats people (each in their own seat) and its bots until then.
 * Afterwards a seat nobody came back for is free to anyone, so the table can still fill.
 */
export const REMATCH_SEATS_KEPT_MS = 5 * 60_000;

/**
 * Refuses a seat of a rematch taken other than through the rematch (409 `seat_reserved`) while
 * its seats are kept. A rematch is the only game made with its first dealer chosen
 * (game-record.ts, `firstDealer`).
 */
export function rematchSeatsKept(game: NewGame, now: Date): void {
  if (game.firstDealer === null) return;
  const left = game.createdAt.getTime() + REMATCH_SEATS_KEPT_MS - now.getTime();
  if (left <= 0) return;
  throw new ProblemError(
    409,
    'seat_reserved',
    'Conflict',
    "This game is a rematch: its seats are kept for the finished game's players, who take them " +
      `with POST /api/v1/games/{their game}/rematch, for ${Math.ceil(left / 1000)} s more.`,
  );
}

/**
 * Who asks for a computer player (POST /games/{id}/bots), read without refusing anyone: only a
 * rated game needs to know (mayAddBot). Null where the service seats one itself (the queue's
 * fill, a rematch's bot seats).
 */
export interface BotRequester {
  /** The hash standing for the caller's seat (a player token's: of its seat here); null: no token. */
  tokenHash: string | null;
  /** The player of the player token sent; null: none, or a seat token. */
  playerId: string | null;
  /** What the credential sent would get where one is needed (malformed, a dead player token). */
  refused: ProblemError | null;
}

/**
 * A rated game's computer players change its players' ratings, and a full table starts it: so
 * only one of its seated players (not one who left) or the player who created it seats them.
 * An anonymous request twice filled a stranger's public rated game, which its owner, waiting for
 * friends, then lost on the clock (issue 42). 401 without a credential, 403
 * `not_seated_in_rated_game` with another's.
 */
export function mayAddBot(game: NewGame, seats: LobbySeat[], by: BotRequester): void {
  if (!game.rated) return;
  if (by.refused) throw by.refused;
  if (by.tokenHash === null) {
    throw new ProblemError(
      401,
      'missing_token',
      'Unauthorized',
      'This game is rated: only its seated players or its creator seat computer players. Send ' +
        'Authorization: Bearer <seat token> or <player token>.',
    );
  }
  const person = seats.filter((s) => s.botLevel === null && !s.left);
  const seated = person.some(
    (s) => s.tokenHash === by.tokenHash || (by.playerId !== null && s.playerId === by.playerId),
  );
  if (seated || (by.playerId !== null && by.playerId === game.creatorPlayerId)) return;
  throw new ProblemError(
    403,
    'not_seated_in_rated_game',
    'Forbidden',
    'This game is rated: only its seated players or the player who created it seat computer ' +
      'players.',
  );
}
