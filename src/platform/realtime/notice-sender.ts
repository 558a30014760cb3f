import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { PINO_LOGGER } from '../logging/logger.js';
import { Clock, type ClockTimer } from '../clock/clock.js';
import { InstanceOrigin } from './instance-origin.js';
import type { ChannelKinds } from './channels.js';
import { encodeNotice, type NoticeKind } from './notice-kinds.js';
import { NoticesStore } from './notices.store.js';

/**
 * First delay before sending again after a failed send; doubled per failure up to the cap. The cap
 * is short: streams on the other instances wait for these notices, and at 10 s a pooler down for 2
 * s left its last retry up to 4 s after it was back (test:cluster's tables paused 2.4-3.7 s then);
 * a failing statement a second costs nothing that matters.
 */
const RETRY_MS = 250;
const RETRY_MAX_MS = 1000;
/**
 * The least time between two sends. Each statement costs this process a round trip to PostgreSQL,
 * which on loopback TCP costs about as much CPU as the rest of a move (docs/performance-history.md,
 * issue 47): sending once per round of the event loop sent 0.44 statements per move at 500 moves/s.
 * Waiting up to this long gathers the commits of several rounds, and delays only other instances'
 * streams, by at most this much.
 */
export const NOTICE_GAP_MS = 10;

/** A notice waiting to go out: its kind and what it carries. */
type Pending = { [K in NoticeKind]: { kind: K; notice: ChannelKinds[K] } }[NoticeKind];

/**
 * Tells the other instances of what this instance announced (GameAnnouncements: games' commits,
 * players' messages, replaced tokens), in batches: the notices of one round of the event loop go
 * out in one statement when the round is over. A notification inside each commit's own transaction took PostgreSQL's notification lock
 * through that commit's flush, so moves committed one at a time (measured in the migration
 * moves_notify_in_batches). A send that fails is retried with the newest sequence number of each
 * game and player. A notice is only a wake-up: streams read what they missed from the log; one that never
 * goes out (this process dies first) is sent by another instance, which finds the commit's outbox
 * rows untold (outbox-relay.ts).
 */
@Injectable()
export class NoticeSender implements OnModuleDestroy {
  private pending = new Map<string, Pending>();
  /** Who waits for the pending notices to go out (GameAnnouncements, for the outbox). */
  private waiting: (() => void)[] = [];
  private scheduled = false;
  /** The send under way; one at a time, so what commits meanwhile waits and joins the next. */
  private sending: Promise<void> | null = null;
  private failures = 0;
  private timer: ClockTimer | null = null;
  private closed = false;
  /** When the last send started (the clock's ms), for NOTICE_GAP_MS. */
  private lastSentAt = -Infinity;

  constructor(
    private readonly store: NoticesStore,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly origin: InstanceOrigin,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends a notice of `kind`; answers once it went out (never, should the process stop first: the
   * commit's outbox row then stays for another).
   */
  send<K extends NoticeKind>(kind: K, notice: ChannelKinds[K]): Promise<void> {
    this.note({ kind, notice } as Pending);
    const sent = new Promise<void>((resolve) => this.waiting.push(resolve));
    // Past shutdown (a bot's or the turn clock's move finishing late) it goes out at once, once.
    if (this.closed) void this.flush();
    else this.schedule(this.gapLeft());
    return sent;
  }

  /** Pending notices keep each game's and player's newest sequence number only. */
  private note(next: Pending): void {
    const key = 'gameId' in next.notice ? next.notice.gameId : next.notice.playerId;
    const id = `${next.kind}:${key}`;
    const held = this.pending.get(id);
    if (held && 'seq' in held.notice && 'seq' in next.notice && held.notice.seq > next.notice.seq)
      return;
    this.pending.set(id, next);
  }

  private gapLeft(): number {
    return Math.max(0, this.lastSentAt + NOTICE_GAP_MS - this.clock.now().getTime());
  }

  private schedule(delayMs: number): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    const run = () => {
      this.timer = null;
      this.scheduled = false;
      void this.flush();
    };
    if (delayMs === 0) setImmediate(run);
    else this.timer = this.clock.setTimeout(run, delayMs);
  }

  private flush(): Promise<void> {
    if (this.sending || !this.pending.size) return this.sending ?? Promise.resolve();
    const batch = this.pending;
    const waiting = this.waiting;
    this.pending = new Map();
    this.waiting = [];
    this.lastSentAt = this.clock.now().getTime();
    const wire = [...batch.values()].map((p) => encodeNotice(p.kind, p.notice, this.origin.id));
    this.sending = this.store.notify(wire).then(
      () => {
        this.failures = 0;
        this.sending = null;
        for (const resolve of waiting) resolve();
        if (this.pending.size) this.schedule(this.gapLeft());
      },
      (error: unknown) => {
        this.sending = null;
        for (const held of batch.values()) this.note(held);
        this.waiting.push(...waiting);
        const delay = Math.min(RETRY_MS * 2 ** this.failures++, RETRY_MAX_MS);
        this.logger.warn(
          { err: error, notices: batch.size, retryMs: delay },
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
    await this.flush();
  }
}
