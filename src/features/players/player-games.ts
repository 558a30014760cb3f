// A player's games as the players' routes answer them: built field by field from the rows of
// PLAYER_GAMES, never from the state (read only for whose turn it is).
import { kindOf, type PlayerKind } from '../../core/table/player-kinds.js';
import type { GameState } from '../../core/engine/index.js';
import {
  ratingChangeOf,
  type GameRatingFields,
  type RatingChange,
} from '../ratings/rating-change.js';
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
  rating: GameRatingFields | null;
}

export interface SeatedPlayer {
  seat: number;
  name: string;
  playerId: string | null;
  bot: string | null;
  kind: PlayerKind;
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
  away: boolean;
  opponents: SeatedPlayer[];
  turn: number | null;
  deadline: string | null;
  winner: number | null;
  result: GameResult | null;
  ratingChange: RatingChange | null;
}

export function playerGameOf(row: PlayerGameRow): PlayerGame {
  const seats = row.seats ?? [];
  const turn = seatToAct({ status: row.status, state: row.state, timeControl: null, botPaceMs: 0 });
  // The deadline column also holds when a bot moves: shown only as a person's time to act.
  const personal = turn !== null && row.deadline !== null && !playedByBot(seats, turn);
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
    away: seats.some((s) => s.seat === row.seat && s.away),
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
    ratingChange: row.rating && ratingChangeOf(row.rating),
  };
}
