import {
  createParamDecorator,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import { VerifiesSeat } from '../../platform/http/known-seats.js';
import {
  isPlayerToken,
  PLAYER_TOKEN_PREFIX,
  PLAYER_TOKEN_USE,
  playerCredentialOf,
  type PlayerRef,
} from '../../platform/common/player-token.js';
import { ProblemError } from '../../core/table/problem.js';
import {
  authorizationRepeated,
  bearerOf,
  hashToken,
  malformedAuthorization,
  repeatedAuthorization,
} from '../../platform/http/seat-token.js';
import type { HttpRequest } from '../../platform/http/http-types.js';
import { invalidPlayerToken } from './player-problems.js';

/** A verified player and the hash of the token it called with. */
export interface PlayerCall extends PlayerRef {
  tokenHash: string;
}

/** The OpenAPI security scheme of player tokens (src/app/openapi/document.ts). */
export const PLAYER_SECURITY = 'player';

/**
 * The verified player of a request, null when it sent no player token. A player token nobody
 * holds (a made-up one, a cut one, or one replaced by a new token) is refused with 401
 * `invalid_token`. Any other bearer value (a seat token) is no player's: null.
 */
export function playerOf(req: HttpRequest): PlayerRef | null {
  const token = bearerOf(req);
  if (token === null || token === 'malformed') return null;
  // A seat token has no dot: one with the prefix is meant as a player's, and is no seat's either.
  if (!isPlayerToken(token)) {
    if (token.startsWith(PLAYER_TOKEN_PREFIX)) throw invalidPlayerToken();
    return null;
  }
  const player = playerCredentialOf(req)?.player ?? null;
  if (player === null) throw invalidPlayerToken();
  return player;
}

function documents(requirements: Record<string, string[]>[]): ParameterDecorator {
  return (target, key) => {
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    for (const requirement of requirements) ApiSecurity(requirement)(target, key, descriptor);
    VerifiesSeat()(target, key, descriptor);
    SetMetadata(PLAYER_TOKEN_USE, 'player')(target, key, descriptor);
  };
}

/**
 * The player calling, from `Authorization: Bearer <player token>`, which is required: 401
 * `missing_token` without one, `invalid_token` for a malformed header or a token of no player.
 * The players' guard (player-token.guard.ts) has looked the token up.
 */
export const PlayerCaller = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): PlayerCall =>
    playerCallOf(ctx.switchToHttp().getRequest<HttpRequest>()),
  [documents([{ [PLAYER_SECURITY]: [] }])],
);

/** The verified player of a request that needs one, as PlayerCaller reads it (401 otherwise). */
export function playerCallOf(req: HttpRequest): PlayerCall {
  if (authorizationRepeated(req)) throw repeatedAuthorization();
  const token = bearerOf(req);
  if (token === null) {
    throw new ProblemError(
      401,
      'missing_token',
      'Unauthorized',
      'This request is for a player: send Authorization: Bearer <player token>.',
    );
  }
  const player = token === 'malformed' ? null : playerOf(req);
  if (player === null || token === 'malformed') throw invalidPlayerToken();
  return { ...player, tokenHash: hashToken(token) };
}

/**
 * Refuses a request without a live player token before anything else of the route runs: on
 * replacing a token, before its Idempotency-Key is looked up, so a replay sent with the token that
 * call replaced is refused (401 `invalid_token`) and never answers the new token (issue 42).
 */
@Injectable()
export class LivePlayerGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    playerCallOf(context.switchToHttp().getRequest<HttpRequest>());
    return true;
  }
}

/**
 * The player calling when a player token is sent, else null (a seat token or none: joining a game
 * anonymously stays as it was). A player token of no player and a header that is no bearer token
 * are refused (401 `invalid_token`), two headers too (400 `ambiguous_credentials`).
 */
export const OptionalPlayerCaller = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): PlayerRef | null => {
    const req = ctx.switchToHttp().getRequest<HttpRequest>();
    // A header that is no bearer token, or two of them, is refused rather than read as none: the
    // caller meant someone, and joining anonymously would hide it.
    if (bearerOf(req) === 'malformed') throw malformedAuthorization(req);
    return playerOf(req);
  },
  [documents([{}, { [PLAYER_SECURITY]: [] }])],
);
