import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { PINO_LOGGER } from '../logging/logger.js';
import { InstanceOrigin, readNotice } from './instance-origin.js';

export const CHANNEL = 'game_events';
/** The channel of players' streams (src/player-stream): '<player id>:<newest seq>:<origin>'. */
export const PLAYER_CHANNEL = 'player_messages';
/** First retry delay after the LISTEN connection is lost; doubled per failure up to the cap. */
const RECONNECT_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/** Told of another instance's commit (a game and its newest sequence number), or null after a reconnect (anything may have been missed). */
export type NoticeHandler = (notice: { gameId: string; seq: number } | null) => void;

/** Told of another instance's message to a player's stream, or null after a reconnect. */
export type PlayerNoticeHandler = (notice: { playerId: string; seq: number } | null) => void;

/**
 * One LISTEN connection per instance, on which the other instances' notices arrive (NoticeSender
 * sends this instance's). A notice names only a game and a sequence number; streams read the
 * events from the log themselves. The notices this instance sent come back to it and are dropped:
 * its own streams were told when it announced the commit.
 */
@Injectable()
export class NoticeListener implements OnModuleDestroy {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  private handler: NoticeHandler = () => undefined;
  private playerHandler: PlayerNoticeHandler = () => undefined;
  private tokenReplacedHandler: (playerId: string) => void = () => undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly origin: InstanceOrigin,
  ) {}

  /** The one receiver of notices (GameAnnouncements). */
  onNotice(handler: NoticeHandler): void {
    this.handler = handler;
  }

  /** The one receiver of players' notices (PlayerMessages, src/player-stream). */
  onPlayerNotice(handler: PlayerNoticeHandler): void {
    this.playerHandler = handler;
  }

  /** The one receiver of notices that a player's token was replaced (StreamRevocations). */
  onTokenReplaced(handler: (playerId: string) => void): void {
    this.tokenReplacedHandler = handler;
  }

  /** Resolves once the connection listens, so what commits from then on is heard. */
  listening(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl ?? undefined });
    client.on('notification', (message) => this.dispatch(message.payload ?? '', message.channel));
    client.on('error', (error) => {
      if (this.client === client) this.logger.warn({ err: error }, 'notification connection lost');
      this.connectionLost(client);
    });
    client.on('end', () => this.connectionLost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}; LISTEN ${PLAYER_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  /** The live LISTEN connection died: notices may be missed until a new one listens. */
  private connectionLost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.scheduleReconnect();
  }

  /**
   * Retries until a connection listens again, backing off to RECONNECT_MAX_MS. Then the handler
   * is told `null`, so each stream re-reads the log for whatever was committed while nobody
   * listened.
   */
  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(RECONNECT_MS * 2 ** this.failures, RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.listening().then(
        () => {
          this.failures = 0;
          this.handler(null);
          this.playerHandler(null);
        },
        (error: unknown) => {
          this.failures++;
          this.logger.warn({ err: error, attempt: this.failures }, 'notification reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }

  private dispatch(payload: string, channel: string = CHANNEL): void {
    const notice = readNotice(payload);
    if (!notice || notice.origin === this.origin.id) return;
    // A negative sequence number is no message: it says the player's token was replaced
    // (StreamRevocations, stream-revocations.ts).
    if (channel === PLAYER_CHANNEL && notice.seq < 0) this.tokenReplacedHandler(notice.gameId);
    else if (channel === PLAYER_CHANNEL)
      this.playerHandler({ playerId: notice.gameId, seq: notice.seq });
    else this.handler(notice);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
