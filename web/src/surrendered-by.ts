// Who surrendered a deal for its declarer, from the game's log (a trial: the end-of-deal dialog
// said "Anna surrendered her 100 contract" when the computer standing in for her had, as her time
// ran out). The log records a stand-in's move under the seat, like the person's own: it was the
// stand-in's when the seat's `turn_timed_out` is in the same change (version) as the surrender,
// or when the seat was away then (`seat_away` or a running game's `player_left`, until `seat_back`).
import type { GameEventDto } from './api/index.js';

/** `timeout`: the stand-in moved as the seat's time ran out; `away`: it played the away seat. */
export type SurrenderedBy = 'person' | 'timeout' | 'away';

/**
 * Who surrendered deal `deal` for `seat`, from `events` (a stretch of the log, oldest first, that
 * holds the surrender); `awayNow`: whether the seat is away now, for a stretch that starts after
 * the seat's last going away. Null: the stretch holds no surrender of that deal by that seat.
 */
export function surrenderedBy(
  events: readonly GameEventDto[],
  deal: number,
  seat: number,
  awayNow: boolean,
): SurrenderedBy | null {
  const scored = events.findIndex((e) => e.type === 'deal_scored' && e.data.row.deal === deal);
  if (scored < 0) return null;
  let at = scored;
  const surrenders = (e: GameEventDto) => e.type === 'surrendered' && e.data.seat === seat;
  while (at >= 0 && !surrenders(events[at])) {
    if (events[at].type === 'deal_started') return null;
    at--;
  }
  if (at < 0) return null;
  const surrender = events[at];
  const mine = (e: GameEventDto) => 'seat' in e.data && e.data.seat === seat;
  if (events.some((e) => e.type === 'turn_timed_out' && mine(e) && e.version === surrender.version))
    return 'timeout';
  const goes = (e: GameEventDto) =>
    mine(e) && (e.type === 'seat_away' || (e.type === 'player_left' && e.data.running));
  const comes = (e: GameEventDto) => mine(e) && e.type === 'seat_back';
  // The seat's last coming or going before the surrender says it; else its first one after; else now.
  const before = events.slice(0, at).findLast((e) => goes(e) || comes(e));
  const after = events.slice(at + 1).find((e) => goes(e) || comes(e));
  const away = before ? goes(before) : after ? comes(after) : awayNow;
  return away ? 'away' : 'person';
}
