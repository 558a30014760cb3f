import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { PINO_LOGGER } from '../logging/logger.js';
import { GameCommits } from './game-announcements.js';

export const CHANNEL = 'game_events';
/** First retry delay after the LISTEN connection is lost; doubled per failure up to the cap. */
const RECONNECT_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/** Called with the game's newest sequence number, or null after a reconnect (anything may be missed). */
export type GameListener = (seq: number | null) => void;

/**
 * One LISTEN connection per instance, shared by every stream of every game. A notification names
 * only a game and a sequence number; listeners read the events from the log themselves, so a move
 * accepted by any instance reaches streams on all of them. Changes this instance commits itself
 * reach its listeners at once, without waiting for the database's notification (which then finds
 * them up to date).
 */
@Injectable()
export class GameNotificationsService implements OnModuleDestroy {
  private readonly listeners = new Map<string, Set<GameListener>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  private readonly unlisten: () => void;
  /** Notifications held back while this instance writes the game itself (see GameCommits.writing). */
  private readonly held = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly commits: GameCommits,
  ) {
    const unlisten = commits.listen((gameId, _seats, lastSeq) => {
      if (lastSeq !== null) this.tell(gameId, lastSeq);
    });
    const unsettle = commits.onSettled((gameId) => {
      const seq = this.held.get(gameId);
      if (seq === undefined) return;
      this.held.delete(gameId);
      this.tell(gameId, seq);
    });
    this.unlisten = () => {
      unlisten();
      unsettle();
    };
  }

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
      if (this.client === client) this.logger.warn({ err: error }, 'notification connection lost');
      this.connectionLost(client);
    });
    client.on('end', () => this.connectionLost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
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

  /** The live LISTEN connection died: notifications may be missed until a new one listens. */
  private connectionLost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.scheduleReconnect();
  }

  /**
   * Retries until a connection listens again (one failed attempt used to end the
   * retries for good), backing off to RECONNECT_MAX_MS. Then every listener is told `null`, so each
   * stream re-reads the log for whatever was committed while nobody listened.
   */
  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(RECONNECT_MS * 2 ** this.failures, RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed || this.listeners.size === 0) return;
      this.ensureConnected().then(
        () => {
          this.failures = 0;
          this.notifyAll(null);
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

  private dispatch(payload: string): void {
    const [gameId, seqText] = payload.split(':');
    const seq = Number(seqText);
    if (!Number.isInteger(seq) || !this.listeners.has(gameId)) return;
    if (this.commits.isWriting(gameId)) {
      this.held.set(gameId, Math.max(seq, this.held.get(gameId) ?? 0));
    } else this.tell(gameId, seq);
  }

  private tell(gameId: string, seq: number): void {
    const set = this.listeners.get(gameId);
    if (set) for (const listener of [...set]) listener(seq);
  }

  private notifyAll(seq: number | null): void {
    for (const set of this.listeners.values()) for (const listener of [...set]) listener(seq);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.unlisten();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
