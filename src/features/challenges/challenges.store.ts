import { Injectable } from '@nestjs/common';
import { DatabasePool, type StatementRunner } from '../../platform/database/database-pool.js';
import type { TimeControl } from '../../core/table/online-rules.js';
import type { AccountKind } from '../../core/table/player-kinds.js';
import { fullSince, type CreatorQuota } from '../games/store/creator-quota.js';
import * as SQL from './challenge-statements.js';

/** One seat of a challenge: the challenger's (seat 0, accepted) or an invitee's. */
export interface ChallengeSeat {
  playerId: string;
  name: string;
  kind: AccountKind;
  seat: number;
  answer: 'pending' | 'accepted' | 'declined';
}

export interface ChallengeRow {
  id: string;
  players: number;
  rules: Record<string, unknown>;
  timeControl: TimeControl | null;
  rated: boolean;
  botsAllowed: boolean;
  status: 'open' | 'accepted' | 'declined';
  gameId: string | null;
  seated: boolean;
  /** The keyed hash of the challenger's address: its game counts against it (creator-quota.ts). */
  creator: string | null;
  createdAt: Date;
  expiresAt: Date;
  challenger: ChallengeSeat;
  invitees: ChallengeSeat[];
}

export interface NewChallenge {
  id: string;
  challengerId: string;
  players: number;
  rules: Record<string, unknown>;
  timeControl: TimeControl | null;
  rated: boolean;
  botsAllowed: boolean;
  createdAt: Date;
  expiresAt: Date;
  invitees: { playerId: string; seat: number }[];
  creator: string;
}

/** A challenger's open challenges: all, and those to its most invited invitee of a new one. */
export interface OpenChallenges {
  all: number;
  allFreeAt: Date | null;
  toOne: number;
  toWhom: string | null;
  toOneFreeAt: Date | null;
}

export interface KnownPlayer {
  id: string;
  name: string;
  kind: AccountKind;
  botLevel: string | null;
}

/** Challenges and their invitees. Knows no HTTP. */
@Injectable()
export class ChallengesStore {
  constructor(private readonly database: DatabasePool) {}

  transaction<T>(work: (run: StatementRunner) => Promise<T>): Promise<T> {
    return this.database.transaction(work);
  }

  players(ids: string[]): Promise<KnownPlayer[]> {
    return this.database.run(SQL.PLAYERS.rows<KnownPlayer>(), { ids });
  }

  async create(run: StatementRunner, c: NewChallenge): Promise<void> {
    await run(SQL.CREATE_CHALLENGE, {
      id: c.id,
      challengerId: c.challengerId,
      players: c.players,
      rules: JSON.stringify(c.rules),
      timeControl: c.timeControl === null ? null : JSON.stringify(c.timeControl),
      rated: c.rated,
      botsAllowed: c.botsAllowed,
      createdAt: c.createdAt.toISOString(),
      expiresAt: c.expiresAt.toISOString(),
      creator: c.creator,
    });
    await run(SQL.INVITE, { id: c.id, invitees: JSON.stringify(c.invitees) });
  }

  /** GAMES_PER_ADDRESS_PER_HOUR (creator-quota.ts): open challenges count as the games they make. */
  fullSince(run: StatementRunner, quota: CreatorQuota): Promise<Date | null> {
    return fullSince(run, quota);
  }

  /**
   * Locks the challenger's players row to the commit (its new challenges are counted one after
   * the other) and counts its open challenges at `now`, all and to each of `invite`.
   */
  async openOf(
    run: StatementRunner,
    challengerId: string,
    invite: string[],
    now: Date,
  ): Promise<OpenChallenges> {
    await run(SQL.LOCK_CHALLENGER, { challengerId });
    const at = now.toISOString();
    const [all] = await run(SQL.OPEN_CHALLENGES, { challengerId, at });
    const [one] = await run(SQL.OPEN_CHALLENGES_TO, { challengerId, at, invite });
    return {
      all: all?.n ?? 0,
      allFreeAt: all?.first ? new Date(all.first) : null,
      toOne: one?.n ?? 0,
      toWhom: one?.playerId ?? null,
      toOneFreeAt: one?.first ? new Date(one.first) : null,
    };
  }

  async byId(id: string, run?: StatementRunner): Promise<ChallengeRow | null> {
    const statement = SQL.CHALLENGE.rows<ChallengeRow>();
    const rows = run ? await run(statement, { id }) : await this.database.run(statement, { id });
    const row = rows[0];
    if (!row) return null;
    return { ...row, createdAt: new Date(row.createdAt), expiresAt: new Date(row.expiresAt) };
  }

  async lock(run: StatementRunner, id: string): Promise<boolean> {
    return (await run(SQL.LOCK_CHALLENGE, { id })).length === 1;
  }

  /** Records an invitee's answer; false when it had answered already. */
  async answer(run: StatementRunner, id: string, playerId: string, answer: string) {
    return (await run(SQL.ANSWER, { id, playerId, answer })).length === 1;
  }

  async settle(run: StatementRunner, id: string, status: string, gameId: string | null) {
    await run(SQL.SETTLE, { id, status, gameId });
  }

  async markSeated(id: string): Promise<void> {
    await this.database.run(SQL.MARK_SEATED, { id });
  }

  /** Unfinished games the player holds a seat of (a bot's concurrency bound). */
  async openGamesOf(playerId: string): Promise<number> {
    const [row] = await this.database.run(SQL.OPEN_GAMES_OF, { playerId });
    return row?.n ?? 0;
  }
}
