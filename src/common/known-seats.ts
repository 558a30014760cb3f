import { Injectable } from '@nestjs/common';
import { clientNetwork } from '../http/client-address.js';
import { headerOf, type HttpRequest } from '../http/http-types.js';
import { bearerToken, hashToken } from './seat-token.js';

/** Enough for every seat of a busy instance; past it the set starts over (seats re-enter on use). */
const MAX_KNOWN = 100_000;

/**
 * Hashes of seat tokens this instance has seen matched to a real seat. The per-caller bounds give
 * a seat its own count only when its token is in here: a bearer value nobody verified is counted
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

  /**
   * Who a per-caller bound counts a request against (the rate limit, the requests in flight):
   * `seat:<hash>` when it carries the token of a seat this instance has verified (players may share
   * a NAT address), else `ip:<network>` whatever bearer value it sends; an IPv6 address counts by
   * its /64 (client-address.ts). Tokens are hashed so none sits in memory as is.
   */
  callerOf(req: HttpRequest): string {
    const token = bearerToken(headerOf(req, 'authorization'));
    if (token !== null && token !== 'malformed') {
      const hash = hashToken(token);
      if (this.has(hash)) return 'seat:' + hash;
    }
    return 'ip:' + clientNetwork(req.ip);
  }
}
