import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
// The LISTEN session is a connection held open for notifications, not a statement a store could
// run: it stays here, beside the notices it decodes.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { PINO_LOGGER } from '../logging/logger.js';
import { Clock, type ClockTimer } from '../clock/clock.js';
import { Channels } from './channels.js';
import { InstanceOrigin } from './instance-origin.js';
import { decodeNotice, GAME_CHANNEL, NOTICE_CHANNELS } from './notice-kinds.js';
/** First retry delay after the LISTEN connection is lost; doubled per failure up to the cap. */
const RECONNECT_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * One LISTEN connection per instance, on which the other instances' notices arrive (NoticeSender
 * sends this instance's), published on this instance's channels (channels.ts). A notice
 * names only a game or a player and a sequence number; streams read the rest from the log
 * themselves. The notices this instance sent come back to it and are dropped: its own streams were
 * told when it announced the commit.
 */
@Injectable()
export class NoticeListener implements OnApplicationBootstrap, OnModuleDestroy {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: ClockTimer | null = null;
  private failures = 0;
  private closed = false;
  /** When this instance stopped hearing notices (or was made); null while it listens. */
  private downSince: number | null;
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly origin: InstanceOrigin,
    private readonly clock: Clock,
    private readonly channels: Channels,
  ) {
    this.downSince = clock.now().getTime();
  }

  /**
   * Listens from the start, not from the first stream: readiness reports whether this instance
   * hears the others (src/platform/health/readiness.ts). A failure here is retried as a loss is.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.listening().catch((error: unknown) => {
      this.failures++;
      this.logger.warn({ err: error }, 'notification connection failed at start');
      this.scheduleReconnect();
    });
  }

  /** Whether notices are heard now and, when not, since when (ms since the epoch): readiness. */
  state(): { listening: boolean; downSince: number | null } {
    return { listening: this.client !== null, downSince: this.client ? null : this.downSince };
  }

  /** Resolves once the connection listens, so what commits from then on is heard. */
  listening(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    // LISTEN needs a session of its own: straight to PostgreSQL when a pooler sits in front.
    const url = this.config.databaseDirectUrl ?? this.config.databaseUrl ?? undefined;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => this.dispatch(message.payload ?? '', message.channel));
    client.on('error', (error) => {
      if (this.client === client) this.logger.warn({ err: error }, 'notification connection lost');
      this.connectionLost(client);
    });
    client.on('end', () => this.connectionLost(client));
    try {
      await client.connect();
      await client.query(NOTICE_CHANNELS.map((c) => `LISTEN ${c}`).join('; '));
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.downSince = null;
  }

  /** The live LISTEN connection died: notices may be missed until a new one listens. */
  private connectionLost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.downSince = this.clock.now().getTime();
    this.scheduleReconnect();
  }

  /**
   * Retries until a connection listens again, backing off to RECONNECT_MAX_MS. Then
   * `notices_resumed` is published, so each stream re-reads the log for whatever was committed
   * while nobody listened.
   */
  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(RECONNECT_MS * 2 ** this.failures, RECONNECT_MAX_MS);
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.listening().then(
        () => {
          this.failures = 0;
          this.channels.publish('notices_resumed', {});
        },
        (error: unknown) => {
          this.failures++;
          this.logger.warn({ err: error, attempt: this.failures }, 'notification reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, delay);
  }

  private dispatch(payload: string, channel: string = GAME_CHANNEL): void {
    const heard = decodeNotice(channel, payload);
    if (!heard || heard.origin === this.origin.id) return;
    // Each branch keeps the kind and its notice together for the compiler.
    switch (heard.kind) {
      case 'game_committed':
        return this.channels.publish(heard.kind, heard.notice);
      case 'game_presence':
        return this.channels.publish(heard.kind, heard.notice);
      case 'player_message':
        return this.channels.publish(heard.kind, heard.notice);
      case 'player_token_replaced':
        return this.channels.publish(heard.kind, heard.notice);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.clock.clear(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
