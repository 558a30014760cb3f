/**
 * Remembers the results of a pure function of a string, up to `capacity` of them, then forgets them
 * all at once (no per-entry bookkeeping). For hashes the service computes per request of the same
 * few clients and seats again and again: a SHA-256 or HMAC costs a few microseconds each, several
 * per request (issue 47 in docs/performance-history.md). Keys stay in this process's memory only.
 */
export class BoundedMemo {
  private readonly results = new Map<string, string>();

  constructor(private readonly capacity: number) {}

  get(key: string, compute: (key: string) => string): string {
    let result = this.results.get(key);
    if (result === undefined) {
      if (this.results.size >= this.capacity) this.results.clear();
      result = compute(key);
      this.results.set(key, result);
    }
    return result;
  }
}
