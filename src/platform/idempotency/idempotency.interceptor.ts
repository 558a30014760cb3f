import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { AddressHash } from '../http/address-hash.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { ProblemError } from '../../core/table/problem.js';
import { clientAddress, clientNetwork } from '../http/client-address.js';
import { headerOf, pathOf, type HttpRequest } from '../http/http-types.js';
import { bearerHashOf } from '../http/seat-token.js';
import type { Answer } from '../common/answer.js';
import type { PromiseInterceptor } from '../http/lean/lean-route.js';
import { handlerMetadata } from '../common/handler-metadata.js';
import { IdempotencyService, type IdempotencyRequest } from './idempotency.service.js';
import {
  ANSWER_STORED_BY_CHANGE,
  IDEMPOTENT_OWNER,
  type IdempotentOwner,
} from './idempotent-owner.js';
import { setKeyedRequest } from './keyed-request.js';

/** Whose idempotency keys these are: the seat's token (hashed), else the client address. */
function scopeOf(req: HttpRequest): string {
  const hash = bearerHashOf(req);
  return hash !== null ? `token:${hash}` : `ip:${clientAddress(req.ip)}`;
}

/**
 * Whose budget of stored answers this request's answer would count against: on a seat's route the
 * seat (its token is verified by the change that stores the answer, so a made-up one stores
 * nothing), likewise the player on a player's route, on an anonymous route the caller's network,
 * whatever bearer value it sends.
 */
function ownerOf(req: HttpRequest, owner: IdempotentOwner): string {
  const hash = bearerHashOf(req);
  return owner !== 'address' && hash !== null ? `token:${hash}` : `ip:${clientNetwork(req.ip)}`;
}

/**
 * Makes a POST safe to retry with an `Idempotency-Key`: a key seen before answers its first
 * answer again; otherwise the handler runs with the key on the request, and its `@Keyed()`
 * parameter hands it to the statement that makes its change, which stores its answer too
 * (keyed-request.ts). A request that failed because the same key won a race (the stored answer's
 * unique id) answers the winner's answer.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor, PromiseInterceptor {
  private readonly ownerKind: (context: ExecutionContext) => IdempotentOwner | undefined;
  private readonly storedByChange: (context: ExecutionContext) => boolean | undefined;

  constructor(
    private readonly idempotency: IdempotencyService,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hash: AddressHash,
  ) {
    this.ownerKind = handlerMetadata(reflector, IDEMPOTENT_OWNER);
    this.storedByChange = handlerMetadata(reflector, ANSWER_STORED_BY_CHANGE);
  }

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<HttpRequest>();
    const request = this.described(ctx, req);
    if (!request) return next.handle();
    const storedByChange = this.storedByChange(ctx) === true;
    return from(this.answer(req, request, storedByChange, () => lastValueFrom(next.handle())));
  }

  /** The same for a lean route (src/platform/http/lean/lean-routes.ts). */
  around(ctx: ExecutionContext, next: () => Promise<unknown>): Promise<unknown> {
    const req = ctx.switchToHttp().getRequest<HttpRequest>();
    const request = this.described(ctx, req);
    return request ? this.answer(req, request, this.storedByChange(ctx) === true, next) : next();
  }

  /** The request's key with whose answers it is kept, or null when it sent none. */
  private described(ctx: ExecutionContext, req: HttpRequest): IdempotencyRequest | null {
    const key = headerOf(req, 'idempotency-key');
    // Most requests send none: nothing to hash for them.
    if (key === undefined) return null;
    const owner = this.ownerKind(ctx) ?? 'seat';
    return this.idempotency.describe(
      key,
      {
        scope: scopeOf(req),
        owner: ownerOf(req, owner),
        secretKey: owner !== 'seat',
      },
      req.method,
      pathOf(req),
      req.body,
    );
  }

  private async answer(
    req: HttpRequest,
    described: IdempotencyRequest,
    storedByChange: boolean,
    handle: () => Promise<unknown>,
  ): Promise<unknown> {
    // Keyed: the owner of an anonymous caller's answers is its address, which a plain hash hides
    // from nobody (address-hash.ts).
    const owner = await this.hash.of('idempotency.owner', described.owner);
    const request = { ...described, owner };
    // Each stored answer is about 1.3 kB kept for a day: the newest `limit` of each caller are kept
    // and its older ones deleted (idempotency.service.ts, lookup), never a new key refused, so a
    // client that sends a key with every write (the SDK, the web table) plays a game of any length.
    const limit = this.config.idempotentAnswersPerCaller;
    // A change that stores its answer in its own statement fails there when the key's answer is
    // stored already, and is then answered the stored one below: the lookup before it is needed
    // only for the count, when this process's estimate of it will not do (stored-counts.ts).
    if (!(storedByChange && this.idempotency.passesUncounted(request.owner, limit))) {
      const earlier = await this.idempotency.lookup(request, limit);
      if (earlier) return earlier;
    }
    // Read by the handler's `@Keyed()` parameter: Nest and the lean executor read a handler's
    // parameters after the interceptors' first part, inside `handle`.
    setKeyedRequest(req, request);
    try {
      return await handle();
    } catch (error) {
      // Another request under this key may have been decided and stored meanwhile: this one then
      // failed on storing its own answer (the record's id), or was decided on the state the
      // other left. Its answer is the other's when the requests are the same, else the 422 that
      // a later reuse of the key gets; only a failed read leaves this request's own error.
      let winner: Answer<unknown> | null;
      try {
        winner = await this.idempotency.find(request);
      } catch (refusal) {
        if (refusal instanceof ProblemError) throw refusal;
        throw error;
      }
      if (winner) return winner;
      throw error;
    }
  }
}
