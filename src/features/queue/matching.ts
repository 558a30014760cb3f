// Who plays with whom: the pure choice of tables among the entries waiting in one bucket (same
// pool, rules, time control and rated flag). The queue service claims the entries in PostgreSQL
// and seats each group this chooses (queue.service.ts); nothing here reads a clock or a database.

/** A waiting entry as matching sees it. */
export interface Candidate {
  id: string;
  playerId: string;
  /** The player's rating when the entry was made (the pool's ordinal; 0 for an unrated player). */
  rating: number;
  createdAt: Date;
  /** Seconds after which computer players may fill the table; null: never. */
  fillAfterSeconds: number | null;
}

/** One table to seat: its people, oldest entry first, and how many computer players join them. */
export interface Group {
  entries: Candidate[];
  bots: number;
}

/**
 * The rating window: how far apart two entries' ratings may be for them to share a table. It
 * starts narrow (close ratings first) and widens with the time the entry has waited, so nobody
 * waits for good because nobody of their strength is queued.
 */
export const WINDOW = { start: 3, perSecond: 0.2 } as const;

export function windowOf(entry: Candidate, now: Date): number {
  return WINDOW.start + WINDOW.perSecond * waitedSeconds(entry, now);
}

export function waitedSeconds(entry: Candidate, now: Date): number {
  return Math.max(0, (now.getTime() - entry.createdAt.getTime()) / 1000);
}

/** Whether computer players may take this entry's empty seats now. */
export function fillDue(entry: Candidate, now: Date): boolean {
  return entry.fillAfterSeconds !== null && waitedSeconds(entry, now) >= entry.fillAfterSeconds;
}

/**
 * Tables for `size` seats out of `waiting`. The oldest entry left chooses first: the entries within
 * both one's windows, closest rating first (then oldest). With enough of them it takes a full
 * table; otherwise, once its own fill delay has passed, it takes those of them that accept computer
 * players and computer players take the rest. One player is never seated twice, even with two
 * entries (the store allows one waiting entry per player, but matching does not rely on it).
 */
export function formGroups(waiting: readonly Candidate[], size: number, now: Date): Group[] {
  const order = [...waiting].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const used = new Set<string>();
  const players = new Set<string>();
  const groups: Group[] = [];
  for (const anchor of order) {
    if (used.has(anchor.id) || players.has(anchor.playerId)) continue;
    const near = closest(anchor, order, now, (c) => !used.has(c.id) && !players.has(c.playerId));
    let chosen: Candidate[];
    if (near.length >= size - 1) chosen = near.slice(0, size - 1);
    else if (fillDue(anchor, now)) chosen = near.filter((c) => c.fillAfterSeconds !== null);
    else continue;
    const entries = [anchor, ...chosen];
    for (const e of entries) {
      used.add(e.id);
      players.add(e.playerId);
    }
    groups.push({ entries, bots: size - entries.length });
  }
  return groups;
}

/** The others `anchor` may sit with, closest rating first, then oldest; one entry per player. */
function closest(
  anchor: Candidate,
  order: readonly Candidate[],
  now: Date,
  free: (c: Candidate) => boolean,
): Candidate[] {
  const seen = new Set<string>([anchor.playerId]);
  const near: Candidate[] = [];
  const sorted = order
    .filter((c) => c.id !== anchor.id && free(c))
    .map((c) => ({ c, gap: Math.abs(c.rating - anchor.rating) }))
    .filter(({ c, gap }) => gap <= Math.max(windowOf(anchor, now), windowOf(c, now)))
    .sort((x, y) => x.gap - y.gap || x.c.createdAt.getTime() - y.c.createdAt.getTime());
  for (const { c } of sorted) {
    if (seen.has(c.playerId)) continue;
    seen.add(c.playerId);
    near.push(c);
  }
  return near;
}
