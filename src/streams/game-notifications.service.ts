import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { PINO_LOGGER } from '../logging/logger.js';

export const CHANNEL = 'game_events';
const RECONNECT_MS = 500;

/** Called with the game's newest sequence number, or null after a reconnect (anything may be missed). */
export type GameListener = (seq: number | null) => void;

/**
 * One LISTEN connection per instance, shared by every stream of every game. A notification names
 * only a game and a sequence number; listeners read the events from the log themselves, so a move
 * accepted by any instance reaches streams on all of them.
 */
@Injectable()
export class GameNotificationsService implements OnModuleDestroy {
  private readonly listeners = new Map<string, Set<GameListener>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
  ) {}

  /** Registers a listener for one game; the returned function removes it. */
  async subscribe(gameId: string, listener: GameListener): Promise<() => void> {
    await this.ensureConnected();
    let set = this.listeners.get(gameId);
    if (!set) this.listeners.set(gameId, (set = new Set()));
    set.add(listener);
    return () => {
      const current = this.listeners.get(gameId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(gameId);
    };
  }

  /** Listeners currently registered, over all games (for leak checks). */
  listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl ?? undefined });
    client.on('notification', (message) => this.dispatch(message.payload ?? ''));
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'notification connection lost');
      this.reconnectLater(client);
    });
    client.on('end', () => this.reconnectLater(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private reconnectLater(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed || this.listeners.size === 0) return;
      this.ensureConnected().then(
        () => this.notifyAll(null),
        (error: unknown) => {
          this.logger.warn({ err: error }, 'notification reconnect failed');
          this.reconnectLater(client);
        },
      );
    }, RECONNECT_MS).unref();
  }

  private dispatch(payload: string): void {
    const [gameId, seqText] = payload.split(':');
    const seq = Number(seqText);
    const set = this.listeners.get(gameId);
    if (!set || !Number.isInteger(seq)) return;
    for (const listener of [...set]) listener(seq);
  }

  private notifyAll(seq: number | null): void {
    for (const set of this.listeners.values()) for (const listener of [...set]) listener(seq);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
