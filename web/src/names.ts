// Seat names as the table shows them. Bots of one level share a name ("Bot (basic)"), so a name
// that two seats hold gets its seat number; a free seat is "Seat n".
import type { GameViewDto } from './api/index.js';
import type { Messages } from './i18n.js';

export function seatNamer(view: GameViewDto, t: Messages): (seat: number) => string {
  const count = new Map<string, number>();
  for (const s of view.seats) if (s.name) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  return (seat) => {
    const name = view.seats[seat]?.name;
    if (!name) return t.seat(seat);
    return (count.get(name) ?? 0) > 1 ? `${name} ${seat + 1}` : name;
  };
}
