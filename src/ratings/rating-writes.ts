import type { PreparedRunner } from '../database/database-pool.js';
import type { GameResult } from '../table/online-rules.js';
import { placesOf } from './placements.js';
import { rateGame, START } from './rating-model.js';
import * as SQL from './rating-statements.js';

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
  mu: number;
  sigma: number;
  games: number;
}

/**
 * Updates the ratings of a rated game's players, inside the transaction that finishes the game
 * (GameStore.writeMove, OnlineStore.writeChange), after the write that finished it at its version:
 * a write that lost the race to another instance changed nothing and calls nothing here, so a game
 * is rated exactly once. A seat with no player (none may join a rated game so) is left out.
 */
export async function applyRatings(run: PreparedRunner, game: FinishedRatedGame): Promise<void> {
  const pool = game.players;
  await run('start_ratings', SQL.START_RATINGS, [game.id, pool, START.mu, START.sigma]);
  const seats = await run<SeatRating>('lock_seat_ratings', SQL.LOCK_SEAT_RATINGS, [game.id, pool]);
  if (seats.length < 2) return;
  seats.sort((a, b) => a.seat - b.seat);
  const allPlaces = placesOf(game.totals, seats, game.result);
  // Places among the rated seats only (every seat, in a rated game).
  const ranks = seats.map((s) => allPlaces[s.seat]);
  const after = rateGame(seats, ranks);
  const rows = seats.map((s, i) => ({
    seat: s.seat,
    playerId: s.playerId,
    place: ranks[i],
    mu: after[i].mu,
    sigma: after[i].sigma,
    muBefore: s.mu,
    sigmaBefore: s.sigma,
  }));
  await run('write_ratings', SQL.WRITE_RATINGS, [game.id, pool, JSON.stringify(rows)]);
}
