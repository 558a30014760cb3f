import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { PINO_LOGGER } from '../logging/logger.js';
import { Clock, type ClockTimer } from '../clock/clock.js';
import { InstanceOrigin } from './instance-origin.js';
import { encodeNotice } from './notice-kinds.js';
import { NoticesStore } from './notices.store.js';

/** First delay before sending again after a failed send; doubled per failure up to the cap. */
const RETRY_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * Tells the other instances of the commits this instance announced (GameAnnouncements), in
 * batches: the commits of one round of the event loop go out in one statement when the round is
 * over. A notification inside each commit's own transaction took PostgreSQL's notification lock
 * through that commit's flush, so moves committed one at a time (measured in the migration
 * moves_notify_in_batches). A send that fails is retried with the newest sequence number of each
 * game. A notice is only a wake-up: streams read what they missed from the log; one that never
 * goes out (this process dies first) is sent by another instance, which finds the commit's outbox
 * row untold (outbox-relay.ts).
 */
@Injectable()
export class NoticeSender implements OnModuleDestroy {
  private pending = new Map<string, number>();
  /** Games whose presence changed here since the last send (SeatPresence). */
  private presence = new Set<string>();
  /** Who waits for the pending notices to go out (GameAnnouncements, for the outbox). */
  private waiting: (() => void)[] = [];
  private scheduled = false;
  /** The send under way; one at a time, so what commits meanwhile waits and joins the next. */
  private sending: Promise<void> | null = null;
  private failures = 0;
  private timer: ClockTimer | null = null;
  private closed = false;

  constructor(
    private readonly store: NoticesStore,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly origin: InstanceOrigin,
    private readonly clock: Clock,
  ) {}

  /**
   * The game's log reached `seq` in a commit of this instance; answers once the notice went out
   * (never, should the process stop first: the commit's outbox row then stays for another).
   */
  committed(gameId: string, seq: number): Promise<void> {
    this.note(gameId, seq);
    const sent = new Promise<void>((resolve) => this.waiting.push(resolve));
    // Past shutdown (a bot's or the turn clock's move finishing late) it goes out at once, once.
    if (this.closed) void this.send();
    else this.schedule(0);
    return sent;
  }

  /** A game's presence changed on this instance: the other instances' streams are told. */
  presenceChanged(gameId: string): void {
    this.presence.add(gameId);
    if (this.closed) void this.send();
    else this.schedule(0);
  }

  /** Pending notices keep each game's newest sequence number only. */
  private note(gameId: string, seq: number): void {
    this.pending.set(gameId, Math.max(seq, this.pending.get(gameId) ?? 0));
  }

  private schedule(delayMs: number): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    const run = () => {
      this.timer = null;
      this.scheduled = false;
      void this.send();
    };
    if (delayMs === 0) setImmediate(run);
    else this.timer = this.clock.setTimeout(run, delayMs);
  }

  private send(): Promise<void> {
    if (this.sending || (!this.pending.size && !this.presence.size))
      return this.sending ?? Promise.resolve();
    const batch = this.pending;
    const changed = this.presence;
    const waiting = this.waiting;
    this.pending = new Map();
    this.presence = new Set();
    this.waiting = [];
    const notices = [
      ...[...batch].map(
        ([gameId, seq]) => encodeNotice('game_committed', { gameId, seq }, this.origin.id).text,
      ),
      ...[...changed].map(
        (gameId) => encodeNotice('game_presence', { gameId }, this.origin.id).text,
      ),
    ];
    this.sending = this.store.notifyCommits(notices).then(
      () => {
        this.failures = 0;
        this.sending = null;
        for (const resolve of waiting) resolve();
        if (this.pending.size || this.presence.size) this.schedule(0);
      },
      (error: unknown) => {
        this.sending = null;
        for (const [gameId, seq] of batch) {
          this.pending.set(gameId, Math.max(seq, this.pending.get(gameId) ?? 0));
        }
        for (const gameId of changed) this.presence.add(gameId);
        this.waiting.push(...waiting);
        const delay = Math.min(RETRY_MS * 2 ** this.failures++, RETRY_MAX_MS);
        this.logger.warn(
          { err: error, games: batch.size, retryMs: delay },
          'notices to other instances failed',
        );
        this.schedule(delay);
      },
    );
    return this.sending;
  }

  /** Sends what is pending before the pool closes, once; nothing is retried after this. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.clock.clear(this.timer);
    this.timer = null;
    await this.sending;
    await this.send();
  }
}
