import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { clientNetwork } from '../http/client-address.js';
import type { HttpReply, HttpRequest } from '../http/http-types.js';
import { KnownSeats, VERIFIES_SEAT } from '../http/known-seats.js';
import { SharedCounts } from '../limits/shared-counts.js';
import { Clock } from '../clock/clock.js';
import { ProblemError } from '../../core/table/problem.js';
import { handlerMetadata } from './handler-metadata.js';

const SKIP_RATE_LIMIT = 'skipRateLimit';
const WINDOW_MS = 60_000;

/**
 * How many seats' budgets one address's requests with seat tokens may use in all: players behind
 * one NAT each keep their own bucket, but the tokens an address holds (a join gives one each)
 * cannot multiply its budget past this many times the limit.
 */
export const SEAT_BUDGETS_PER_ADDRESS = 10;

/** Exempts a controller or route (health probes) from rate limiting. */
export const SkipRateLimit = () => SetMetadata(SKIP_RATE_LIMIT, true);

/**
 * Fixed one-minute windows per client, aligned to the minute so that every instance (clocks
 * synchronised, docs/deploy.md) counts the same window. A request counts against its seat token when the route
 * verifies the token (known-seats.ts) and this instance has matched it to a seat; it then counts
 * also against its address's seats, which together may make SEAT_BUDGETS_PER_ADDRESS times the
 * limit. Any other request counts against its address, whatever bearer value it sends (a random
 * one bought a fresh bucket per request, a dead one a bucket per freed seat); an IPv6 address
 * counts by its /64 (client-address.ts). Tokens are hashed so none sits in memory as is.
 * Counted across instances in PostgreSQL (SharedCounts): a client the balancer spreads over N
 * instances still gets the limit once, not N times (issue 45). This instance's own count is kept
 * beside it, and decides alone while the database does not answer.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private windowStart = 0;
  private counts = new Map<string, number>();
  private readonly skips: (context: ExecutionContext) => boolean | undefined;
  private readonly verifiesSeat: (context: ExecutionContext) => boolean | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    reflector: Reflector,
    private readonly knownSeats: KnownSeats,
    private readonly shared: SharedCounts,
    private readonly clock: Clock,
  ) {
    this.skips = handlerMetadata(reflector, SKIP_RATE_LIMIT, true);
    this.verifiesSeat = handlerMetadata(reflector, VERIFIES_SEAT);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.skips(context)) return true;
    const req = context.switchToHttp().getRequest<HttpRequest>();
    const now = this.clock.now().getTime();
    if (now - this.windowStart >= WINDOW_MS) {
      // A new window forgets every client at once, so the map never outgrows one minute's clients.
      this.windowStart = now - (now % WINDOW_MS);
      this.counts = new Map();
    }
    const window = this.windowStart;
    const limit = this.config.rateLimitPerMinute;
    const network = clientNetwork(req.ip);
    const seat = this.verifiesSeat(context) ? this.knownSeats.knownSeatOf(req) : null;
    let remaining: number;
    let detail: string | null = null;
    if (seat === null) {
      remaining = limit - (await this.count('ip:' + network, window, limit));
    } else {
      const [own, all] = await Promise.all([
        this.count('seat:' + seat, window, limit),
        this.count('seats:' + network, window, SEAT_BUDGETS_PER_ADDRESS * limit),
      ]);
      const seats = SEAT_BUDGETS_PER_ADDRESS * limit - all;
      remaining = Math.min(limit - own, seats);
      if (seats < 0) {
        detail = `More than ${SEAT_BUDGETS_PER_ADDRESS * limit} requests with seat tokens in a minute from this address`;
      }
    }
    const retryAfter = Math.ceil((window + WINDOW_MS - now) / 1000);
    // The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers), as openapi.json documents.
    const reply = context.switchToHttp().getResponse<HttpReply>();
    reply.header('RateLimit-Limit', String(limit));
    reply.header('RateLimit-Remaining', String(Math.max(0, remaining)));
    reply.header('RateLimit-Reset', String(retryAfter));
    if (remaining < 0) {
      reply.header('Retry-After', String(retryAfter));
      throw new ProblemError(
        429,
        'rate_limited',
        'Too Many Requests',
        `${detail ?? `More than ${limit} requests in a minute`}: retry in ${retryAfter} s.`,
      );
    }
    return true;
  }

  /**
   * The client's requests in `window` with this one: across instances (waiting for the database
   * only past half of `limit`, SharedCounts), or this instance's own.
   */
  private async count(client: string, window: number, limit: number): Promise<number> {
    const counts = this.counts;
    const own = (counts.get(client) ?? 0) + 1;
    counts.set(client, own);
    const shared = await this.shared.add(client, window, Math.floor(limit / 2));
    return Math.max(own, shared ?? 0);
  }
}
