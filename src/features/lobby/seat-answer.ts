// How taking a seat answers (its online flags: NEW_SEAT, src/core/table/decide-seat.ts).
import { Answer } from '../../platform/common/answer.js';
import { viewTag } from '../../platform/common/preconditions.js';
import type { GameView } from '../../core/table/game-view.js';

/** A seat's answer: its ETag is that of the view it holds (the joiner's, or the spectator's). */
export function answerWith<T extends { game: GameView }>(body: T): Answer<T> {
  return new Answer(201, body.game.version, body, viewTag(body.game));
}
