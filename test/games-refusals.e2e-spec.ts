import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DEFAULT_RULES, newGame, type GameState } from '../src/core/engine/index.js';
import { IdempotencySweeper } from '../src/platform/idempotency/idempotency-sweeper.js';
import { IDEMPOTENCY_TTL_MS } from '../src/platform/idempotency/idempotency.service.js';
import { offered } from './support/api.js';
import { FixedSeedFactory } from './support/fixed-factory.js';
import { useTestApp } from './support/app-fixture.js';
import { passToTalon } from './support/openings.js';

/** A seed whose first deal satisfies `wanted`, found by asking the engine itself. */
/** The seats' seeds (docs/rules.md, "Fairness"): fixed here, so the decks are known in advance. */
const CLIENT_SEEDS = ['seat-0', 'seat-1', 'seat-2'];
const clientSeedFor = (name: string) => `seat-${name.replace('Player ', '')}`;

function findSeed(wanted: (state: GameState) => boolean): string {
  for (let i = 0; i < 10_000; i++) {
    const seed = `refusals-${i}`;
    const game = newGame({ rules: { ...DEFAULT_RULES }, seed, clientSeeds: CLIENT_SEEDS });
    if (wanted(game.state)) return seed;
  }
  throw new Error('no seed found');
}

const hasMarriage = (hand: string[]) =>
  ['S', 'C', 'D', 'H'].some((s) => hand.includes(`K${s}`) && hand.includes(`Q${s}`));

/** The opener (left of the dealer) holds a marriage and nobody holds four nines. */
const SEED = findSeed((s) => {
  const d = s.deal!;
  const opener = (d.dealer + 1) % 3;
  const fourNines = d.hands.some((h) => h.filter((c) => c.startsWith('9')).length === 4);
  return hasMarriage(d.hands[opener]) && !fourNines;
});

describe('games: every refusal is a problem and changes nothing', () => {
  // Its cases send 50 moves at once from one seat: they are about serialising moves, not about the
  // per-caller bound on requests in flight, which answered some of them 429 on a loaded machine.
  const t = useTestApp(
    { maxInFlightPerCaller: 64 },
    {
      factory: new FixedSeedFactory([SEED]),
      client: { clientSeedFor },
    },
  );

  async function snapshot(gameId: string) {
    const game = await t.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    const actions = await t.prisma.gameAction.count({ where: { gameId } });
    const events = await t.prisma.gameEvent.count({ where: { gameId } });
    return { version: game.version, state: JSON.stringify(game.state), actions, events };
  }

  async function expectRefused(
    gameId: string,
    send: () => Promise<request.Response>,
    status: number,
    code: string,
  ) {
    const before = await snapshot(gameId);
    const res = await send();
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(typeof res.body.detail).toBe('string');
    expect(await snapshot(gameId)).toEqual(before);
    return res;
  }

  /** Seats in bidding order for the first deal: opener, then the two who choose. */
  async function seats(gameId: string, tokens: string[]) {
    const view = await t.api.view(gameId, tokens[0]);
    const dealer = view.deal!.dealer;
    return { opener: (dealer + 1) % 3, first: (dealer + 2) % 3, second: dealer };
  }

  it("refuses a move without a token (401), with an unknown one (401) or another game's (401)", async () => {
    const { gameId, tokens } = await t.api.startGame();
    const other = await t.api.startGame();
    await expectRefused(gameId, () => t.api.post(gameId, 'passes', null), 401, 'missing_token');
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'passes', 'not-a-real-token'),
      401,
      'invalid_token',
    );
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'passes', other.tokens[0]),
      401,
      'invalid_token',
    );
    const malformed = await request(t.api.server)
      .post(`/api/v1/games/${gameId}/passes`)
      .set('Authorization', 'Basic abc')
      .expect(401);
    expect(malformed.body.code).toBe('invalid_token');
    // Every 401 names the scheme it wants (RFC 9110), and says when the token sent was no good.
    expect(malformed.headers['www-authenticate']).toBe(
      'Bearer realm="thousand", error="invalid_token"',
    );
    const none = await request(t.api.server).post(`/api/v1/games/${gameId}/passes`).expect(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="thousand"');
    // The token of another game does not even read this game as a seat.
    await request(t.api.server)
      .get(`/api/v1/games/${gameId}`)
      .set('Authorization', `Bearer ${other.tokens[1]}`)
      .expect(401);
    // The scheme's name is case-insensitive (RFC 9110): `bearer` reads the seat as `Bearer` does.
    const lower = await request(t.api.server)
      .get(`/api/v1/games/${gameId}`)
      .set('Authorization', `bearer ${tokens[1]}`)
      .expect(200);
    expect(lower.body.you).toBe(1);
    expect(tokens).toHaveLength(3);
  });

  it('answers 404 for an unknown game', async () => {
    const { tokens } = await t.api.startGame();
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await t.api.post(id, 'passes', tokens[0]);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('game_not_found');
      const read = await request(t.api.server).get(`/api/v1/games/${id}`).expect(404);
      expect(read.body.code).toBe('game_not_found');
      await request(t.api.server).get(`/api/v1/games/${id}/score-table`).expect(404);
      await request(t.api.server).get(`/api/v1/games/${id}/events`).expect(404);
      await request(t.api.server)
        .post(`/api/v1/games/${id}/players`)
        .send({ name: 'X' })
        .expect(404);
    }
  });

  it('answers 409 when the game is not running yet', async () => {
    const game = await t.api.create();
    const joined = await t.api.join(game.id, 'Early');
    await expectRefused(
      game.id,
      () => t.api.post(game.id, 'passes', joined.token),
      409,
      'game_not_running',
    );
  });

  it('answers 409 for not your turn and for the wrong phase', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const { opener, first } = await seats(gameId, tokens);
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'passes', tokens[opener]),
      409,
      'not_your_turn',
    );
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'plays', tokens[first], { card: 'AS' }),
      409,
      'wrong_phase',
    );
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'contract', tokens[first], { amount: 120 }),
      409,
      'wrong_phase',
    );
  });

  it('answers 422 for bids against the rules and 400 for malformed bodies', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const { first } = await seats(gameId, tokens);
    const tk = tokens[first];
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'bids', tk, { amount: 100 }),
      422,
      'bid_too_low',
    );
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'bids', tk, { amount: 107 }),
      422,
      'bid_not_multiple_of_step',
    );
    const view = await t.api.view(gameId, tk);
    const code = hasMarriage(view.deal!.hand!) ? null : 'bid_above_120_needs_marriage';
    if (code)
      await expectRefused(gameId, () => t.api.post(gameId, 'bids', tk, { amount: 125 }), 422, code);
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'bids', tk, { amount: 'lots' }),
      400,
      'validation_failed',
    );
    await expectRefused(gameId, () => t.api.post(gameId, 'bids', tk, {}), 400, 'validation_failed');
    await expectRefused(
      gameId,
      () =>
        request(t.api.server)
          .post(`/api/v1/games/${gameId}/bids`)
          .set('Authorization', `Bearer ${tk}`)
          .set('Content-Type', 'application/json')
          .send('{"amount":'),
      400,
      'malformed_json',
    );
  });

  it('answers 422 for card and marriage faults in play', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const { opener, first, second } = await seats(gameId, tokens);
    const talon = await passToTalon(t.api, { gameId, tokens });
    // The opener is declarer at 100, holds 10 cards, and must give two.
    expect(talon.declarer).toBe(opener);
    let view = talon.view;
    expect(view.deal!.talon).toHaveLength(3);
    const hand: string[] = view.deal!.hand!;
    const marriage = ['S', 'C', 'D', 'H'].find(
      (s) => hand.includes(`K${s}`) && hand.includes(`Q${s}`),
    )!;
    const keep = new Set([`K${marriage}`, `Q${marriage}`]);
    const giveable = hand.filter((c) => !keep.has(c));
    await expectRefused(
      gameId,
      () =>
        t.api.post(gameId, 'card-transfers', tokens[opener], {
          transfers: [
            { toSeat: first, card: giveable[0] },
            { toSeat: first, card: giveable[1] },
          ],
        }),
      422,
      'invalid_transfer',
    );
    const notMine = [
      '9S',
      'JS',
      'QS',
      'KS',
      '10S',
      'AS',
      '9C',
      'JC',
      'QC',
      'KC',
      '10C',
      'AC',
      '9D',
      'JD',
      'QD',
      'KD',
      '10D',
      'AD',
      '9H',
      'JH',
      'QH',
      'KH',
      '10H',
      'AH',
    ].find((c) => !hand.includes(c))!;
    await expectRefused(
      gameId,
      () =>
        t.api.post(gameId, 'card-transfers', tokens[opener], {
          transfers: [
            { toSeat: first, card: notMine },
            { toSeat: second, card: giveable[1] },
          ],
        }),
      422,
      'card_not_in_hand',
    );
    const gave = await t.api.post(gameId, 'card-transfers', tokens[opener], {
      transfers: [
        { toSeat: first, card: giveable[0] },
        { toSeat: second, card: giveable[1] },
      ],
    });
    expect(gave.status).toBe(200);
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'contract', tokens[opener], { amount: 95 }),
      400,
      'validation_failed',
    );
    const announced = await t.api.post(gameId, 'contract', tokens[opener], { amount: 100 });
    expect(announced.status).toBe(200);
    await expectRefused(
      gameId,
      () =>
        t.api.post(gameId, 'plays', tokens[opener], {
          card: `Q${marriage}`,
          declareMarriage: true,
        }),
      422,
      'marriage_not_allowed_on_first_trick',
    );
    const lead = await t.api.post(gameId, 'plays', tokens[opener], { card: `Q${marriage}` });
    expect(lead.status).toBe(200);
    // Too late, though the turn has passed on: "not your turn" said nothing of why (a trial).
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'surrender', tokens[opener]),
      422,
      'surrender_too_late',
    );
    view = await t.api.view(gameId, tokens[first]);
    const follower = view.deal!.hand!;
    const unplayable = follower.filter(
      (c) => !offered(view.legalActions, 'play')!.cards.includes(c),
    );
    if (unplayable.length) {
      const res = await expectRefused(
        gameId,
        () => t.api.post(gameId, 'plays', tokens[first], { card: unplayable[0] }),
        422,
        follower.some((c) => c.endsWith(marriage)) ? 'must_follow_suit' : 'must_play_trump',
      );
      expect(res.body.detail.length).toBeGreaterThan(10);
    }
    await expectRefused(
      gameId,
      () =>
        t.api.post(gameId, 'plays', tokens[first], {
          card: notMine === `K${marriage}` ? '9S' : `K${marriage}`,
        }),
      422,
      'card_not_in_hand',
    );
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'plays', tokens[first], { card: 'XX' }),
      400,
      'validation_failed',
    );
  });

  it('refuses a stale If-Match with 412 and accepts the current one', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const { first } = await seats(gameId, tokens);
    const read = await request(t.api.server).get(`/api/v1/games/${gameId}`).expect(200);
    const etag = read.headers.etag;
    expect(etag).toMatch(new RegExp(`^"${read.body.version}-p-[\\w-]{11}"$`));
    const res = await expectRefused(
      gameId,
      () =>
        t.api.post(gameId, 'passes', tokens[first], undefined, {
          'If-Match': `"${read.body.version - 1}"`,
        }),
      412,
      'version_mismatch',
    );
    expect(res.body.currentVersion).toBe(read.body.version);
    const ok = await t.api.post(gameId, 'passes', tokens[first], undefined, { 'If-Match': etag });
    expect(ok.status).toBe(200);
    expect(ok.headers.etag).toMatch(
      new RegExp(`^"${read.body.version + 1}-s${first}-[\\w-]{11}"$`),
    );
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'passes', tokens[first], undefined, { 'If-Match': 'garbage' }),
      400,
      'invalid_if_match',
    );
  });

  it('replays an Idempotency-Key retry without applying twice, and refuses a reused key', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const { first } = await seats(gameId, tokens);
    const key = { 'Idempotency-Key': `bid-${randomUUID()}` };
    const one = await t.api.post(gameId, 'bids', tokens[first], { amount: 105 }, key);
    expect(one.status).toBe(200);
    const before = await snapshot(gameId);
    const two = await t.api.post(gameId, 'bids', tokens[first], { amount: 105 }, key);
    expect(two.status).toBe(200);
    expect(two.body).toEqual(one.body);
    expect(two.headers.etag).toBe(one.headers.etag);
    expect(await snapshot(gameId)).toEqual(before);
    await expectRefused(
      gameId,
      () => t.api.post(gameId, 'bids', tokens[first], { amount: 110 }, key),
      422,
      'idempotency_key_reused',
    );
    const stored = await t.prisma.idempotencyRecord.findMany();
    expect(JSON.stringify(stored)).not.toContain(tokens[first]);
  });

  it('replays a join retried with the same key: one seat, the same token', async () => {
    const game = await t.api.create();
    const key = { 'Idempotency-Key': `join-${randomUUID()}` };
    const first = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/players`)
      .set(key)
      .send({ name: 'Ann' })
      .expect(201);
    const again = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/players`)
      .set(key)
      .send({ name: 'Ann' })
      .expect(201);
    expect(again.body.token).toBe(first.body.token);
    expect(await t.prisma.seat.count({ where: { gameId: game.id } })).toBe(1);
    const records = await t.prisma.idempotencyRecord.findMany();
    expect(JSON.stringify(records)).not.toContain(first.body.token);
    const other = await request(t.api.server)
      .post(`/api/v1/games/${game.id}/players`)
      .set(key)
      .send({ name: 'Bob' })
      .expect(422);
    expect(other.body.code).toBe('idempotency_key_reused');
  });

  it('answers concurrent retries of one key with one change and the same answer', async () => {
    const game = await t.api.create();
    const key = { 'Idempotency-Key': `race-${randomUUID()}` };
    const joins = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(t.api.server)
          .post(`/api/v1/games/${game.id}/players`)
          .set(key)
          .send({ name: 'Ann' }),
      ),
    );
    expect(joins.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(joins.map((r) => r.body.token)).size).toBe(1);
    expect(new Set(joins.map((r) => r.headers.etag)).size).toBe(1);
    expect(await t.prisma.seat.count({ where: { gameId: game.id } })).toBe(1);
  });

  it('forgets idempotent answers after a day', async () => {
    const key = { 'Idempotency-Key': `old-${randomUUID()}` };
    const first = await request(t.api.server)
      .post('/api/v1/games')
      .set(key)
      .send({ name: 'aged' })
      .expect(201);
    const sweeper = t.app.get(IdempotencySweeper);
    expect(await sweeper.sweep()).toBe(0);
    const later = new Date(Date.now() + IDEMPOTENCY_TTL_MS + 1000);
    expect(await sweeper.sweep(later)).toBeGreaterThanOrEqual(1);
    // The same key now creates a new game.
    const again = await request(t.api.server)
      .post('/api/v1/games')
      .set(key)
      .send({ name: 'aged' })
      .expect(201);
    expect(again.body.id).not.toBe(first.body.id);
  });

  it('creates one game for concurrent creates under one Idempotency-Key', async () => {
    const key = { 'Idempotency-Key': `create-${randomUUID()}` };
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        request(t.api.server).post('/api/v1/games').set(key).send({ name: 'once' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await t.prisma.game.count({ where: { id: results[0].body.id } })).toBe(1);
    expect(await t.prisma.game.count({ where: { name: 'once' } })).toBe(1);
  });

  it('serialises 50 concurrent conflicting moves: exactly one is applied', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const { first } = await seats(gameId, tokens);
    const before = await snapshot(gameId);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? t.api.post(gameId, 'passes', tokens[first])
          : t.api.post(gameId, 'bids', tokens[first], { amount: 105 + 5 * (i % 4) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const after = await snapshot(gameId);
    expect(after.version).toBe(before.version + 1);
    expect(after.actions).toBe(before.actions + 1);
  });

  it('serialises 50 concurrent moves with the same If-Match: one wins, the rest get 412 or 409', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const { first } = await seats(gameId, tokens);
    const { version } = await snapshot(gameId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.api.post(gameId, 'passes', tokens[first], undefined, { 'If-Match': `"${version}"` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 412)).toBe(true);
    expect((await snapshot(gameId)).version).toBe(version + 1);
  });
});
