import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { KnownSeats } from '../../platform/http/known-seats.js';
import {
  isPlayerToken,
  PLAYER_TOKEN_USE,
  setPlayerCredential,
  type PlayerTokenUse,
} from '../../platform/common/player-token.js';
import { bearerHashOf, bearerOf } from '../../platform/http/seat-token.js';
import type { HttpRequest } from '../../platform/http/http-types.js';
import { UUID } from '../../core/table/game-problems.js';
import { PlayersStore } from './players.store.js';
import { handlerMetadata } from '../../platform/common/handler-metadata.js';

/**
 * Looks a player token up, once per request, on the routes that read a player or a seat
 * (PLAYER_TOKEN_USE): who the player is and, on a game's route, the seat it holds there. Every
 * request reads the database, never a cache, so a rotated token stops working at once on every
 * instance. Registered after the rate limit, so an unknown token is counted before it costs a
 * query. A token seen to belong to a player gets its own rate-limit bucket (known-seats.ts), as a
 * verified seat token does.
 */
@Injectable()
export class PlayerTokenGuard implements CanActivate {
  private readonly useOf: (context: ExecutionContext) => PlayerTokenUse | undefined;

  constructor(
    reflector: Reflector,
    private readonly store: PlayersStore,
    private readonly knownSeats: KnownSeats,
  ) {
    this.useOf = handlerMetadata(reflector, PLAYER_TOKEN_USE);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const use = this.useOf(context);
    if (use === undefined) return true;
    const req = context.switchToHttp().getRequest<HttpRequest>();
    const token = bearerOf(req);
    if (token === null || token === 'malformed' || !isPlayerToken(token)) return true;
    const hash = bearerHashOf(req)!;
    const gameId = use === 'seat' ? (req.params as Record<string, string>).gameId : undefined;
    const credential = await this.store.credential(
      hash,
      gameId !== undefined && UUID.test(gameId) ? gameId : null,
    );
    if (credential.player) this.knownSeats.remember(hash);
    else this.knownSeats.forget(hash);
    setPlayerCredential(req, credential);
    return true;
  }
}
