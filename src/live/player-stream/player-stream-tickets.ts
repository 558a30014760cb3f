import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { PlayerCall } from '../../features/players/player-auth.js';
import { invalidPlayerToken } from '../../features/players/player-problems.js';
import { ProblemError } from '../../core/table/problem.js';
import { hashToken, RANDOM_TOKEN } from '../../platform/http/seat-token.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';
import { Sweeps, type Sweep } from '../../platform/sweeps/sweeps.js';
import type { StreamTicket } from '../streams/stream-tickets.service.js';
import { PlayerStreamTicketsStore } from './player-stream-tickets.store.js';

const SWEEP_EVERY_MS = 60_000;

const invalidTicket = () =>
  new ProblemError(
    401,
    'invalid_ticket',
    'Unauthorized',
    'The stream ticket is unknown, already used or expired: ask for a new one.',
  );

/**
 * Single-use tickets that stand for a player token in the URL of the player's stream, for
 * browsers (EventSource cannot send an Authorization header), as the seats' stream tickets do
 * (src/live/streams/stream-tickets.service.ts). Kept in PostgreSQL, hashed, so a ticket issued by any
 * instance opens a stream on any other; the player token itself is never accepted in a URL.
 */
@Injectable()
export class PlayerStreamTickets implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: Sweep | null = null;

  constructor(
    private readonly store: PlayerStreamTicketsStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly sweeps: Sweeps,
  ) {}

  /** A ticket for the player while it holds the token it called with (401 once replaced). */
  async issue(player: PlayerCall): Promise<StreamTicket> {
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = await this.store.issue(
      hashToken(ticket),
      player.id,
      this.config.streamTicketTtlMs,
      player.tokenHash,
    );
    // The token was replaced between the guard's read and this statement.
    if (!expiresAt) throw invalidPlayerToken();
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Who opens the stream: the bearer player, or the player a ticket was issued for (spending it),
   * with the hash of the player token either stands for. Both at once is refused, so that no
   * request is authenticated two ways.
   */
  async playerOf(ticket: string | undefined, bearer: PlayerCall | null): Promise<PlayerCall> {
    if (ticket === undefined) {
      if (bearer) return bearer;
      throw new ProblemError(
        401,
        'missing_token',
        'Unauthorized',
        'Send Authorization: Bearer <player token>, or ?ticket= from POST /api/v1/players/me/stream-tickets.',
      );
    }
    if (bearer !== null) {
      throw new ProblemError(
        400,
        'ambiguous_credentials',
        'Bad Request',
        'Send either a stream ticket or an Authorization header, not both.',
      );
    }
    if (!RANDOM_TOKEN.test(ticket)) throw invalidTicket();
    const row = await this.store.consume(hashToken(ticket));
    if (!row) throw invalidTicket();
    const { id, name, createdAt, tokenHash } = row;
    return { id, name, createdAt, tokenHash };
  }

  /**
   * Whether the player still holds the token of hash `tokenHash`: read once a stream is open and
   * watched, so a stream opened while the token was being replaced ends too (the replacement's
   * notice may have come before the stream was watched).
   */
  async stillHolds(player: { id: string; tokenHash: string }): Promise<boolean> {
    return this.store.holdsToken(player.id, player.tokenHash);
  }

  onApplicationBootstrap(): void {
    this.timer = this.sweeps.every('player tickets', SWEEP_EVERY_MS, () => this.sweep());
  }

  /** Deletes expired tickets (every minute, on every instance: the statement is idempotent). */
  async sweep(): Promise<number> {
    try {
      return await this.store.sweep();
    } catch (error) {
      this.logger.warn({ err: error }, 'player ticket sweep failed; it runs again in a minute');
      return 0;
    }
  }

  onModuleDestroy(): void {
    this.timer?.stop();
  }
}
