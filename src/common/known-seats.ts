import { Injectable } from '@nestjs/common';

/** Enough for every seat of a busy instance; past it the set starts over (seats re-enter on use). */
const MAX_KNOWN = 100_000;

/**
 * Hashes of seat tokens this instance has seen matched to a real seat. The rate limit gives a
 * seat its own bucket only when its token is in here: a bearer value nobody verified is counted
 * against the caller's address, so random tokens do not buy fresh buckets.
 */
@Injectable()
export class KnownSeats {
  private hashes = new Set<string>();

  remember(tokenHash: string): void {
    if (this.hashes.has(tokenHash)) return;
    if (this.hashes.size >= MAX_KNOWN) this.hashes = new Set();
    this.hashes.add(tokenHash);
  }

  has(tokenHash: string): boolean {
    return this.hashes.has(tokenHash);
  }
}
