// A player's games as the players' routes answer them: built field by field from the rows of
// PLAYER_GAMES, never from the state (read only for whose turn it is).
import { kindOf, type PlayerKind } from '../../core/table/player-kinds.js';
import type { GameState } from '../../core/engine/index.js';
import { ordinalOf } from '../ratings/rating-model.js';
import type { GameStatus } from '../../core/table/game-status.js';
import {
  playedByBot,
  seatToAct,
  type GameResult,
  type Visibility,
} from '../../core/table/online-rules.js';

export interface PlayerGameRow {
  id: string;
  name: string | null;
  status: GameStatus;
  players: number;
  rated: boolean;
  visibility: Visibility;
  deadline: Date | null;
  winner: number | null;
  result: GameResult | null;
  created_at: Date;
  state: GameState | null;
  seat: number;
  left: boolean;
  seats: {
    seat: number;
    name: string;
    playerId: string | null;
    botLevel: string | null;
    botAccount: boolean;
    away: boolean;
  }[];
  rating: {
    pool: number;
    place: number;
    muBefore: number;
    sigmaBefore: number;
    muAfter: number;
    sigmaAfter: number;
    weight: number;
  } | null;
}

export interface SeatedPlayer {
  seat: number;
  name: string;
  playerId: string | null;
  bot: string | null;
  kind: PlayerKind;
}

export interface RatingPoint {
  mu: number;
  sigma: number;
  ordinal: number;
}

export interface RatingChange {
  pool: number;
  place: number;
  before: RatingPoint;
  after: RatingPoint;
  /** How much the game counted (src/core/table/rating-policy.ts): 0 not at all, 1 fully. */
  weight: number;
}

export interface PlayerGame {
  id: string;
  name: string | null;
  status: GameStatus;
  players: number;
  rated: boolean;
  visibility: Visibility;
  createdAt: string;
  seat: number;
  left: boolean;
  opponents: SeatedPlayer[];
  turn: number | null;
  deadline: string | null;
  winner: number | null;
  result: GameResult | null;
  ratingChange: RatingChange | null;
}

const point = (mu: number, sigma: number): RatingPoint => ({
  mu,
  sigma,
  ordinal: ordinalOf({ mu, sigma }),
});

export function playerGameOf(row: PlayerGameRow): PlayerGame {
  const seats = row.seats ?? [];
  const turn = seatToAct({ status: row.status, state: row.state, timeControl: null, botPaceMs: 0 });
  // The deadline column also holds when a bot moves: shown only as a person's time to act.
  const personal = turn !== null && row.deadline !== null && !playedByBot(seats, turn);
  const r = row.rating;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    players: row.players,
    rated: row.rated,
    visibility: row.visibility,
    createdAt: row.created_at.toISOString(),
    seat: row.seat,
    left: row.left,
    opponents: seats
      .filter((s) => s.seat !== row.seat)
      .map((s) => ({
        seat: s.seat,
        name: s.name,
        playerId: s.playerId,
        bot: s.botLevel,
        kind: kindOf(s.botLevel, s.botAccount),
      })),
    turn,
    deadline: personal ? row.deadline!.toISOString() : null,
    winner: row.status === 'finished' ? row.winner : null,
    result: row.result,
    ratingChange: r && {
      pool: r.pool,
      place: r.place,
      before: point(r.muBefore, r.sigmaBefore),
      after: point(r.muAfter, r.sigmaAfter),
      weight: r.weight,
    },
  };
}
