/**
 * How long a counted number of an owner's stored answers is trusted before it is counted again.
 * Counting reads every answer the owner stored in the last day from the table (an index entry and,
 * for rows not yet vacuumed, a heap page each): a seat deep in a game has hundreds, and counting
 * them on every keyed move cost PostgreSQL about 0.4-2.5 ms a move, more than the move's own write
 * (docs/performance-history.md, "The eighteenth session").
 */
export const RECOUNT_MS = 60_000;
/** Owners remembered at most; past it all are forgotten at once (and counted again). */
const CAPACITY = 20_000;

/**
 * How many answers past the bound an owner may store before its oldest are deleted: a tenth of the
 * bound, at least one. Deleting them in batches makes the trim a statement per `slack` keyed
 * requests of an owner at its bound, not one per request (a seat in a long game is always at it).
 */
export function trimSlack(limit: number): number {
  return Math.max(1, Math.ceil(limit / 10));
}

interface Known {
  /** The owner's stored answers when last counted, plus every request let through since. */
  stored: number;
  countedAt: number;
}

/**
 * This process's running estimate of how many answers each owner has stored, so that a keyed
 * request need not count them every time: each request let through is taken as one more stored
 * answer (it may store none: a refusal stores nothing), so the estimate only errs upwards within
 * this process, which at worst trims an owner's answers a little early (only past the bound's
 * newest answers, idempotency.store.ts). Answers stored through other instances since the last
 * count are not seen until the next one, at most RECOUNT_MS later: they widen what an owner keeps
 * past the bound by what it sends other instances in a minute, which the rate limits bound.
 */
export class StoredCounts {
  private readonly known = new Map<string, Known>();

  /** The owner's stored answers as far as this process knows, or null when they must be counted. */
  estimate(owner: string, now: number): number | null {
    const known = this.known.get(owner);
    if (!known || now - known.countedAt >= RECOUNT_MS) return null;
    return known.stored;
  }

  /** What a count (or a trim) found. */
  counted(owner: string, stored: number, now: number): void {
    if (!this.known.has(owner) && this.known.size >= CAPACITY) this.known.clear();
    this.known.set(owner, { stored, countedAt: now });
  }

  /** A request of the owner's was let through: it may store one more answer. */
  letThrough(owner: string): void {
    const known = this.known.get(owner);
    if (known) known.stored++;
  }
}
