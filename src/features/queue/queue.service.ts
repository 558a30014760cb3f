import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { assertOldEnoughToRate } from '../ratings/rated-players.js';
import { Clock } from '../../platform/clock/clock.js';
import { Sweeps, type Sweep } from '../../platform/sweeps/sweeps.js';
import { AddressHash } from '../../platform/http/address-hash.js';
import type { PlayerRef } from '../../platform/common/player-token.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { ShutdownState } from '../../platform/lifecycle/shutdown-state.js';
import { checkedRules } from '../lobby/checked-rules.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';
import { LobbyService } from '../lobby/lobby.service.js';
import { matchedMessage, queueExpiredMessage } from '../messages/player-message.js';
import { PlayerMessages } from '../messages/player-messages.service.js';
import { clockOf, type TimeControl } from '../../core/table/online-rules.js';
import { bucketOf, fillSecondsOf } from './bucket.js';
import { formGroups, type Group } from './matching.js';
import {
  alreadyQueued,
  entryMatched,
  entryNotFound,
  tooManyEntries,
  tooManyQueueEntries,
} from './queue-problems.js';
import { QueueSeating } from './queue-seating.js';
import { LadderPauses } from './ladder-pauses.service.js';
import { QueueStore, type Inserted, type Placement, type QueueEntry } from './queue.store.js';

/** Entries a matching round looks at per bucket, oldest first. */
const ROUND = 200;
/** How long a matching instance holds a matched game's seating before another may finish it. */
const CLAIM_MS = 30_000;
/** Rounds of one matching run while entries were skipped (locked by another instance's round). */
const RETRIES = 20;
const HOUR_MS = 60 * 60 * 1000;
/** Matched entries and players' messages are kept this long (more than the hour counted), then purged. */
export const QUEUE_ENTRIES_KEPT_MS = 24 * 60 * 60 * 1000;
export const PLAYER_MESSAGES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** How often a sweep also purges what is past keeping. */
const PURGE_EVERY_MS = 60_000;
/** Expired entries one transaction withdraws (a sweep runs as many as there are). */
const EXPIRE_BATCH = 100;

export interface QueueRequest {
  players: 3 | 4;
  rules?: Record<string, unknown>;
  timeControl?: TimeControl | null;
  rated?: boolean;
  /** null: never; absent: the default (30 s). */
  fillWithBotsAfterSeconds?: number | null;
}

export const DEFAULT_FILL_SECONDS = 30;

/**
 * "Play now": entries wait in PostgreSQL in buckets (same pool, rules, time control and rated
 * flag); a round of matching locks the bucket's waiting entries with FOR UPDATE SKIP LOCKED,
 * chooses tables (matching.ts), marks the chosen entries matched with a fixed game id and seat,
 * and writes their `matched` messages, all in one transaction; then the game is seated
 * (queue-seating.ts). A round runs when an entry is made and on a sweep (every
 * TURN_CLOCK_INTERVAL_MS, on every instance) of the buckets with something due (a fill delay
 * passed, or a table's worth of entries), which also withdraws entries past QUEUE_ENTRY_TTL and
 * finishes seatings left half done.
 */
@Injectable()
export class QueueService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: Sweep | null = null;
  private sweeping: Promise<number> | null = null;
  private stopped = false;
  private purgedAt = 0;

  constructor(
    private readonly store: QueueStore,
    private readonly seating: QueueSeating,
    private readonly messages: PlayerMessages,
    private readonly clock: Clock,
    private readonly sweeps: Sweeps,
    private readonly shutdown: ShutdownState,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly hash: AddressHash,
    private readonly lobby: LobbyService,
    private readonly ladder: LadderPauses,
  ) {}

  onApplicationBootstrap(): void {
    this.shutdown.whenDraining(() => this.stop());
    this.timer = this.sweeps.every('queue', this.config.turnClockIntervalMs, () => this.sweep());
  }

  onModuleDestroy(): void {
    this.stop();
  }

  private stop(): void {
    this.stopped = true;
    this.timer?.stop();
    this.timer = null;
  }

  /**
   * Queues the player (one waiting entry per player: a second is refused with 409
   * `already_queued`, naming the first), then runs a round of matching for its bucket at once.
   * Answers the entry as it stands after that round: `waiting`, or `matched` when it completed a
   * table. `network`: the client address, whose bounds the entry counts against (README, "Security
   * and abuse limits"): its games (a waiting entry may become one at any moment, and every game the
   * queue seats it in is charged to it) and its entries waiting at once.
   */
  async enqueue(player: PlayerRef, input: QueueRequest, network: string): Promise<QueueEntry> {
    const rules = checkedRules({ players: input.players, rules: input.rules });
    const rated = input.rated ?? false;
    if (rated) assertOldEnoughToRate(player, this.clock.now(), this.config.ratedPlayerMinAgeMs);
    await this.ladder.admit(player);
    await this.withinHourlyBudget(player.id);
    // Every queue game is timed, rated or not: an untimed one never ended once a stranger at it
    // stopped moving (issue 42), since only timeouts make a seat away and so the game abandoned.
    const timeControl = clockOf(true, input.timeControl);
    const rulesData = rules as unknown as Record<string, unknown>;
    const bucket = bucketOf(input.players, rulesData, timeControl, rated, player.kind);
    const now = this.clock.now();
    const games = await this.lobby.quotaOf(network, now);
    const inserted = await this.store.insert(
      {
        id: randomUUID(),
        playerId: player.id,
        players: input.players,
        rules: rulesData,
        timeControl,
        rated,
        fillAfterSeconds: fillSecondsOf(player, input, DEFAULT_FILL_SECONDS),
        rating: await this.store.rating(player.id, input.players),
        createdAt: now,
        bucket,
      },
      { games, waiting: this.config.queueEntriesPerAddress },
    );
    const entry = await this.insertedOrRefused(player, inserted, now);
    await this.match(bucket);
    return (await this.store.entry(entry.id, player.id)) ?? entry;
  }

  /** The entry inserted, or the refusal that kept it out (the games' as POST /games answers it). */
  private async insertedOrRefused(player: PlayerRef, inserted: Inserted, now: Date) {
    if ('entry' in inserted) return inserted.entry;
    const { lobby, config } = this;
    if ('gamesFull' in inserted) throw lobby.tooManyGames(inserted.gamesFull, now, 'queue entry');
    if ('waitingFull' in inserted) {
      const wait = (inserted.waitingFull.getTime() + config.queueEntryTtlMs - now.getTime()) / 1000;
      throw tooManyQueueEntries(config.queueEntriesPerAddress, wait);
    }
    throw alreadyQueued((await this.store.waitingOf(player.id)) ?? '');
  }

  /**
   * Each entry may become a game (at once, with `fillWithBotsAfterSeconds: 0`), so a player makes
   * at most GAMES_PER_ADDRESS_PER_HOUR entries an hour, as a network opens as many tables: one
   * waiting entry at a time bounded nothing once each was matched at once (an outside trial made
   * 100 games in 16 s).
   */
  private async withinHourlyBudget(playerId: string): Promise<void> {
    const now = this.clock.now();
    const limit = this.config.gamesPerAddressPerHour;
    const { n, oldest } = await this.store.entriesSince(
      playerId,
      new Date(now.getTime() - HOUR_MS),
    );
    if (n < limit || oldest === null) return;
    throw tooManyEntries(limit, (oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
  }

  async entry(player: PlayerRef, id: string): Promise<QueueEntry> {
    const entry = UUID_TEXT.test(id) ? await this.store.entry(id, player.id) : null;
    if (!entry) throw entryNotFound(id);
    return entry;
  }

  /** Leaves the queue: a waiting entry is deleted; a matched one is refused (409, with its game). */
  async cancel(player: PlayerRef, id: string): Promise<void> {
    const found = UUID_TEXT.test(id) ? await this.store.withdraw(id, player.id) : null;
    if (!found) throw entryNotFound(id);
    if (found.status === 'matched') throw entryMatched(id, found.gameId!, found.seat!);
  }

  /**
   * Rounds of matching for one bucket until one forms no table. A round that formed none while
   * other transactions held some of the bucket's entries (they were skipped) is tried again
   * shortly: those transactions may have seen only part of a full table too. The sweep is the
   * backstop of the rounds that still miss one.
   */
  async match(bucket: string): Promise<number> {
    let tables = 0;
    for (let attempt = 0; attempt < RETRIES && !this.stopped;) {
      const round = await this.round(bucket);
      tables += round.placed.length;
      for (const gameId of round.placed) await this.seat(gameId);
      if (round.placed.length) continue;
      if (!round.skipped) break;
      attempt++;
      await this.clock.sleep(5 + randomInt(25));
    }
    return tables;
  }

  /** One round: claims, chooses, marks matched and writes `matched` messages in one transaction. */
  private async round(bucket: string): Promise<{ placed: string[]; skipped: boolean }> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + CLAIM_MS);
    const { appended, placed, skipped } = await this.store.transaction(async (run) => {
      const { entries, waiting } = await this.store.claimBucket(run, bucket, ROUND, now);
      const size = entries[0]?.players ?? 3;
      const groups = formGroups(entries, size, now);
      const placements = groups.flatMap((g) => placementsOf(g, size));
      if (placements.length) await this.store.markMatched(run, placements, now, until);
      const notes = placements.map((p) => {
        const e = entries.find((x) => x.id === p.id)!;
        return matchedMessage(e.playerId, p.id, p.gameId, p.seat, now);
      });
      return {
        appended: await this.messages.append(run, notes),
        placed: [...new Set(placements.map((p) => p.gameId))],
        skipped: waiting > entries.length,
      };
    });
    this.messages.told(appended);
    return { placed, skipped };
  }

  /** Seats a matched game; a failure is logged and left to the sweep once the claim runs out. */
  private async seat(gameId: string): Promise<void> {
    try {
      await this.seating.seat(gameId);
    } catch (error) {
      this.logger.warn(
        { err: error, gameId: this.hash.logId(gameId) },
        'queue seating failed; the sweep finishes it',
      );
    }
  }

  /** One sweep (joined by a call made while one runs): unfinished seatings, every bucket, purges. */
  sweep(): Promise<number> {
    this.sweeping ??= this.sweepOnce().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<number> {
    let tables = 0;
    try {
      const now = this.clock.now();
      const due = await this.store.claimUnseated(now, new Date(now.getTime() + CLAIM_MS), 50);
      for (const gameId of due) await this.seat(gameId);
      await this.expire(now);
      for (const bucket of await this.store.dueBuckets(now)) {
        if (this.stopped) break;
        tables += await this.match(bucket);
      }
      if (Math.abs(now.getTime() - this.purgedAt) >= PURGE_EVERY_MS) {
        this.purgedAt = now.getTime();
        await this.store.purge(new Date(now.getTime() - QUEUE_ENTRIES_KEPT_MS));
        await this.messages.purge(new Date(now.getTime() - PLAYER_MESSAGES_KEPT_MS));
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'queue sweep failed; it runs again shortly');
    }
    return tables;
  }

  /**
   * Withdraws the entries that waited QUEUE_ENTRY_TTL, telling each player (`queue_expired`) in the
   * transaction that deletes the entry; an entry a round holds is passed over (it may be seated).
   */
  private async expire(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - this.config.queueEntryTtlMs);
    for (let more = true; more && !this.stopped;) {
      const { appended, n } = await this.store.transaction(async (run) => {
        const gone = await this.store.expire(run, cutoff, EXPIRE_BATCH);
        const notes = gone.map((e) => queueExpiredMessage(e.playerId, e.id, now));
        return { appended: await this.messages.append(run, notes), n: gone.length };
      });
      this.messages.told(appended);
      more = n === EXPIRE_BATCH;
    }
  }
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One game for a group: a new id, its people in random seats, the rest left to computer players. */
function placementsOf(group: Group, size: number): Placement[] {
  const seats = Array.from({ length: size }, (_, s) => s);
  for (let i = seats.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [seats[i], seats[j]] = [seats[j], seats[i]];
  }
  const gameId = randomUUID();
  return group.entries.map((e, i) => ({ id: e.id, gameId, seat: seats[i] }));
}
