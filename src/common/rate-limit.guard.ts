import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { HttpReply, HttpRequest } from '../http/http-types.js';
import { KnownSeats } from './known-seats.js';
import { ProblemError } from './problem.js';

const SKIP_RATE_LIMIT = 'skipRateLimit';
const WINDOW_MS = 60_000;

/** Exempts a controller or route (health probes) from rate limiting. */
export const SkipRateLimit = () => SetMetadata(SKIP_RATE_LIMIT, true);

/**
 * Fixed one-minute windows per client: per seat token when the request carries the token of a seat
 * this instance has verified, else per address, whatever bearer value it sends (a random one
 * bought a fresh bucket per request): KnownSeats.callerOf. Counted per instance: with N instances
 * a client may reach N times the limit.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
    private readonly knownSeats: KnownSeats,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skip) return true;
    const req = context.switchToHttp().getRequest<HttpRequest>();
    const now = Date.now();
    if (now - this.windowStart >= WINDOW_MS) {
      // A new window forgets every client at once, so the map never outgrows one minute's clients.
      this.windowStart = now;
      this.counts = new Map();
    }
    const client = this.knownSeats.callerOf(req);
    const count = (this.counts.get(client) ?? 0) + 1;
    this.counts.set(client, count);
    const limit = this.config.rateLimitPerMinute;
    const retryAfter = Math.ceil((this.windowStart + WINDOW_MS - now) / 1000);
    // The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers), as openapi.json documents.
    const reply = context.switchToHttp().getResponse<HttpReply>();
    reply.header('RateLimit-Limit', String(limit));
    reply.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
    reply.header('RateLimit-Reset', String(retryAfter));
    if (count > limit) {
      reply.header('Retry-After', String(retryAfter));
      throw new ProblemError(
        429,
        'rate_limited',
        'Too Many Requests',
        `More than ${limit} requests in a minute: retry in ${retryAfter} s.`,
      );
    }
    return true;
  }
}
