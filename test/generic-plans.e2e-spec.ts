// The statements run on every move and view are planned once per connection, not on every call
// (docs/performance-history.md, issue 47): PostgreSQL keeps planning a prepared statement anew
// while the plan it would keep looks dearer than the ones made for the values at hand, and
// game_versions and outbox_delivered did that on every call (100-120 us of its CPU each).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  GAME_VERSIONS,
  READ_GAME,
  WRITE_MOVE,
} from '../src/features/games/store/game-statements.js';
import type { NamedStatement } from '../src/platform/database/named-sql.js';
import { ADD } from '../src/platform/limits/client-counts.store.js';
import { NOTIFY } from '../src/platform/realtime/notices.store.js';
import { DELIVERED } from '../src/platform/realtime/outbox.store.js';

/** Runs a statement by name as the service's pool does, more times than PostgreSQL's 5 trial plans. */
async function runPrepared<P>(client: pg.Client, statement: NamedStatement<P>, params: P) {
  for (let i = 0; i < 8; i++) {
    await client.query({
      name: statement.name,
      text: statement.text,
      values: statement.values(params),
    });
  }
}

describe('the statements of a move and a view', () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const gameId = randomUUID();
  const cutoff = new Date().toISOString();

  beforeAll(async () => {
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it('are planned once and the plan kept (a generic plan), whatever the lists they are given', async () => {
    await runPrepared(client, GAME_VERSIONS, { gameIds: [gameId], cutoff });
    await runPrepared(client, DELIVERED, {
      gameIds: [gameId],
      gameSeqs: [1],
      playerIds: [],
      playerSeqs: [],
      ids: ['1'],
    });
    await runPrepared(client, READ_GAME, { gameId, tokenHash: 'x', cutoff });
    await runPrepared(client, WRITE_MOVE, {
      gameId,
      version: 1,
      moverToken: 'x',
      seat: 0,
      state: '{}',
      status: 'playing',
      winner: null,
      eventCount: 0,
      deadline: null,
      result: null,
      lastTimeout: null,
      seatFlags: '[]',
      action: '{}',
      afterSeq: 0,
      events: '[]',
      answerId: null,
      requestHash: null,
      answerStatus: null,
      answerBody: null,
      answerOwner: null,
      remember: false,
    });
    await runPrepared(client, ADD, {
      clients: [`plans-${gameId}`],
      windows: [0],
      counts: [1],
    });
    await runPrepared(client, NOTIFY, { channels: ['generic_plans_test'], notices: ['x'] });
    const { rows } = await client.query<{ name: string; generic_plans: string }>(
      'SELECT name, generic_plans FROM pg_prepared_statements',
    );
    const generic = Object.fromEntries(rows.map((r) => [r.name, Number(r.generic_plans)]));
    for (const name of [
      GAME_VERSIONS.name,
      DELIVERED.name,
      READ_GAME.name,
      WRITE_MOVE.name,
      ADD.name,
      NOTIFY.name,
    ]) {
      expect({ name, generic: generic[name] > 0 }).toEqual({ name, generic: true });
    }
  });
});
