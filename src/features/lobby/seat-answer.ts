// What taking a seat writes besides the seat (its online flags) and how it answers.
import { Answer } from '../../platform/common/answer.js';
import { viewTag } from '../../platform/common/preconditions.js';
import type { GameView } from '../../core/table/game-view.js';

/** A seat's online flags as it is taken. */
export const NEW_SEAT = { away: false, left: false, timeouts: 0, connected: false } as const;

/** A seat's answer: its ETag is that of the view it holds (the joiner's, or the spectator's). */
export function answerWith<T extends { game: GameView }>(body: T): Answer<T> {
  return new Answer(201, body.game.version, body, viewTag(body.game));
}
