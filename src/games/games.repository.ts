import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import type { GameEvent, GameState } from '../engine/index.js';

export type GameStatus = 'waiting' | 'playing' | 'finished';

/** A game as the service works with it, without its seed. `state` is a secret of the server. */
export interface GameData {
  id: string;
  name: string | null;
  status: GameStatus;
  players: number;
  rules: Record<string, unknown>;
  version: number;
  eventSeq: number;
  state: GameState | null;
  winner: number | null;
  createdAt: Date;
}

/** The whole game row, with the seed of its PRNG (needed only to deal the first deal). */
export interface GameRecord extends GameData {
  seed: string;
}

export interface SeatRecord {
  seat: number;
  name: string;
  botLevel: string | null;
}

export interface StoredEvent {
  seq: number;
  version: number;
  type: string;
  payload: ServiceEvent;
}

/** Events the service itself records besides the engine's. */
export type ServiceEvent =
  GameEvent | { type: 'player_joined'; seat: number; name: string; bot: string | null };

/** What a seat change (a join, maybe starting the game) writes; moves go through GameSnapshots. */
export interface Transition {
  status: GameStatus;
  state: GameState | null;
  events: ServiceEvent[];
}

export type Tx = Prisma.TransactionClient;

interface GameRow {
  id: string;
  name: string | null;
  status: string;
  players: number;
  rules: unknown;
  seed: string;
  version: number;
  event_seq: number;
  state: unknown;
  winner: number | null;
  created_at: Date;
}

function fromRow(row: GameRow): GameRecord {
  return {
    id: row.id,
    name: row.name,
    status: row.status as GameStatus,
    players: row.players,
    rules: row.rules as Record<string, unknown>,
    seed: row.seed,
    version: row.version,
    eventSeq: row.event_seq,
    state: row.state as GameState | null,
    winner: row.winner,
    createdAt: row.created_at,
  };
}

const json = (value: unknown) => value as Prisma.InputJsonValue;

/**
 * The narrow persistence of games besides the hot path (GameSnapshots): create, list, seat players
 * under the game's row lock, and read the event log.
 */
@Injectable()
export class GamesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Creates a game; `alongside` writes more in the same transaction (an idempotent answer). */
  async create(
    game: Omit<GameRecord, 'version' | 'eventSeq' | 'state' | 'winner' | 'createdAt'>,
    alongside: (tx: Tx) => Promise<void> = async () => undefined,
  ) {
    await this.prisma.$transaction(async (tx) => {
      await tx.game.create({
        data: { ...game, rules: json(game.rules), version: 0, eventSeq: 0 },
      });
      await alongside(tx);
    });
  }

  async seats(gameId: string, tx: Tx = this.prisma): Promise<SeatRecord[]> {
    return tx.seat.findMany({
      where: { gameId },
      select: { seat: true, name: true, botLevel: true },
      orderBy: { seat: 'asc' },
    });
  }

  /** Runs `work` in a transaction holding the game's row lock; null game means "no such game". */
  async withLockedGame<T>(gameId: string, work: (tx: Tx, game: GameRecord | null) => Promise<T>) {
    return this.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<GameRow[]>`
        SELECT id, name, status, players, rules, seed, version, event_seq, state, winner, created_at
        FROM games WHERE id = ${gameId}::uuid FOR UPDATE`;
      return work(tx, rows.length ? fromRow(rows[0]) : null);
    });
  }

  /** Writes one accepted change; the caller holds the row lock. Returns the new version. */
  async commit(tx: Tx, game: GameRecord, change: Transition): Promise<number> {
    const version = game.version + 1;
    await tx.game.update({
      where: { id: game.id },
      data: {
        status: change.status,
        state: change.state === null ? Prisma.DbNull : json(change.state),
        version,
        eventSeq: game.eventSeq + change.events.length,
      },
    });
    if (change.events.length) {
      await tx.gameEvent.createMany({
        data: change.events.map((event, i) => ({
          gameId: game.id,
          seq: game.eventSeq + 1 + i,
          version,
          type: event.type,
          payload: json(event),
        })),
      });
    }
    return version;
  }

  async addSeat(tx: Tx, gameId: string, seat: SeatRecord & { tokenHash: string }) {
    await tx.seat.create({ data: { gameId, ...seat } });
  }

  async events(gameId: string, afterSeq: number, limit: number): Promise<StoredEvent[]> {
    const rows = await this.prisma.gameEvent.findMany({
      where: { gameId, seq: { gt: afterSeq } },
      orderBy: { seq: 'asc' },
      take: limit,
      select: { seq: true, version: true, type: true, payload: true },
    });
    return rows.map((r) => ({ ...r, payload: r.payload as ServiceEvent }));
  }

  /** Payloads of the game's events of one type, in order; `deal` narrows to one deal's. */
  async eventsOfType(gameId: string, type: string, deal?: number): Promise<unknown[]> {
    const rows = await this.prisma.gameEvent.findMany({
      where: {
        gameId,
        type,
        ...(deal === undefined ? {} : { payload: { path: ['deal'], equals: deal } }),
      },
      orderBy: { seq: 'asc' },
      select: { payload: true },
    });
    return rows.map((r) => r.payload);
  }

  /** Sequence number of the current deal's `deal_started` event, or 0. */
  async dealStartSeq(gameId: string): Promise<number> {
    const row = await this.prisma.gameEvent.aggregate({
      where: { gameId, type: 'deal_started' },
      _max: { seq: true },
    });
    return row._max.seq ?? 0;
  }

  /** Games in play with at least one computer player (for the bot runner's start-up sweep). */
  async playingGamesWithBots(): Promise<string[]> {
    const rows = await this.prisma.game.findMany({
      where: { status: 'playing', seats: { some: { botLevel: { not: null } } } },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  async page(
    status: GameStatus | undefined,
    limit: number,
    after: { createdAt: Date; id: string } | null,
  ) {
    return this.prisma.game.findMany({
      where: {
        ...(status ? { status } : {}),
        ...(after
          ? {
              OR: [
                { createdAt: { lt: after.createdAt } },
                { createdAt: after.createdAt, id: { lt: after.id } },
              ],
            }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: {
        id: true,
        name: true,
        status: true,
        players: true,
        version: true,
        winner: true,
        createdAt: true,
        _count: { select: { seats: true } },
      },
    });
  }
}
