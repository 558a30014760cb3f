// Which of two views of one game a page keeps (web/src/fresh-view.ts): views arrive from answers,
// streams and reads in any order, and the newest version wins.
import type { GameViewDto } from './api/index.js';

export function keptView(current: GameViewDto | null, next: GameViewDto): GameViewDto {
  if (!current) return next;
  if (current.version !== next.version) return current.version > next.version ? current : next;
  // One version read as a seat and as a spectator: a read begun before the person sat down can
  // answer after the seat's view arrived, and its view has no hand (the page then showed none
  // until the game moved on, which at a person's turn it may not).
  return current.you !== null && next.you === null ? current : next;
}

/** The view with these seats connected and the others not (a stream's `presence` message). */
export function withPresence(view: GameViewDto, connected: readonly number[]): GameViewDto {
  const seats = view.seats.map((s) => ({ ...s, connected: connected.includes(s.seat) }));
  return { ...view, seats } as GameViewDto;
}
