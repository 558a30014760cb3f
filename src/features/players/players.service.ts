import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { AddressHash } from '../../platform/http/address-hash.js';
import { KnownSeats } from '../../platform/http/known-seats.js';
import { newPlayerToken, type PlayerRef } from '../../platform/common/player-token.js';
import { ProblemError } from '../../core/table/problem.js';
import { hashToken } from '../../platform/http/seat-token.js';
import { Clock } from '../../platform/clock/clock.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { PlayersStore, type PlayerChange, type PlayerRow, type Revoked } from './players.store.js';
import { validationRefusal } from '../../platform/common/validation.js';
import { RatingsService, type PoolRating } from '../ratings/ratings.service.js';
import { UUID } from '../../core/table/game-problems.js';
import { GameCommits } from '../games/game-commits.service.js';
import { Answer } from '../../platform/common/answer.js';
import {
  IdempotencyService,
  type IdempotencyRequest,
} from '../../platform/idempotency/idempotency.service.js';
import { botLikeName, invalidPlayerToken, playerNotFound } from './player-problems.js';
import { isBotLikeName } from '../../platform/common/bot-like-name.js';
import { kindOf, type AccountKind, type PlayerKind } from '../../core/table/player-kinds.js';
import { pauseInForce } from '../../core/table/ladder-pause.js';

const HOUR_MS = 60 * 60 * 1000;

/** A player as everyone may see it (PlayerDto). */
export interface PlayerProfile {
  id: string;
  name: string;
  bot: string | null;
  createdAt: string;
  ratings: PoolRating[];
  kind: PlayerKind;
  description: string | null;
  /** A bot's owner's contact: only in the bot's own profile (GET /players/me). */
  owner: string | null;
  ladderPause: { reason: string; at: string; until: string } | null;
}

/** What POST /players takes. */
export interface NewPlayerRequest {
  name: string;
  kind?: AccountKind;
  owner?: string;
  description?: string;
}

/** What creating a player and a new token answer: the only answers that hold the token. */
export interface PlayerWithToken {
  id: string;
  name: string;
  token: string;
}

/** What a new token answers: the player with its new token, and what the old one took with it. */
export interface NewPlayerToken extends PlayerWithToken {
  revoked: Revoked;
}

/**
 * An answer holding a player token, as an Answer so that an Idempotency-Key can remember it: the
 * row is sealed with a key derived from the Idempotency-Key (idempotency.service.ts), so the
 * token is stored only where nobody without that key can read it. No game, so no version or ETag.
 */
function playerAnswer<T extends PlayerWithToken>(body: T): Answer<T> {
  return new Answer(201, 0, body, '');
}

function profileOf(row: PlayerRow, ratings: PoolRating[], now: Date, own = false): PlayerProfile {
  const pause = pauseInForce({ reason: row.pausedReason, at: row.pausedAt }, now);
  return {
    id: row.id,
    name: row.name,
    bot: row.botLevel,
    createdAt: row.createdAt.toISOString(),
    ratings,
    kind: kindOf(row.botLevel, row.kind === 'bot'),
    description: row.description,
    owner: own ? row.owner : null,
    ladderPause: pause
      ? { reason: pause.reason, at: pause.at.toISOString(), until: pause.until.toISOString() }
      : null,
  };
}

/** Players: one identity across games, with a bearer token stored only as its hash. */
@Injectable()
export class PlayersService {
  constructor(
    private readonly store: PlayersStore,
    private readonly hash: AddressHash,
    private readonly clock: Clock,
    private readonly knownSeats: KnownSeats,
    private readonly ratings: RatingsService,
    private readonly commits: GameCommits,
    private readonly idempotency: IdempotencyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Creates a player. Anyone may, so each client network may create only
   * PLAYERS_PER_ADDRESS_PER_HOUR in any hour, counted in PostgreSQL across instances. `keyed`:
   * the request's key, whose answer the creation stores (null: none).
   */
  async create(
    input: NewPlayerRequest,
    network: string,
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<PlayerWithToken>> {
    const { name } = input;
    const bot = input.kind === 'bot';
    const now = this.clock.now();
    const token = newPlayerToken();
    const id = randomUUID();
    const limit = this.config.playersPerAddressPerHour;
    const answer = playerAnswer({ id, name, token });
    const done = await this.store.create(
      {
        id,
        name,
        tokenHash: hashToken(token),
        createdAt: now,
        kind: bot ? 'bot' : 'person',
        owner: bot ? (input.owner ?? null) : null,
        description: bot ? (input.description ?? null) : null,
      },
      {
        creator: await this.hash.of('players.creator', network),
        limit,
        since: new Date(now.getTime() - HOUR_MS),
      },
      this.idempotency.rowFor(keyed, answer),
    );
    if (!done.created) {
      const wait = (done.oldest.getTime() + HOUR_MS - now.getTime()) / 1000;
      throw new ProblemError(
        429,
        'too_many_players',
        'Too Many Requests',
        `At most ${limit} players may be created from one address in an hour.`,
      ).retryAfter(wait);
    }
    this.knownSeats.remember(hashToken(token));
    return answer;
  }

  /** A player as everyone may see it, with its ratings: 404 `player_not_found` for none. */
  async profile(id: string, own = false): Promise<PlayerProfile> {
    const row = UUID.test(id) ? await this.store.byId(id) : null;
    if (!row) throw playerNotFound(id);
    return profileOf(row, await this.ratings.ratingsOf(id), this.clock.now(), own);
  }

  /**
   * The caller's own change: a name (a person's may not read as a bot's; a bot account's may,
   * README "Bots from outside"), and for a bot account its owner and description; a person's
   * account sent either is refused as at its creation.
   */
  async update(player: PlayerRef, change: PlayerChange): Promise<PlayerProfile> {
    const { name, owner, description } = change;
    // A patch of nothing changes nothing, not even the row's updated_at.
    if (name === undefined && owner === undefined && description === undefined) {
      return this.profile(player.id, true);
    }
    if (player.kind !== 'bot') {
      const botFields = (['owner', 'description'] as const).filter((f) => change[f] !== undefined);
      if (botFields.length) {
        throw validationRefusal(
          botFields.map((field) => ({
            field,
            message: `${field} is a bot account's field: a person's account has none`,
          })),
        );
      }
      if (change.name !== undefined && isBotLikeName(change.name)) throw botLikeName();
    }
    const row = await this.store.update(player.id, change, this.clock.now());
    if (!row) throw playerNotFound(player.id);
    return profileOf(row, await this.ratings.ratingsOf(player.id), this.clock.now(), true);
  }

  /** A player's rating history in a pool: 404 `player_not_found` for no such player. */
  async history(id: string, pool: number) {
    if (!UUID.test(id) || !(await this.store.byId(id))) throw playerNotFound(id);
    return this.ratings.history(id, pool);
  }

  /**
   * A new token; the old one stops working at once (its hash is replaced in the same row), and
   * with it what it made (Revoked: the seat tokens of the player's seats, its waiting queue entry,
   * the stream tickets issued before) and the streams it opened, on every instance. The answer
   * says what was revoked. `keyed`: the request's key, whose answer the replacement stores.
   */
  async newToken(
    player: PlayerRef,
    oldTokenHash: string,
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<NewPlayerToken>> {
    const token = newPlayerToken();
    let answer: Answer<NewPlayerToken> | null = null;
    // One commit (GameCommits): the replacement and its revocation's outbox row in one transaction,
    // then announced, so what the old token opened ends on every instance (README, "Players").
    const revoked = await this.commits.replaceToken(player.id, () =>
      this.store.rotateToken(
        player.id,
        {
          oldHash: oldTokenHash,
          newHash: hashToken(token),
          // Only for this replacement's new seat token hashes: never stored nor answered.
          seatSecret: randomBytes(32).toString('base64url'),
          at: this.clock.now(),
        },
        (done) => {
          answer = playerAnswer({ id: player.id, name: player.name, token, revoked: done });
          return this.idempotency.rowFor(keyed, answer);
        },
      ),
    );
    this.knownSeats.forget(oldTokenHash);
    // Two calls with one token: the first replaced it, so the second's token is dead already.
    if (!revoked || !answer) throw invalidPlayerToken();
    this.knownSeats.remember(hashToken(token));
    return answer;
  }
}
