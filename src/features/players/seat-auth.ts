import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import { VerifiesSeat } from '../../platform/http/known-seats.js';
import { ProblemError } from '../../core/table/problem.js';
import type { HttpRequest } from '../../platform/http/http-types.js';
import {
  authorizationRepeated,
  bearerHashOf,
  bearerOf,
  malformedAuthorization,
  repeatedAuthorization,
} from '../../platform/http/seat-token.js';
import { PLAYER_TOKEN_USE, playerCredentialOf } from '../../platform/common/player-token.js';
import { playerOf } from './player-auth.js';
import type { BotRequester } from '../../core/table/seating-rules.js';
import type { Caller } from '../games/caller.js';

export type { Caller } from '../games/caller.js';

export const SEAT_SECURITY = 'bearer';

/**
 * The caller of a request; a malformed Authorization header is refused (401 `invalid_token`; sent
 * twice, 400 `ambiguous_credentials`).
 * A player token stands for the seat its player holds in the route's game (the players' guard
 * found it): the request goes on exactly as if that seat's token had been sent. A player token
 * that holds no seat there keeps its own hash, which no seat has: it is refused as an unknown
 * token is.
 */
export function callerOf(req: HttpRequest): Caller {
  const token = bearerOf(req);
  if (token === 'malformed') throw malformedAuthorization(req);
  if (token === null) return { tokenHash: null };
  return { tokenHash: playerCredentialOf(req)?.seatTokenHash ?? bearerHashOf(req) };
}

/**
 * Declares the operation's security in the OpenAPI document from the parameter that reads it, and
 * marks the route as one that verifies the seat token (known-seats.ts).
 */
function documents(requirements: Record<string, string[]>[]): ParameterDecorator {
  return (target, key) => {
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    // A fresh decorator per operation: ApiSecurity accumulates into the metadata it was made with.
    for (const requirement of requirements) ApiSecurity(requirement)(target, key, descriptor);
    // The route checks the token, so the rate limit may give a known one its own bucket here.
    VerifiesSeat()(target, key, descriptor);
    // A player token may stand for the player's seat in the route's game.
    SetMetadata(PLAYER_TOKEN_USE, 'seat')(target, key, descriptor);
  };
}

/**
 * The seat calling, from `Authorization: Bearer <seat token>`, which is required: without it the
 * request is refused with 401 `missing_token`. Documents bearer security as required.
 */
export const SeatCaller = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Caller & { tokenHash: string } => {
    const caller = callerOf(ctx.switchToHttp().getRequest<HttpRequest>());
    if (caller.tokenHash === null) {
      throw new ProblemError(
        401,
        'missing_token',
        'Unauthorized',
        'This request is for a seat: send Authorization: Bearer <seat token>.',
      );
    }
    return { tokenHash: caller.tokenHash };
  },
  [documents([{ [SEAT_SECURITY]: [] }])],
);

/**
 * The seat calling when a token is sent, else a spectator (`tokenHash` null). Documents bearer
 * security as optional (an empty requirement first).
 */
export const OptionalSeatCaller = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Caller =>
    callerOf(ctx.switchToHttp().getRequest<HttpRequest>()),
  [documents([{}, { [SEAT_SECURITY]: [] }])],
);

/**
 * Who asks for a computer player, read without refusing anyone (an unrated game needs no
 * credential): the hash standing for the caller's seat, the player of a player token, and the
 * problem a bad credential gets where one is needed (seating-rules.ts, mayAddBot). Documents
 * bearer security as optional.
 */
export const BotRequesterOf = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): BotRequester => {
    const req = ctx.switchToHttp().getRequest<HttpRequest>();
    // Two headers are a malformed request, refused even where no credential is needed.
    if (authorizationRepeated(req)) throw repeatedAuthorization();
    try {
      const { tokenHash } = callerOf(req);
      return { tokenHash, playerId: playerOf(req)?.id ?? null, refused: null };
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      return { tokenHash: null, playerId: null, refused: error };
    }
  },
  [documents([{}, { [SEAT_SECURITY]: [] }])],
);
