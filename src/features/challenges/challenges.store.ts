import { Injectable } from '@nestjs/common';
import { DatabasePool, type StatementRunner } from '../../platform/database/database-pool.js';
import type { TimeControl } from '../../core/table/online-rules.js';
import type { AccountKind } from '../../core/table/player-kinds.js';
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
    });
    await run(SQL.INVITE, { id: c.id, invitees: JSON.stringify(c.invitees) });
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
