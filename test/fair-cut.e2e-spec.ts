import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { checkDeal, type ProofInput } from '../src/core/engine/index.js';
import { prismaOf } from './support/prisma.js';
import type { DealReplayDto } from '../clients/ts/src/index.js';
import { useTestApp } from './support/app-fixture.js';
import { surrenderDeal } from './support/openings.js';

// The cut through the API (docs/rules.md, "Fairness"): the commitment before any seat, seeds sent
// when joining, the dealer's cut, and a proof that recomputes the deck.
describe('the cut: a deck nobody chooses alone', () => {
  const t = useTestApp();

  const join = (gameId: string, body: Record<string, unknown>) =>
    request(t.api.server).post(`/api/v1/games/${gameId}/players`).send(body);

  it('commits before any seed, takes seeds and the dealer’s cut, and proves the deck', async () => {
    const created = await t.api.create({ name: 'fair' });
    expect(created.serverCommitment).toMatch(/^[0-9a-f]{64}$/);
    const bad = await join(created.id, { name: 'Eve', clientSeed: 'has space' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('clientSeed');
    const tokens: string[] = [];
    for (const [name, clientSeed] of [
      ['Anna', 'anna-seed'],
      ['Boris', undefined],
      ['Clara', 'clara_seed'],
    ]) {
      const joined = (await join(created.id, { name, clientSeed }).expect(201)).body;
      tokens[joined.seat] = joined.token;
    }
    const stored = await prismaOf(t.app).seat.findMany({
      where: { gameId: created.id },
      orderBy: { seat: 'asc' },
    });
    expect(stored.map((s) => s.clientSeed)).toEqual(['anna-seed', null, 'clara_seed']);

    const view = await t.api.view(created.id);
    expect(view.serverCommitment).toBe(created.serverCommitment);
    const { dealer } = view.deal!;
    const nextCut = view.deal!.nextCut!;
    expect(nextCut).toMatchObject({ seat: dealer, made: false });
    const other = (dealer + 1) % 3;
    const refused = await t.api
      .post(created.id, 'cuts', tokens[other], { seed: 'mine' })
      .expect(409);
    expect(refused.body.code).toBe('not_the_cutter');
    await t.api.post(created.id, 'cuts', tokens[dealer], { seed: '' }).expect(400);
    const cut = await t.api
      .post(created.id, 'cuts', tokens[dealer], { seed: 'the-cut' })
      .expect(200);
    expect(cut.body.deal.nextCut.made).toBe(true);
    await t.api.post(created.id, 'cuts', tokens[dealer], { seed: 'again' }).expect(409);

    const table = { gameId: created.id, tokens };
    await surrenderDeal(t.api, table);
    const afterTwo = await surrenderDeal(t.api, table);
    expect(afterTwo.deal!.number).toBe(3);
    const proof = (
      await request(t.api.server).get(`/api/v1/games/${created.id}/deals/2/proof`).expect(200)
    ).body as ProofInput & { serverMaster: string | null };
    expect(proof.serverSeedHash).toBe(nextCut.serverSeedHash);
    expect(proof.seeds).toEqual([
      { seat: 0, seed: 'anna-seed', by: 'player' },
      { seat: 1, seed: expect.stringMatching(/^[0-9a-f]{32}$/), by: 'service' },
      { seat: 2, seed: 'clara_seed', by: 'player' },
    ]);
    expect(proof.cut).toEqual({ seat: dealer, seed: 'the-cut', by: 'player' });
    expect(proof.serverMaster).toBeNull();
    expect(checkDeal(proof)).toEqual({
      checks: ['commitment', 'cut', 'serverSeedHash'],
      failed: null,
    });
    const replay = (
      await request(t.api.server).get(`/api/v1/games/${created.id}/deals/2/replay`).expect(200)
    ).body as DealReplayDto;
    expect(replay.cut).toEqual(proof.cut);
    expect(replay.seeds).toEqual(proof.seeds);
    expect([...replay.hands.flatMap((h) => h.cards), ...replay.talon]).toEqual(proof.deck);
    expect(replay).toMatchObject({ surrendered: true, tricks: [], passes: [], contract: null });
    const running = await request(t.api.server)
      .get(`/api/v1/games/${created.id}/deals/3/replay`)
      .expect(404);
    expect(running.body.code).toBe('replay_not_available');
    const first = (
      await request(t.api.server).get(`/api/v1/games/${created.id}/deals/1/proof`).expect(200)
    ).body as ProofInput;
    expect(first.cut!.by).toBe('service');
    expect(checkDeal(first).failed).toBeNull();
  });
});
