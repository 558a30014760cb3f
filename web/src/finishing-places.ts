// Each seat's finishing place in a finished game, as the service ranks the seats for the ratings
// (README "Players and ratings", src/features/ratings/placements.ts), so the page's places agree
// with a rated game's `ratingChange.place`: by the final totals, equal totals sharing a place; the
// seat that forfeited, a seat whose player left (a bot finished it) and every seat of a person or a
// bot account in an abandoned game come after every other, sharing the last place.
import type { GameResultDto, SeatSummaryDto } from './api/index.js';

/** What the places need of a game view. */
export interface FinishedView {
  seats: Pick<SeatSummaryDto, 'seat' | 'total' | 'left' | 'kind'>[];
  result: GameResultDto | null;
  winner: number | null;
}

type Seat = FinishedView['seats'][number];

function quit(s: Seat, result: GameResultDto | null): boolean {
  return (
    s.left ||
    (result?.reason === 'forfeit' && result.seat === s.seat) ||
    (result?.reason === 'abandoned' && s.kind !== 'computer')
  );
}

/** Each seat's place, 1 first, by seat number. */
export function placesOf(view: FinishedView): number[] {
  const stayed = view.seats.filter((s) => !quit(s, view.result));
  const places: number[] = [];
  for (const s of view.seats)
    places[s.seat] = quit(s, view.result)
      ? stayed.length + 1
      : 1 + stayed.filter((o) => o.total > s.total).length;
  return places;
}

/** The seats in finishing order: by place, the winner first among a shared place, then by seat. */
export function finishingOrder<S extends Seat>(view: FinishedView & { seats: S[] }): S[] {
  const places = placesOf(view);
  const winnerFirst = (s: S) => (s.seat === view.winner ? 0 : 1);
  return [...view.seats].sort(
    (a, b) => places[a.seat] - places[b.seat] || winnerFirst(a) - winnerFirst(b) || a.seat - b.seat,
  );
}
