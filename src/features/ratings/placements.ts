// The finishing order of a rated game (docs: README "Players and ratings"). Pure.
import type { GameResult } from '../../core/table/online-rules.js';

/** What the order needs of a seat: whether a person plays it and whether its player left. */
export interface PlacedSeat {
  seat: number;
  person: boolean;
  left: boolean;
}

/**
 * Each seat's place, 1 first, by the final totals (equal totals share a place). Seats that quit
 * come after every other, sharing the last place: the seat that forfeited, every person's seat of
 * an abandoned game (all of them stayed away), and a seat whose player left the game (a bot
 * finished it for them).
 */
export function placesOf(
  totals: readonly number[],
  seats: readonly PlacedSeat[],
  result: GameResult | null,
): number[] {
  const quit = (s: PlacedSeat) => quitGame(s, result);
  const stayed = seats.filter((s) => !quit(s));
  const places: number[] = new Array(totals.length).fill(0);
  for (const s of stayed) {
    places[s.seat] = 1 + stayed.filter((o) => totals[o.seat] > totals[s.seat]).length;
  }
  for (const s of seats.filter(quit)) places[s.seat] = stayed.length + 1;
  return places;
}

/** The seat quit the game: it forfeited, its player left, or (a person) it let the game be abandoned. */
export function quitGame(s: PlacedSeat, result: GameResult | null): boolean {
  return (
    s.left ||
    (result?.reason === 'forfeit' && result.seat === s.seat) ||
    (result?.reason === 'abandoned' && s.person)
  );
}
