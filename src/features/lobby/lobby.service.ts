import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { serverCommitmentOf } from '../../core/engine/index.js';
import { Answer } from '../../platform/common/answer.js';
import { AddressHash } from '../../platform/http/address-hash.js';
import { KnownSeats } from '../../platform/http/known-seats.js';
import { Clock } from '../../platform/clock/clock.js';
import {
  IdempotencyService,
  type IdempotencyRequest,
} from '../../platform/idempotency/idempotency.service.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { clockOf } from '../../core/table/online-rules.js';
import { ProblemError } from '../../core/table/problem.js';
import { GameFactory } from '../games/game-factory.js';
import {
  gameNotFound,
  tooManyGames,
  UUID,
  type GameMaking,
} from '../../core/table/game-problems.js';
import type { GameStatus } from '../../core/table/game-status.js';
import { decideSeat, type StartGame } from '../../core/table/decide-seat.js';
import { GameCommits } from '../games/game-commits.service.js';
import { decodeCursor } from '../../platform/common/listing-cursor.js';
import { gameView, type GameView } from '../../core/table/game-view.js';
import { hashToken, newSeatToken } from '../../platform/http/seat-token.js';
import { computerPlayerId } from '../../core/table/computer-players.js';
import type { CreatorQuota } from '../games/store/creator-quota.js';
import { GameStore } from '../games/store/game-store.js';
import type { GameData, NewGame, SeatRecord } from '../../core/table/game-record.js';
import type { BotSeat, GamePage, JoinedGame, NewGameRequest } from './lobby-types.js';
import { gamePage } from './game-page.js';
import { answerWith } from './seat-answer.js';
import { checkedRules } from './checked-rules.js';
import type { PlayerRef } from '../../platform/common/player-token.js';
import {
  ratedNeedsPlayer,
  assertOldEnoughToRate,
  type RatedCandidate,
} from '../ratings/rated-players.js';
import { admitted, type Newcomer } from './newcomer.js';
import type { BotRequester } from '../../core/table/seating-rules.js';

const HOUR_MS = 60 * 60 * 1000;

/** Games waiting for players: creating, listing and seating people and bots. */
@Injectable()
export class LobbyService {
  constructor(
    private readonly store: GameStore,
    private readonly factory: GameFactory,
    private readonly commits: GameCommits,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hash: AddressHash,
    private readonly knownSeats: KnownSeats,
    private readonly idempotency: IdempotencyService,
  ) {}

  /**
   * Opens a table for anyone, so each client network may open only GAMES_PER_ADDRESS_PER_HOUR
   * in any hour, counted in PostgreSQL across instances (1,500 in 15 s from one address before);
   * rematches the network creates count too (rematch.service.ts). `player`: the player whose
   * token created it (null: none), who may seat computer players in it when it is rated.
   * `keyed`: the request's key, whose answer the creation stores (null: none).
   */
  async createGame(
    input: NewGameRequest,
    network: string,
    player: PlayerRef | null,
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameView>> {
    if (input.rated) this.mayRate(player);
    const game = this.newGame(input, null, player?.id ?? null);
    const answer = Answer.ofView(201, gameView(game, [], null));
    const quota = await this.quotaOf(network, game.createdAt);
    const done = await this.store.create(game, this.idempotency.rowFor(keyed, answer), quota);
    if (!done.created) throw this.tooManyGames(done.oldest, game.createdAt);
    return answer;
  }

  /**
   * A game the queue matched (src/features/queue): private, its id fixed at the match, with no creator (its
   * entries' addresses pay for it: creator-quota.ts); created once however often it is seated.
   * `creator`: the address hash it counts against (a challenge's challenger's), checked already.
   */
  async createMatchedGame(
    id: string,
    input: NewGameRequest,
    creator: string | null = null,
  ): Promise<void> {
    const game = { ...this.newGame({ ...input, visibility: 'private' }, null), id };
    try {
      await this.store.create(game, null, null, creator);
    } catch (error) {
      // 23505, a unique violation: an earlier try created it (the id is the key).
      if ((error as { code?: unknown }).code !== '23505') throw error;
    }
  }

  /** A rated game is made and played by players old enough (src/features/ratings/rated-players.ts). */
  mayRate(player: RatedCandidate | null): void {
    if (player === null) throw ratedNeedsPlayer();
    assertOldEnoughToRate(player, this.clock.now(), this.config.ratedPlayerMinAgeMs);
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
  tooManyGames(oldest: Date, now: Date, making?: GameMaking): ProblemError {
    const wait = (oldest.getTime() + HOUR_MS - now.getTime()) / 1000;
    return tooManyGames(this.config.gamesPerAddressPerHour, wait, making);
  }

  /** A new game's row; `firstDealer`: a rematch's (null: drawn from the seed). */
  newGame(
    input: NewGameRequest,
    firstDealer: number | null,
    creatorPlayerId: string | null = null,
  ): NewGame {
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
      creatorPlayerId,
      botsAllowed: input.botsAllowed ?? false,
    };
  }

  async listGames(
    status: GameStatus | undefined,
    limit: number,
    cursor: string | undefined,
  ): Promise<GamePage> {
    const after = cursor ? decodeCursor(cursor) : null;
    return gamePage(await this.store.page(status, limit + 1, after), limit);
  }

  /**
   * Takes the first free seat for a person, with the seed they send for the decks (null: the
   * service's stands in); the answer carries the seat's token. `playerId`: the player the seat is
   * bound to (its token then stands for the seat too); a player holds at most one seat of a game.
   * `keyed`: the request's key, whose answer the seat's statement stores (null: none, as for the
   * seats a queue or a challenge takes for its players).
   */
  async joinGame(
    gameId: string,
    name: string,
    clientSeed: string | null,
    wantedSeat: number | null,
    playerId: string | null,
    byRematch: boolean,
    playerSince: Date | null,
    botAccount: boolean,
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<JoinedGame>> {
    const token = newSeatToken();
    const who = {
      name,
      botLevel: null,
      botAccount,
      wantedSeat,
      clientSeed,
      playerId,
      byRematch,
      playerSince,
      by: null,
    };
    const joined = await this.takeSeat(gameId, who, token, keyed, (t) => ({
      seat: t.seat,
      token,
      game: gameView(t.game, t.seats, t.seat),
    }));
    this.knownSeats.remember(hashToken(token)); // given out here: its own rate-limit bucket at once
    return joined;
  }

  /**
   * Seats a computer player; nobody receives its token (bots act through the bot runner). A bot
   * sends no seed: the service's stands in for it. `by`: who asked through the API (a rated game
   * takes it only from its seated players or creator); null: the service itself (queue, rematch),
   * which passes no `keyed` either: the seat's answer is no request's.
   */
  addBot(
    gameId: string,
    level: string,
    wantedSeat: number | null,
    byRematch: boolean,
    by: BotRequester | null,
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<BotSeat>> {
    const name = `Bot (${level})`;
    const token = newSeatToken();
    const who = {
      name,
      botLevel: level,
      botAccount: false,
      wantedSeat,
      clientSeed: null,
      playerId: computerPlayerId(level),
      byRematch,
      playerSince: null,
      by,
    };
    return this.takeSeat(gameId, who, token, keyed, (t) => ({
      seat: t.seat,
      level,
      game: gameView(t.game, t.seats, null),
    }));
  }

  private async takeSeat<T extends { game: GameView }>(
    gameId: string,
    who: Newcomer,
    token: string,
    keyed: IdempotencyRequest | null,
    body: (taken: { seat: number; game: GameData; seats: SeatRecord[] }) => T,
  ): Promise<Answer<T>> {
    if (!UUID.test(gameId)) throw gameNotFound(gameId);
    const now = this.clock.now();
    const context = { now, abandonAfterMs: this.config.abandonedGameTtlMs };
    const start: StartGame = (rules, seed, seeds, dealer) =>
      this.factory.start(rules, seed, seeds, dealer);
    // A bot account's seatings are serialised on its players row and counted there, whichever
    // path seats it (join, challenge, queue, rematch): its bound holds under concurrency.
    const holder = who.botAccount ? who.playerId : null;
    const taken = await this.commits.seat(
      gameId,
      (game, seats, held) => {
        const seat = admitted(game, seats, who, now, this.config, held);
        const request = { ...who, seat, tokenHash: hashToken(token) };
        const decided = decideSeat(game, seats, request, start, context);
        const answer = answerWith(body({ seat, game: decided.after, seats: decided.seats }));
        const { status, state, events } = decided;
        return {
          change: { seat: decided.seat, status, state, events, deadline: decided.after.deadline },
          result: answer,
          remember: this.idempotency.rowFor(keyed, answer),
        };
      },
      holder,
    );
    if (!taken) throw gameNotFound(gameId);
    return taken;
  }
}
