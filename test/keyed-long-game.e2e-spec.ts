import { describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { prismaOf } from './support/prisma.js';
import { hashToken } from '../src/platform/http/seat-token.js';
import { chooseMove, testRng, type GameView, type Move } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { seatToAct } from './support/openings.js';

/**
 * The SDK and the web table send an Idempotency-Key with every write. Once a seat had stored
 * IDEMPOTENT_ANSWERS_PER_CALLER answers, every keyed move of its answered 429
 * `too_many_idempotent_answers` (for an hour), so a long game could not be finished from the
 * official client (trial report A, section 5). Now the seat's oldest answers are forgotten
 * instead: the newest LIMIT are kept, and the stored rows stay within LIMIT plus the trim's slack
 * (a tenth of the bound, at least one: src/platform/idempotency/stored-counts.ts).
 */
describe('a seat that sends a key with every move, past the bound of its stored answers', () => {
  const LIMIT = 5;
  const SLACK = 1;
  const KEYED = 3 * LIMIT;
  const t = useTestApp({ idempotentAnswersPerCaller: LIMIT });

  it('is never refused; its newest keys replay, its oldest are forgotten', async () => {
    const { api } = t;
    const prisma = prismaOf(t.app);
    const rng = testRng(61);
    const { gameId, tokens } = await api.startGame({ name: 'long keyed game' });
    const table = { gameId, tokens };
    const seat = (await api.view(gameId)).deal!.turn!;
    const scope = `token:${hashToken(tokens[seat])}`;
    const rowId = (key: string) => createHash('sha256').update(`${scope}\n${key}`).digest('hex');
    const keyed: { key: string; move: Move; answer: GameView }[] = [];
    let owner: string | null = null;

    while (keyed.length < KEYED) {
      const turn = await seatToAct(api, table);
      const move = chooseMove(turn.view.legalActions, rng);
      if (turn.seat !== seat) {
        expect((await api.post(gameId, move.path, turn.token, move.body)).status).toBe(200);
        continue;
      }
      const key = randomUUID();
      const res = await api.post(gameId, move.path, turn.token, move.body, {
        'Idempotency-Key': key,
      });
      expect([keyed.length, res.status, res.body.code]).toEqual([keyed.length, 200, undefined]);
      keyed.push({ key, move, answer: res.body as GameView });
      owner ??= (await prisma.idempotencyRecord.findUniqueOrThrow({ where: { id: rowId(key) } }))
        .owner;
      const stored = await prisma.idempotencyRecord.count({ where: { owner } });
      expect(stored).toBeLessThanOrEqual(LIMIT + SLACK);
    }
    // Its turn no longer (a declarer moves twice in a row): a replay is then refused if decided again.
    for (let turn = await seatToAct(api, table); turn.seat === seat;) {
      const move = chooseMove(turn.view.legalActions, rng);
      expect((await api.post(gameId, move.path, turn.token, move.body)).status).toBe(200);
      turn = await seatToAct(api, table);
    }

    const replay = ({ key, move }: (typeof keyed)[number]) =>
      api.post(gameId, move.path, tokens[seat], move.body, { 'Idempotency-Key': key });
    // The newest LIMIT answers are kept: each retry answers its first answer again.
    for (const first of keyed.slice(-LIMIT)) {
      const again = await replay(first);
      expect([again.status, again.body]).toEqual([200, first.answer]);
    }
    // The oldest are forgotten: a retry is decided again, on today's state (not its turn).
    for (const first of keyed.slice(0, KEYED - LIMIT - SLACK)) {
      const again = await replay(first);
      expect(again.status).toBe(409);
      expect(again.body.code).not.toBe('too_many_idempotent_answers');
    }
    const rows = await prisma.idempotencyRecord.findMany({ where: { owner } });
    expect(rows.length).toBeLessThanOrEqual(LIMIT + SLACK);
    const kept = new Set(rows.map((r) => r.id));
    expect(keyed.slice(-LIMIT).filter(({ key }) => !kept.has(rowId(key)))).toEqual([]);
  });
});
