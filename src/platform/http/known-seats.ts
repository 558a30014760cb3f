import { Injectable, SetMetadata } from '@nestjs/common';
import { clientNetwork } from './client-address.js';
import type { HttpRequest } from './http-types.js';
import { bearerHashOf } from './seat-token.js';

/** Enough for every seat of a busy instance; past it the set starts over (seats re-enter on use). */
const MAX_KNOWN = 100_000;

/**
 * Route metadata: the route verifies the bearer token against a seat (SeatCaller and
 * OptionalSeatCaller set it, seat-auth.ts). Only there may a known token have a bucket of its own:
 * on any other route the token is not checked, so a dead one would still be counted as a seat.
 */
export const VERIFIES_SEAT = 'verifiesSeat';
export const VerifiesSeat = () => SetMetadata(VERIFIES_SEAT, true);

/**
 * Hashes of seat tokens this instance has seen matched to a real seat. The rate limit gives a
 * seat its own bucket only when its token is in here: a bearer value nobody verified is counted
 * against the caller's address, so random tokens do not buy fresh buckets. A token is forgotten
 * when its seat is freed here (leaving a waiting game) and whenever it fails to authenticate
 * (a seat freed on another instance, or a token used on a game it has no seat in), so a dead
 * token goes back to its address's bucket at its first refusal.
 */
@Injectable()
export class KnownSeats {
  private hashes = new Set<string>();

  remember(tokenHash: string): void {
    if (this.hashes.has(tokenHash)) return;
    if (this.hashes.size >= MAX_KNOWN) this.hashes = new Set();
    this.hashes.add(tokenHash);
  }

  forget(tokenHash: string): void {
    this.hashes.delete(tokenHash);
  }

  has(tokenHash: string): boolean {
    return this.hashes.has(tokenHash);
  }

  /**
   * Who a per-caller bound counts a request against (the rate limit, the requests in flight):
   * `seat:<hash>` when it carries the token of a seat this instance has verified (players may share
   * a NAT address), else `ip:<network>` whatever bearer value it sends; an IPv6 address counts by
   * its /64 (client-address.ts). Tokens are hashed so none sits in memory as is.
   */
  callerOf(req: HttpRequest): string {
    const seat = this.knownSeatOf(req);
    return seat !== null ? 'seat:' + seat : 'ip:' + clientNetwork(req.ip);
  }

  /** The hash of the request's seat token when this instance has matched it to a seat. */
  knownSeatOf(req: HttpRequest): string | null {
    const hash = bearerHashOf(req);
    return hash !== null && this.has(hash) ? hash : null;
  }
}
