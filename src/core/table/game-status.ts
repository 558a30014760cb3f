import { GAME_STATUSES as ENGINE_STATUSES } from '../engine/index.js';

/**
 * A hosted game's status: `waiting` for its players (a lobby state the engine never sees), then
 * the engine's own statuses, and `closed`: a waiting game nobody filled within WAITING_GAME_TTL.
 * The one vocabulary of statuses in the service and its documents.
 */
export const GAME_STATUSES = ['waiting', ...ENGINE_STATUSES, 'closed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * Whether a game is over, however it ended: on points (`finished`), by a forfeit or abandoned
 * (`closed`). No move, deal or clock is left to come.
 */
export const isOver = (game: { status: GameStatus }): boolean =>
  game.status === 'finished' || game.status === 'closed';
