import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { ProblemError } from '../../core/table/problem.js';
import { hashToken, RANDOM_TOKEN } from '../../platform/http/seat-token.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { UUID } from '../../core/table/game-problems.js';
import { GameQueries } from '../../features/games/game-queries.service.js';
import type { Caller } from '../../features/players/seat-auth.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';
import { Sweeps, type Sweep } from '../../platform/sweeps/sweeps.js';
import { StreamTicketsStore } from './stream-tickets.store.js';

const SWEEP_EVERY_MS = 60_000;

export interface StreamTicket {
  ticket: string;
  expiresAt: string;
}

const invalidTicket = () =>
  new ProblemError(
    401,
    'invalid_ticket',
    'Unauthorized',
    'The stream ticket is unknown, already used, expired or for another game: ask for a new one.',
  );

/**
 * Short-lived, single-use tickets that stand for a seat's token in a stream's URL, for browsers
 * (EventSource cannot send an Authorization header). The seat token itself is never accepted in
 * a URL. Tickets live in PostgreSQL, so one issued by any instance opens a stream on any other.
 */
@Injectable()
export class StreamTicketsService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: Sweep | null = null;

  constructor(
    private readonly store: StreamTicketsStore,
    private readonly queries: GameQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly sweeps: Sweeps,
  ) {}

  /**
   * A new ticket for the caller's seat in this game (404 unknown game, 401 foreign token, 409
   * `seat_left` once its player left: the seat is a bot's, and a spectator's stream needs none).
   */
  async issue(gameId: string, caller: { tokenHash: string }): Promise<StreamTicket> {
    const { seat } = await this.queries.snapshot(gameId, caller);
    // The snapshot names no seat for a token whose player left the running game.
    if (seat === null) {
      throw new ProblemError(
        409,
        'seat_left',
        'Conflict',
        'You left this game: its stream is open to you as to any spectator, without a ticket.',
      );
    }
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = await this.store.issue(
      hashToken(ticket),
      gameId,
      caller.tokenHash,
      this.config.streamTicketTtlMs,
    );
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Who opens the stream: the bearer, or the seat a ticket was issued for (spending it). Both at
   * once is refused, so that no request is authenticated two ways.
   */
  async callerOf(gameId: string, ticket: string | undefined, bearer: Caller): Promise<Caller> {
    if (ticket === undefined) return bearer;
    if (bearer.tokenHash !== null) {
      throw new ProblemError(
        400,
        'ambiguous_credentials',
        'Bad Request',
        'Send either a stream ticket or an Authorization header, not both.',
      );
    }
    if (!RANDOM_TOKEN.test(ticket) || !UUID.test(gameId)) throw invalidTicket();
    const tokenHash = await this.store.consume(hashToken(ticket), gameId);
    if (tokenHash === null) throw invalidTicket();
    return { tokenHash };
  }

  onApplicationBootstrap(): void {
    this.timer = this.sweeps.every('stream tickets', SWEEP_EVERY_MS, () => this.sweep());
  }

  /** Deletes expired tickets (every minute, on every instance: the statement is idempotent). */
  async sweep(): Promise<number> {
    try {
      return await this.store.sweep();
    } catch (error) {
      this.logger.warn({ err: error }, 'stream ticket sweep failed; it runs again in a minute');
      return 0;
    }
  }

  onModuleDestroy(): void {
    this.timer?.stop();
  }
}
