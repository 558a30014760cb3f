import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/app/openapi/document.js';
import { useTestApp } from './support/app-fixture.js';

type Operation = { operationId: string; security?: Record<string, string[]>[] };

/** A body each operation accepts, so that only the missing token can refuse it. */
const BODIES: Record<string, unknown> = {
  bid: { amount: 105 },
  giveCards: {
    transfers: [
      { toSeat: 1, card: '9S' },
      { toSeat: 2, card: '9C' },
    ],
  },
  announceContract: { amount: 110 },
  playCard: { card: 'AH' },
  act: { type: 'pass' },
  addBot: { level: 'random' },
  joinGame: { name: 'Probe' },
};

/** Streams stay open; their optional token is exercised by the stream tests. */
const SKIPPED = new Set(['streamGame', 'streamPlayer', 'liveness', 'readiness']);

describe('the OpenAPI security of every operation matches what it does without a token', () => {
  const t = useTestApp();
  let operations: { method: string; path: string; op: Operation }[];
  let gameId: string;

  beforeAll(async () => {
    const doc = buildOpenApiDocument(t.app) as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method, path, op })),
    );
    gameId = (await t.api.startGame()).gameId;
  });
  it('declares a seat token required exactly where a request without one gets 401 missing_token', async () => {
    const seen: Record<string, string> = {};
    for (const { method, path, op } of operations) {
      if (SKIPPED.has(op.operationId)) continue;
      const url = path.replace('{gameId}', gameId).replace('{deal}', '1');
      const call = request(t.app.getHttpServer())[method as 'get' | 'post' | 'patch'](url);
      const res = await (method === 'get' ? call : call.send(BODIES[op.operationId] ?? {}));
      const refused = res.status === 401 && res.body.code === 'missing_token';
      // A player token is a bearer token too (the `player` scheme): the same classes apply.
      const security = JSON.stringify(op.security ?? []).replace(/"player"/g, '"bearer"');
      const declared =
        security === '[{"bearer":[]}]'
          ? 'required'
          : security === '[{},{"bearer":[]}]'
            ? 'optional'
            : security === '[]'
              ? 'none'
              : security;
      seen[op.operationId] = `${declared}:${refused ? 'refused' : 'answered'}`;
      expect([
        `${op.operationId} required:refused`,
        `${op.operationId} optional:answered`,
        `${op.operationId} none:answered`,
      ]).toContain(`${op.operationId} ${seen[op.operationId]}`);
    }
    expect(seen).toMatchObject({
      getGame: 'optional:answered',
      listEvents: 'optional:answered',
      getHint: 'required:refused',
      playCard: 'required:refused',
      act: 'required:refused',
      // A player token makes its player the game's creator; a rated game takes a bot only with a
      // seated player's or its creator's token (an unrated one, as here, from anyone).
      createGame: 'optional:answered',
      addBot: 'optional:answered',
      joinGame: 'optional:answered',
      createPlayer: 'none:answered',
      getMe: 'required:refused',
      renameMe: 'required:refused',
      newPlayerToken: 'required:refused',
    });
  });

  it('declares the stream optional: spectators need no token', () => {
    const stream = operations.find((o) => o.op.operationId === 'streamGame')!;
    expect(stream.op.security).toEqual([{}, { bearer: [] }]);
  });
});
