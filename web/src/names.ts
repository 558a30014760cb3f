// Seat names as the table shows them. A computer player is named by its level in the page's
// language (the service names it "Bot (basic)", which a Russian page showed as it was). Bots of one
// level share a name, so a name that two seats hold gets its seat number; a free seat is "Seat n".
import type { GameViewDto } from './api/index.js';
import type { Messages } from './i18n.js';

export function seatNamer(view: GameViewDto, t: Messages): (seat: number) => string {
  const shown = view.seats.map((s) => (s.bot ? t.botName(s.bot) : s.name));
  const count = new Map<string, number>();
  for (const name of shown) if (name) count.set(name, (count.get(name) ?? 0) + 1);
  return (seat) => {
    const name = shown[seat];
    if (!name) return t.seat(seat);
    return (count.get(name) ?? 0) > 1 ? `${name} ${seat + 1}` : name;
  };
}

/** One of a game's other seats as My games lists them (PlayerGameDto's opponents). */
export interface Opponent {
  seat: number;
  name: string;
  bot?: string | null;
}

/**
 * The opponents' names by the table's rule (seatNamer): a computer by its level in the page's
 * language, and a name two of them share with its seat number ("Компьютер (простой)" twice could
 * not be told apart in My games).
 */
export function opponentNamer(opponents: Opponent[], t: Messages): (o?: Opponent) => string {
  const shown = (o: Opponent) => (o.bot ? t.botName(o.bot) : o.name);
  const count = new Map<string, number>();
  for (const o of opponents) count.set(shown(o), (count.get(shown(o)) ?? 0) + 1);
  return (o) => {
    if (!o) return '';
    const name = shown(o);
    return (count.get(name) ?? 0) > 1 ? `${name} ${o.seat + 1}` : name;
  };
}
