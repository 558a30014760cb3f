import type { StatementRunner } from '../../platform/database/database-pool.js';
import type { GameResult } from '../../core/table/online-rules.js';
import { placesOf, quitGame } from './placements.js';
import {
  establishes,
  newcomer,
  REPEAT_WINDOW_HOURS,
  seatWeights,
  weighted,
  type SeatHistory,
} from '../../core/table/rating-policy.js';
import { rateGame, START, type Skill } from './rating-model.js';
import * as SQL from './rating-statements.js';
import { fitForRating } from '../../core/table/rated-computers.js';

/** A rated game as it finishes: its id, pool (players), final totals and how it ended. */
export interface FinishedRatedGame {
  id: string;
  players: number;
  totals: readonly number[];
  result: GameResult | null;
}

interface SeatRating {
  seat: number;
  playerId: string;
  person: boolean;
  left: boolean;
  botLevel: string | null;
  botAccount: boolean;
  mu: number;
  sigma: number;
  games: number;
  played: number;
}

interface SeatRepeats {
  seat: number;
  personOpponent: boolean;
  sharedGames: number;
  addressGames: number;
  newcomerGames: number;
}

/**
 * Updates the ratings of a rated game's players, inside the transaction that finishes the game
 * (GameStore.writeMove, OnlineStore.writeChange), after the write that finished it at its version:
 * a write that lost the race to another instance changed nothing and calls nothing here, so a game
 * is rated exactly once. A seat with no player (none may join a rated game so) is left out. How
 * much the game moves each seat is the policy's (rating-policy.ts): a seat it does not count for
 * keeps its rating and its count of games, and its change is kept with weight 0.
 */
export async function applyRatings(run: StatementRunner, game: FinishedRatedGame): Promise<void> {
  const pool = game.players;
  await run(SQL.START_RATINGS, { gameId: game.id, pool, mu: START.mu, sigma: START.sigma });
  const seats = await run(SQL.LOCK_SEAT_RATINGS.rows<SeatRating>(), { gameId: game.id, pool });
  if (seats.length < 2) return;
  seats.sort((a, b) => a.seat - b.seat);
  const repeats = await run(SQL.SEAT_REPEATS.rows<SeatRepeats>(), {
    gameId: game.id,
    hours: REPEAT_WINDOW_HOURS,
  });
  const allPlaces = placesOf(game.totals, seats, game.result);
  // Places among the rated seats only (every seat, in a rated game).
  const ranks = seats.map((s) => allPlaces[s.seat]);
  // Read from the log: the stored state keeps no finished deal (moves.service.ts, withoutHistory).
  const [{ deals }] = await run(SQL.PLAYED_DEALS, { gameId: game.id });
  // Whether each seat's player is a newcomer now, before this game is counted.
  const newcomers = seats.map((s) => newcomer(s.person, s.played));
  const histories = seats.map((s, i) => ({
    ...historyOf(s, repeats, game.result),
    newcomerOpponent: seats.some((o, j) => newcomers[j] && o.playerId !== s.playerId),
    newcomer: newcomers[i],
  }));
  const weights = seatWeights(deals, histories);
  const after = rateGame(seats, ranks).map((skill, i) => weighted(seats[i], skill, weights[i]));
  const moved = playerMoves(seats, after);
  const counted = new Set(seats.filter((_, i) => weights[i] > 0).map((s) => s.playerId));
  const rows = seats.map((s, i) => ({
    seat: s.seat,
    playerId: s.playerId,
    place: ranks[i],
    mu: after[i].mu,
    sigma: after[i].sigma,
    muBefore: s.mu,
    sigmaBefore: s.sigma,
    playerMu: moved.get(s.playerId)!.mu,
    playerSigma: moved.get(s.playerId)!.sigma,
    weight: weights[i],
    counted: counted.has(s.playerId),
    establishes: establishes(histories[i], weights[i]),
    newcomer: newcomers[i],
  }));
  await run(SQL.WRITE_RATINGS, { gameId: game.id, pool, seats: JSON.stringify(rows) });
}

function historyOf(
  seat: SeatRating,
  repeats: readonly SeatRepeats[],
  result: GameResult | null,
): Omit<SeatHistory, 'newcomerOpponent' | 'newcomer'> {
  const r = repeats.find((x) => x.seat === seat.seat);
  return {
    person: seat.person,
    botAccount: seat.botAccount,
    unfitComputer: seat.botLevel !== null && !fitForRating(seat.botLevel),
    quit: quitGame(seat, result),
    sharedGames: r?.sharedGames ?? 0,
    addressGames: r?.addressGames ?? 0,
    personOpponent: r?.personOpponent ?? false,
    newcomerGames: r?.newcomerGames ?? 0,
  };
}

/**
 * Each player's new rating. A computer player may hold several seats of one game (README, "Players
 * and ratings"): its mu moves by the sum of its seats' changes, each seat rated as a player of its
 * own, so every seat's result counts (a bot that came second and last to a person loses rating:
 * what one of its seats gains over the other, the other loses); its sigma is the smallest of its
 * seats', as from one game. A person holds one seat: its seat's change.
 */
export function playerMoves(
  seats: readonly { playerId: string; mu: number; sigma: number }[],
  after: readonly Skill[],
): Map<string, Skill> {
  const moved = new Map<string, Skill>();
  seats.forEach((s, i) => {
    const sofar = moved.get(s.playerId);
    // A player's first seat sets its rating exactly as the model gave it (no rounding on the way).
    moved.set(
      s.playerId,
      sofar
        ? { mu: sofar.mu + after[i].mu - s.mu, sigma: Math.min(sofar.sigma, after[i].sigma) }
        : { ...after[i] },
    );
  });
  return moved;
}
