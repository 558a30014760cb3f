// Whether the game waits for its people (docs/online-play.md, "Away seats"): every person's seat is
// away and nobody has made a bidding choice in the deal in play, so the computers do not move
// until a person is back. The view has no flag of its own for it: this is the service's rule
// (src/core/table/online-rules.ts, waitsForPeople) read from the view's seats and auction. A trial
// found the page saying "Computer 3 to move" for as long as the table waited.
import type { GameViewDto } from './api/index.js';

/** The away people's seats the game waits for, or null when it does not wait. */
export function awaitedSeats(view: GameViewDto): number[] | null {
  const deal = view.status === 'playing' ? view.deal : null;
  // The opener's compulsory 100 is the auction's first entry, and no one's choice.
  if (!deal || deal.phase !== 'bidding' || deal.bids.length > 1) return null;
  // People and bot accounts alike: a computer player (`bot`, its level) never waits for anyone.
  const people = view.seats.filter((s) => s.bot === null && s.name !== null);
  if (people.length === 0 || !people.every((s) => s.away)) return null;
  return people.map((s) => s.seat);
}
