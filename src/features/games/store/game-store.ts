import { Inject, Injectable } from '@nestjs/common';
import {
  rememberValues,
  type IdempotencyRow,
} from '../../../platform/idempotency/idempotency-statements.js';
import { Clock } from '../../../platform/clock/clock.js';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { APP_CONFIG } from '../../../platform/config/config.tokens.js';
import { DatabasePool } from '../../../platform/database/database-pool.js';
import type { GameStatus } from '../../../core/table/game-status.js';
import { createValues, type MoveWrite, type SeatDecision, type SeatOwed } from './game-writes.js';
import { GameCache } from './game-cache.js';
import { VersionProbes } from './version-probes.js';
import { fullSince, type CreatorQuota } from './creator-quota.js';
import { heldGamesOf } from './bot-holds.js';
import {
  type ServiceEvent,
  type GameListing,
  type GameSnapshot,
  type LobbySeat,
  type NewGame,
  type SeatRecord,
  type StoredEvent,
  type WrittenEvents,
} from '../../../core/table/game-record.js';
import { gameFromRow, type GameRow, seatFlags, withConnected } from './game-rows.js';
import * as SQL from './game-statements.js';
import { writeFinishing, type Owed } from './finishing-write.js';

interface SnapshotRow extends GameRow {
  caller_seat: number | null;
  seats: SeatRecord[] | null;
}

/**
 * The one store of the game aggregate: every statement on games, seats, actions and events, the
 * one row mapping, and the cache of recent games. The cache is never an authority: a move decided
 * on a cached version is written only if the game is still at that version.
 */
@Injectable()
export class GameStore {
  constructor(
    private readonly database: DatabasePool,
    private readonly cache: GameCache,
    private readonly probes: VersionProbes,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Streams renewed after this count as connected. */
  private presenceCutoff(): string {
    return new Date(this.clock.now().getTime() - this.config.presenceTtlMs).toISOString();
  }

  /**
   * Creates the game unless its creator made `limit` games since `since` (on any instance): then
   * nothing is written and the answer says when the oldest of those was made. `remember`: the
   * request's answer when it is to be remembered (idempotency-statements.ts). No quota: counted
   * against no address (a game the queue matched).
   */
  async create(
    game: NewGame,
    remember: IdempotencyRow | null,
    quota: CreatorQuota | null,
    creator: string | null = quota?.creator ?? null,
  ): Promise<{ created: true } | { created: false; oldest: Date }> {
    return this.database.transaction(async (run) => {
      const oldest = quota ? await fullSince(run, quota) : null;
      if (oldest) return { created: false, oldest };
      await run(SQL.CREATE_GAME, createValues(game, creator, remember));
      return { created: true };
    });
  }

  async page(
    status: GameStatus | undefined,
    limit: number,
    after: { createdAt: Date; id: string } | null,
  ): Promise<GameListing[]> {
    const rows = await this.database.run(SQL.PAGE_GAMES.rows<GameRow & { seats_taken: number }>(), {
      status: status ?? null,
      afterCreatedAt: after?.createdAt.toISOString() ?? null,
      afterId: after?.id ?? null,
      limit,
    });
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status as GameStatus,
      players: r.players,
      seatsTaken: r.seats_taken,
      version: r.version,
      winner: r.winner,
      createdAt: r.created_at,
    }));
  }

  /** A fresh read of the game, its seats and the seat of `tokenHash`; null: no such game. */
  async read(gameId: string, tokenHash: string | null): Promise<GameSnapshot | null> {
    const rows = await this.database.run(SQL.READ_GAME.rows<SnapshotRow>(), {
      gameId,
      tokenHash,
      cutoff: this.presenceCutoff(),
    });
    if (!rows.length) return null;
    const snapshot = {
      game: gameFromRow(rows[0]),
      seats: rows[0].seats ?? [],
      callerSeat: rows[0].caller_seat,
    };
    this.cache.put(snapshot.game, snapshot.seats, tokenHash, snapshot.callerSeat);
    return snapshot;
  }

  /** The cached copy when this instance knows the game and the token, else null. */
  cached(gameId: string, tokenHash: string | null): GameSnapshot | null {
    const entry = this.cache.get(gameId, tokenHash);
    return entry && { game: entry.game, seats: entry.seats, callerSeat: entry.seat };
  }

  /** The seats of the game with a fresh stream now (presence, not versioned); null: no such game. */
  async connectedSeats(gameId: string): Promise<number[] | null> {
    const probe = await this.probes.probe(gameId, () => this.presenceCutoff());
    return probe ? [...probe.connected].sort((a, b) => a - b) : null;
  }

  /**
   * A current snapshot: the cached copy when a version probe shows it is current (the probe is far
   * cheaper than reading the state, and probes of many games go out together), else a fresh read.
   */
  async current(gameId: string, tokenHash: string | null): Promise<GameSnapshot | null> {
    const cached = this.cached(gameId, tokenHash);
    if (cached) {
      const probe = await this.probes.probe(gameId, () => this.presenceCutoff());
      // The caller's token still a seat's: it may have been revoked (a replaced player token).
      const held = tokenHash === null || probe?.tokens.includes(tokenHash);
      if (probe && held && probe.version === cached.game.version) {
        const connected = new Set(probe.connected);
        const seats = cached.seats.map((s) => withConnected(s, connected.has(s.seat)));
        return { game: cached.game, seats, callerSeat: cached.callerSeat };
      }
    }
    return this.read(gameId, tokenHash);
  }

  forget(gameId: string): void {
    this.cache.forget(gameId);
  }

  /**
   * Takes a seat under the game's row lock: `decide` sees the game (with its seed) and its seats
   * and says what changes, or throws to change nothing; what the change owes (`owed`: given the
   * game before, the change and the seats after) is written in the same transaction. Null when
   * there is no such game. `holder`: a bot account taking the seat, whose holds `decide` is told
   */
  async takeSeat<T>(
    gameId: string,
    decide: (game: NewGame, seats: LobbySeat[], held: number | null) => SeatDecision<T>,
    owed: SeatOwed,
    holder: string | null = null,
  ): Promise<{ result: T; seats: SeatRecord[]; written: WrittenEvents } | null> {
    return this.database.transaction(async (run) => {
      const locked = await run(
        SQL.LOCK_GAME.rows<
          GameRow & {
            seed: string;
            first_dealer: number | null;
            creator_player_id: string | null;
            bots_allowed: boolean;
          }
        >(),
        { gameId },
      );
      if (!locked.length) return null;
      const row = locked[0];
      const game: NewGame = {
        ...gameFromRow(row),
        seed: row.seed,
        firstDealer: row.first_dealer,
        creatorPlayerId: row.creator_player_id,
        botsAllowed: row.bots_allowed,
      };
      const seats = await run(SQL.SEATS.rows<LobbySeat>(), { gameId });
      const held = holder === null ? null : await heldGamesOf(run, holder, gameId);
      const { change, result, remember } = decide(game, seats, held);
      const { seat } = change;
      await run(SQL.TAKE_SEAT, {
        gameId,
        seat: seat.seat,
        name: seat.name,
        botLevel: seat.botLevel,
        tokenHash: seat.tokenHash,
        clientSeed: seat.clientSeed,
        playerId: seat.playerId,
        status: change.status,
        state: change.state === null ? null : JSON.stringify(change.state),
        eventCount: change.events.length,
        afterSeq: game.eventSeq,
        events: JSON.stringify(change.events),
        deadline: change.deadline?.toISOString() ?? null,
        ...rememberValues(remember),
      });
      const after = [...seats, seat].map((s) => ({
        seat: s.seat,
        name: s.name,
        botLevel: s.botLevel,
        away: s.away,
        left: s.left,
        timeouts: s.timeouts,
        connected: false,
        playerId: s.playerId,
        botAccount: s.botAccount,
      }));
      await owed(run, game, change, after);
      return {
        result,
        seats: after.sort((a, b) => a.seat - b.seat),
        written: { afterSeq: game.eventSeq, version: game.version + 1, events: change.events },
      };
    });
  }

  /**
   * Writes a move with its action and events, the request's answer when it is to be remembered
   * and what it `owed` in the same transaction; false when the game's version moved on meanwhile.
   */
  async writeMove(move: MoveWrite, remember: IdempotencyRow | null, owed: Owed): Promise<boolean> {
    const { before, after } = move;
    const rows = await writeFinishing(this.database, { before, after, owed }, SQL.WRITE_MOVE, {
      gameId: before.id,
      version: before.version,
      state: JSON.stringify(after.state),
      status: after.status,
      winner: after.winner,
      eventCount: move.events.length,
      seat: move.seat,
      action: JSON.stringify(move.action),
      afterSeq: before.eventSeq,
      events: JSON.stringify(move.events),
      seatFlags: JSON.stringify(move.seatChanges.map(seatFlags)),
      deadline: after.deadline?.toISOString() ?? null,
      result: after.result === null ? null : JSON.stringify(after.result),
      lastTimeout: move.timeout === null ? null : JSON.stringify(move.timeout),
      moverToken: move.moverToken,
      ...rememberValues(remember),
    });
    if (rows.length !== 1) return false;
    this.cache.put(after, move.seats, null, null);
    return true;
  }

  async events(gameId: string, afterSeq: number, limit: number): Promise<StoredEvent[]> {
    return this.database.run(SQL.EVENTS_AFTER.rows<StoredEvent>(), { gameId, afterSeq, limit });
  }

  /** Payloads of the game's events of one type, in order; `deal` narrows to one deal's. */
  async eventsOfType<K extends ServiceEvent['type']>(
    gameId: string,
    type: K,
    deal?: number,
  ): Promise<Extract<ServiceEvent, { type: K }>[]> {
    const rows = await this.database.run(
      SQL.EVENTS_OF_TYPE.rows<{ payload: Extract<ServiceEvent, { type: K }> }>(),
      { gameId, type, deal: deal ?? null },
    );
    return rows.map((r) => r.payload);
  }

  /** A finished deal's events, from its `deal_started` to its `deal_revealed`; [] until it is over. */
  async dealLog(gameId: string, deal: number): Promise<ServiceEvent[]> {
    const rows = await this.database.run(SQL.DEAL_LOG.rows<{ payload: ServiceEvent }>(), {
      gameId,
      deal,
    });
    return rows.map((r) => r.payload);
  }

  /** Sequence number of the current deal's `deal_started` event, or 0. */
  async dealStartSeq(gameId: string): Promise<number> {
    const rows = await this.database.run(SQL.DEAL_START_SEQ, { gameId });
    return rows[0].seq;
  }

  /** Games in play with a computer player and a person. */
  async playingGamesWithBots(): Promise<string[]> {
    const rows = await this.database.run(SQL.PLAYING_GAMES_WITH_BOTS, {});
    return rows.map((r) => r.id);
  }
}
