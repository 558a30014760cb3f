import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../platform/clock/clock.js';
import type { PlayerRef } from '../../platform/common/player-token.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { ProblemError } from '../../core/table/problem.js';
import { UUID } from '../../core/table/game-problems.js';
import { clockOf, type TimeControl } from '../../core/table/online-rules.js';
import { BOT_OPEN_GAMES, mayMixKinds } from '../../core/table/player-kinds.js';
import { checkedRules } from '../lobby/checked-rules.js';
import { LobbyService } from '../lobby/lobby.service.js';
import { challengeMessage } from '../messages/player-message.js';
import { PlayerMessages } from '../messages/player-messages.service.js';
import { BotLimits } from './bot-limits.js';
import { ChallengesStore, type ChallengeRow, type ChallengeSeat } from './challenges.store.js';
import {
  alreadyAccepted,
  badInvitees,
  challengeNotFound,
  clockRequired,
  notInvited,
  notOpen,
  playerAtGameLimit,
} from './challenge-problems.js';
import { mayChallengeMore, oldEnoughToChallenge } from './challenge-bounds.js';

/** How long a challenge waits for its answers. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

/** Refusals that say a seat was taken already: by an earlier try of this same seating. */
const ALREADY = new Set(['seat_taken', 'game_full', 'already_seated']);

export interface ChallengeRequest {
  invite: string[];
  players?: 3 | 4;
  rules?: Record<string, unknown>;
  timeControl?: TimeControl | null;
  rated?: boolean;
  botsAllowed?: boolean;
}

export type ChallengeStatus = ChallengeRow['status'] | 'expired';

/** A challenge as its challenger and invitees read it. */
export interface ChallengeView {
  id: string;
  players: number;
  rules: Record<string, unknown>;
  timeControl: TimeControl | null;
  rated: boolean;
  botsAllowed: boolean;
  status: ChallengeStatus;
  gameId: string | null;
  createdAt: string;
  expiresAt: string;
  challenger: ChallengeSeat;
  invitees: ChallengeSeat[];
}

/**
 * Challenges (issue 49): a player invites named players (people or bots) to a new table; each
 * invitee hears `challenge` on its player stream and accepts or declines; once all accepted, the
 * game is created and every one of them seated through the lobby, exactly as joins with their
 * player tokens (the challenger at seat 0), so its `game_started` follows on the same streams.
 */
@Injectable()
export class ChallengesService {
  constructor(
    private readonly store: ChallengesStore,
    private readonly lobby: LobbyService,
    private readonly messages: PlayerMessages,
    private readonly limits: BotLimits,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A new challenge from `network`: its game counts against the address's
   * GAMES_PER_ADDRESS_PER_HOUR from now (while open, then as the game it makes), as POST /games.
   */
  async create(player: PlayerRef, request: ChallengeRequest, network: string) {
    // Player ids are read in any case, as GET /players/{id} reads them.
    const input = { ...request, invite: request.invite.map((id) => id.toLowerCase()) };
    const players = input.players ?? ((input.invite.length + 1) as 3 | 4);
    const rules = checkedRules({ players, rules: input.rules });
    const now = this.clock.now();
    const rated = input.rated ?? false;
    if (rated) oldEnoughToChallenge(player, 'challenger', now, this.config.ratedPlayerMinAgeMs);
    await this.checkInvitees(player, input, players);
    await this.limits.mayTakeAGame(player);
    const quota = await this.lobby.quotaOf(network, now);
    const id = randomUUID();
    const appended = await this.store.transaction(async (run) => {
      const full = await this.store.fullSince(run, quota);
      if (full) throw this.lobby.tooManyGames(full, now, 'challenge');
      mayChallengeMore(await this.store.openOf(run, player.id, input.invite, now), now);
      await this.store.create(run, {
        id,
        challengerId: player.id,
        players,
        rules: rules as unknown as Record<string, unknown>,
        timeControl: input.timeControl ?? null,
        rated,
        botsAllowed: input.botsAllowed ?? false,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
        invitees: input.invite.map((playerId, i) => ({ playerId, seat: i + 1 })),
        creator: quota.creator,
      });
      const note = { id, challengerId: player.id, status: 'open' };
      return this.messages.append(
        run,
        input.invite.map((p) => challengeMessage(p, note, now)),
      );
    });
    this.messages.told(appended);
    return this.get(player, id);
  }

  /** Distinct existing players, not the challenger, one per other seat, of kinds that may mix. */
  private async checkInvitees(player: PlayerRef, input: ChallengeRequest, players: number) {
    const ids = input.invite;
    if (ids.length !== players - 1) {
      throw badInvitees(`A table of ${players} takes ${players - 1} invitees.`);
    }
    if (new Set(ids).size !== ids.length || ids.includes(player.id)) {
      throw badInvitees('Invite each other player once, and not yourself.');
    }
    const found = await this.store.players(ids);
    const missing = ids.find((id) => !found.some((p) => p.id === id));
    if (missing) throw badInvitees(`No player ${missing}.`);
    if (found.some((p) => p.botLevel !== null)) {
      throw badInvitees("The service's computer players are seated with POST /games/{id}/bots.");
    }
    // An untimed game never ends while its people stay silent, holding the bot's seat for good.
    const clock = clockOf(input.rated ?? false, input.timeControl);
    const seatsABot = player.kind === 'bot' || found.some((p) => p.kind === 'bot');
    if (seatsABot && clock === null) throw clockRequired();
    const seats = [{ botLevel: null, botAccount: player.kind === 'bot' }];
    const game = { rated: input.rated ?? false, botsAllowed: input.botsAllowed ?? false };
    for (const p of found) {
      mayMixKinds(game, seats, { botLevel: null, botAccount: p.kind === 'bot' });
      seats.push({ botLevel: null, botAccount: p.kind === 'bot' });
    }
  }

  /** The challenge, to its challenger and invitees only (404 for anyone else). */
  async get(player: PlayerRef, id: string): Promise<ChallengeView> {
    const row = UUID.test(id) ? await this.store.byId(id) : null;
    if (!row || !concerns(row, player.id)) throw challengeNotFound(id);
    return this.viewOf(row);
  }

  /** Declines; an invitee who accepted already is refused (409 `challenge_answered`). */
  async decline(player: PlayerRef, id: string): Promise<ChallengeView> {
    const now = this.clock.now();
    const appended = await this.answer(player, id, 'declined', async (run, row) => {
      await this.store.settle(run, id, 'declined', null);
      const note = { id, challengerId: row.challenger.playerId, status: 'declined' };
      const told = [row.challenger, ...row.invitees].filter((s) => s.playerId !== player.id);
      return this.messages.append(
        run,
        told.map((s) => challengeMessage(s.playerId, note, now)),
      );
    });
    this.messages.told(appended);
    return this.get(player, id);
  }

  /** Accepts; the last acceptance seats the game (and a repeated one finishes a cut seating). */
  async accept(player: PlayerRef, id: string): Promise<ChallengeView> {
    // Only those it concerns learn of it (the bot's bound too); rated: invitees old enough too.
    const asked = await this.get(player, id);
    const minAge = this.config.ratedPlayerMinAgeMs;
    if (asked.rated) oldEnoughToChallenge(player, 'invitee', this.clock.now(), minAge);
    await this.limits.mayTakeAGame(player);
    await this.answer(player, id, 'accepted', async (run, row) => {
      const others = row.invitees.filter((s) => s.playerId !== player.id);
      if (others.every((s) => s.answer === 'accepted')) {
        await this.everyBotHasRoom(row);
        await this.store.settle(run, id, 'accepted', randomUUID());
      }
      return new Map();
    });
    const row = (await this.store.byId(id))!;
    if (row.status === 'accepted' && !row.seated) await this.seat(row);
    return this.get(player, id);
  }

  /**
   * Before the last acceptance settles the challenge: a bot account of it at its bound refuses
   * it (409 `player_at_game_limit`, the answer not recorded). The seat decision counts again under
   * the bot's lock (lobby.service.ts), which a concurrent seating may still hit.
   */
  private async everyBotHasRoom(row: ChallengeRow): Promise<void> {
    for (const s of [row.challenger, ...row.invitees]) {
      if (s.kind !== 'bot') continue;
      if ((await this.store.openGamesOf(s.playerId)) >= BOT_OPEN_GAMES) {
        throw playerAtGameLimit(row.id, s.playerId, BOT_OPEN_GAMES);
      }
    }
  }

  private async answer(
    player: PlayerRef,
    id: string,
    answer: 'accepted' | 'declined',
    settle: (
      run: Parameters<Parameters<ChallengesStore['transaction']>[0]>[0],
      row: ChallengeRow,
    ) => Promise<Map<string, number>>,
  ): Promise<Map<string, number>> {
    if (!UUID.test(id)) throw challengeNotFound(id);
    return this.store.transaction(async (run) => {
      if (!(await this.store.lock(run, id))) throw challengeNotFound(id);
      const row = (await this.store.byId(id, run))!;
      if (!concerns(row, player.id)) throw challengeNotFound(id);
      const mine = row.invitees.find((s) => s.playerId === player.id);
      if (!mine) throw notInvited(id);
      const status = this.statusOf(row);
      // Accepting again an accepted challenge is how a seating cut short is finished.
      if (status === 'accepted' && answer === 'accepted') return new Map();
      if (status !== 'open') throw notOpen(id, status);
      if (mine.answer === 'accepted' && answer === 'declined') throw alreadyAccepted(id);
      if (!(await this.store.answer(run, id, player.id, answer))) return new Map();
      return settle(run, row);
    });
  }

  /**
   * Creates the game (counted against the challenger's address) and seats everyone through the
   * lobby; each step is idempotent. Bot accounts first: one at its bound (a concurrent seating
   * took its last room) then stops the seating before any person sits, with 409
   * `player_at_game_limit`; the challenge stays accepted and a repeated accept seats the rest.
   */
  private async seat(row: ChallengeRow): Promise<void> {
    const gameId = row.gameId!;
    await this.lobby.createMatchedGame(
      gameId,
      {
        players: row.players as 3 | 4,
        rules: row.rules,
        timeControl: row.timeControl,
        rated: row.rated,
        botsAllowed: row.botsAllowed,
      },
      row.creator,
    );
    const everyone = [row.challenger, ...row.invitees];
    const order = [
      ...everyone.filter((s) => s.kind === 'bot'),
      ...everyone.filter((s) => s.kind !== 'bot'),
    ];
    for (const s of order) {
      try {
        const bot = s.kind === 'bot';
        // No key: the seats' answers (their tokens) are no part of an acceptance's answer.
        await this.lobby.joinGame(gameId, s.name, null, s.seat, s.playerId, false, null, bot, null);
      } catch (error) {
        if (error instanceof ProblemError && error.code === 'too_many_bot_games') {
          throw playerAtGameLimit(row.id, s.playerId, BOT_OPEN_GAMES);
        }
        if (!(error instanceof ProblemError && ALREADY.has(error.code))) throw error;
      }
    }
    await this.store.markSeated(row.id);
  }

  private statusOf(row: ChallengeRow): ChallengeStatus {
    if (row.status === 'open' && row.expiresAt.getTime() <= this.clock.now().getTime()) {
      return 'expired';
    }
    return row.status;
  }

  private viewOf(row: ChallengeRow): ChallengeView {
    return {
      id: row.id,
      players: row.players,
      rules: row.rules,
      timeControl: row.timeControl,
      rated: row.rated,
      botsAllowed: row.botsAllowed,
      status: this.statusOf(row),
      gameId: row.gameId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      challenger: row.challenger,
      invitees: row.invitees,
    };
  }
}

function concerns(row: ChallengeRow, playerId: string): boolean {
  return row.challenger.playerId === playerId || row.invitees.some((s) => s.playerId === playerId);
}
