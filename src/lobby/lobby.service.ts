import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { serverCommitmentOf, type GameState, type Rules } from '../engine/index.js';
import { Answer } from '../common/answer.js';
import { viewTag } from '../common/preconditions.js';
import { AddressHash } from '../common/address-hash.js';
import { KnownSeats } from '../common/known-seats.js';
import { Clock } from '../clock/clock.js';
import { IdempotencyContext } from '../idempotency/idempotency-context.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { clockOf, deadlineFor } from '../table/online-rules.js';
import { ProblemError } from '../common/problem.js';
import { GameAnnouncements } from '../realtime/game-announcements.js';
import { GameFactory } from '../games/game-factory.js';
import { gameClosed, gameNotFound, tooManyGames, UUID } from '../table/game-problems.js';
import type { GameStatus } from '../table/game-status.js';
import { nextRecord } from '../table/next-record.js';
import { decodeCursor, encodeCursor } from '../common/listing-cursor.js';
import { gameView, type GameView } from '../table/game-view.js';
import { hashToken, newSeatToken } from '../common/seat-token.js';
import {
  alreadySeated,
  expired,
  freeSeat,
  needsAPerson,
  playerRequired,
  rematchSeatsKept,
} from '../table/seating-rules.js';
import { computerPlayerId } from '../table/computer-players.js';
import type { CreatorQuota } from '../games/store/creator-quota.js';
import { GameStore } from '../games/store/game-store.js';
import type { GameData, NewGame, SeatRecord, ServiceEvent } from '../table/game-record.js';
import type { BotSeat, GamePage, GameSummary, JoinedGame, NewGameRequest } from './lobby-types.js';
import { checkedRules } from './checked-rules.js';

/** Who takes a seat: a person (a token is given out) or a bot (nobody receives its token). */
interface Newcomer {
  name: string;
  botLevel: string | null;
  wantedSeat: number | null;
  /** The seed sent for the decks (docs/rules.md, "Fairness"); null: the service stands in. */
  clientSeed: string | null;
  /** The player the seat is bound to (a bot's: its level's computer player); null: anonymous. */
  playerId: string | null;
  /** Seated by a rematch call (rematch.service.ts), which may take a rematch's kept seats. */
  byRematch: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** A seat's online flags as it is taken. */
const NEW_SEAT = { away: false, left: false, timeouts: 0, connected: false } as const;

/** Games waiting for players: creating, listing and seating people and bots. */
@Injectable()
export class LobbyService {
  constructor(
    private readonly store: GameStore,
    private readonly factory: GameFactory,
    private readonly announcements: GameAnnouncements,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hash: AddressHash,
    private readonly knownSeats: KnownSeats,
    private readonly idempotency: IdempotencyContext,
  ) {}

  /**
   * Opens a table for anyone, so each client network may open only GAMES_PER_ADDRESS_PER_HOUR
   * in any hour, counted in PostgreSQL across instances (1,500 in 15 s from one address before);
   * rematches the network creates count too (rematch.service.ts).
   */
  async createGame(input: NewGameRequest, network: string): Promise<Answer<GameView>> {
    const game = this.newGame(input, null);
    const answer = Answer.ofView(201, gameView(game, [], null));
    const quota = await this.quotaOf(network, game.createdAt);
    const done = await this.store.create(game, this.idempotency.rowFor(answer), quota);
    if (!done.created) throw this.tooManyGames(done.oldest, game.createdAt);
    return answer;
  }

  /**
   * A game the queue matched (src/queue): private, its id fixed at the match, with no creator (its
   * entries' addresses pay for it: creator-quota.ts); created once however often it is seated.
   */
  async createMatchedGame(id: string, input: NewGameRequest): Promise<void> {
    const game = { ...this.newGame({ ...input, visibility: 'private' }, null), id };
    try {
      await this.store.create(game, null, null);
    } catch (error) {
      // 23505, a unique violation: an earlier try created it (the id is the key).
      if ((error as { code?: unknown }).code !== '23505') throw error;
    }
  }

  /** GAMES_PER_ADDRESS_PER_HOUR for the client network creating a game at `now`. */
  async quotaOf(network: string, now: Date): Promise<CreatorQuota> {
    return {
      creator: await this.hash.of('games.creator', network),
      limit: this.config.gamesPerAddressPerHour,
      since: new Date(now.getTime() - HOUR_MS),
    };
  }

  /** 429 `too_many_games`, to retry when the oldest of the hour's games is an hour old. */
  tooManyGames(oldest: Date, now: Date): ProblemError {
    const wait = (oldest.getTime() + HOUR_MS - now.getTime()) / 1000;
    return tooManyGames(this.config.gamesPerAddressPerHour, wait);
  }

  /** A new game's row; `firstDealer`: a rematch's (null: drawn from the seed). */
  newGame(input: NewGameRequest, firstDealer: number | null): NewGame {
    const rules = checkedRules(input);
    const seed = this.factory.newSeed();
    return {
      id: randomUUID(),
      name: input.name ?? null,
      status: 'waiting',
      players: rules.players,
      rules: rules as unknown as Record<string, unknown>,
      seed,
      serverCommitment: serverCommitmentOf(seed),
      version: 0,
      eventSeq: 0,
      state: null,
      winner: null,
      createdAt: this.clock.now(),
      timeControl: clockOf(input.rated ?? false, input.timeControl),
      visibility: input.visibility ?? 'public',
      deadline: null,
      result: null,
      rematchId: null,
      lastTimeout: null,
      botPaceMs: input.botPaceMs ?? this.config.botPaceMs,
      rated: input.rated ?? false,
      firstDealer,
    };
  }

  async listGames(
    status: GameStatus | undefined,
    limit: number,
    cursor: string | undefined,
  ): Promise<GamePage> {
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await this.store.page(status, limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const games: GameSummary[] = page.map((g) => ({
      id: g.id,
      name: g.name,
      status: g.status,
      players: g.players,
      seatsTaken: g.seatsTaken,
      version: g.version,
      winner: g.winner,
      createdAt: g.createdAt.toISOString(),
    }));
    const nextCursor = rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null;
    return { games, nextCursor };
  }

  /**
   * Takes the first free seat for a person, with the seed they send for the decks (null: the
   * service's stands in); the answer carries the seat's token. `playerId`: the player the seat is
   * bound to (its token then stands for the seat too); a player holds at most one seat of a game.
   */
  async joinGame(
    gameId: string,
    name: string,
    clientSeed: string | null,
    wantedSeat: number | null = null,
    playerId: string | null = null,
    byRematch = false,
  ): Promise<Answer<JoinedGame>> {
    const token = newSeatToken();
    const who = { name, botLevel: null, wantedSeat, clientSeed, playerId, byRematch };
    const joined = await this.takeSeat(gameId, who, token, (t) => ({
      seat: t.seat,
      token,
      game: gameView(t.game, t.seats, t.seat),
    }));
    this.knownSeats.remember(hashToken(token)); // given out here: its own rate-limit bucket at once
    return joined;
  }

  /**
   * Seats a computer player; nobody receives its token (bots act through the bot runner). A bot
   * sends no seed: the service's stands in for it.
   */
  addBot(
    gameId: string,
    level: string,
    wantedSeat: number | null,
    byRematch = false,
  ): Promise<Answer<BotSeat>> {
    const name = `Bot (${level})`;
    const token = newSeatToken();
    const who = {
      name,
      botLevel: level,
      wantedSeat,
      clientSeed: null,
      playerId: computerPlayerId(level),
      byRematch,
    };
    return this.takeSeat(gameId, who, token, (t) => ({
      seat: t.seat,
      level,
      game: gameView(t.game, t.seats, null),
    }));
  }

  private async takeSeat<T extends { game: GameView }>(
    gameId: string,
    who: Newcomer,
    token: string,
    body: (taken: { seat: number; game: GameData; seats: SeatRecord[] }) => T,
  ): Promise<Answer<T>> {
    if (!UUID.test(gameId)) throw gameNotFound(gameId);
    const now = this.clock.now();
    const taken = await this.store.takeSeat(gameId, (game, seats) => {
      if (game.status === 'waiting' && expired(game, now, this.config.waitingGameTtlMs)) {
        throw gameClosed(gameId);
      }
      const seat = freeSeat(game, seats, who.wantedSeat);
      if (!who.byRematch) rematchSeatsKept(game, now);
      if (game.rated && who.botLevel === null && who.playerId === null) throw playerRequired();
      if (who.playerId !== null && who.botLevel === null) alreadySeated(seats, who.playerId);
      if (who.botLevel !== null) needsAPerson(game, seats);
      const events: ServiceEvent[] = [
        { type: 'player_joined', seat, name: who.name, bot: who.botLevel },
      ];
      let state: GameState | null = null;
      let status: GameStatus = 'waiting';
      if (seats.length + 1 === game.players) {
        const clientSeeds = Array.from({ length: game.players }, (_, s) =>
          s === seat ? who.clientSeed : (seats.find((t) => t.seat === s)?.clientSeed ?? null),
        );
        const rules = game.rules as unknown as Rules;
        const started = this.factory.start(rules, game.seed, clientSeeds, game.firstDealer);
        state = started.state;
        status = 'playing';
        events.push(...started.events);
      }
      const after = nextRecord(game, {
        events: events.length,
        status,
        state,
        winner: null,
        result: null,
        lastTimeout: null,
      });
      const newcomer = { seat, name: who.name, botLevel: who.botLevel };
      const online = { ...NEW_SEAT, playerId: who.playerId };
      const allSeats: SeatRecord[] = [...seats, { ...newcomer, ...online }];
      allSeats.sort((a, b) => a.seat - b.seat);
      // The first deal was just dealt: a bot to open waits as after any deal.
      after.deadline = deadlineFor(after, allSeats, {
        now,
        pause: state ? 'deal' : 'move',
        abandonAfterMs: this.config.abandonedGameTtlMs,
      });
      const answer = answerWith(body({ seat, game: after, seats: allSeats }));
      return {
        change: {
          seat: {
            seat,
            name: who.name,
            botLevel: who.botLevel,
            clientSeed: who.clientSeed,
            tokenHash: hashToken(token),
            ...online,
          },
          status,
          state,
          events,
          deadline: after.deadline,
        },
        result: answer,
        remember: this.idempotency.rowFor(answer),
      };
    });
    if (!taken) throw gameNotFound(gameId);
    const { written } = taken;
    this.announcements.announce({
      gameId,
      seats: taken.seats,
      lastSeq: written.afterSeq + written.events.length,
      written,
    });
    return taken.result;
  }
}

/** A seat's answer: its ETag is that of the view it holds (the joiner's, or the spectator's). */
function answerWith<T extends { game: GameView }>(body: T): Answer<T> {
  return new Answer(201, body.game.version, body, viewTag(body.game));
}
