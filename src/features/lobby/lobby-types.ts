// What the lobby takes and gives: a new game's request, the list's page, a seat taken.
import type { GameListing } from '../../core/table/game-record.js';
import type { GameView } from '../../core/table/game-view.js';
import type { TimeControl, Visibility } from '../../core/table/online-rules.js';

export interface NewGameRequest {
  name?: string;
  players?: 3 | 4;
  rules?: Record<string, unknown>;
  timeControl?: TimeControl | null;
  visibility?: Visibility;
  /** ms a bot waits before its move (BOT_PACE_MS); default BOT_PACE_MS of the configuration. */
  botPaceMs?: number;
  /** Finishing the game updates its players' ratings; every person's seat needs a player. */
  rated?: boolean;
  /** A rated game's creator lets bot accounts sit with people (core/table/player-kinds.ts). */
  botsAllowed?: boolean;
}

/** A listing line as the lobby answers it: its time as an ISO 8601 string. */
export type GameSummary = Omit<GameListing, 'createdAt'> & { createdAt: string };

/** A page of the lobby's list, newest first. */
export interface GamePage {
  games: GameSummary[];
  /** The cursor of the next page; null: this is the last. */
  nextCursor: string | null;
}

export interface JoinedGame {
  seat: number;
  token: string;
  game: GameView;
}

export interface BotSeat {
  seat: number;
  level: string;
  game: GameView;
}
