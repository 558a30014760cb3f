// A deal's proof once the game is over, however it ended (docs/rules.md, "Fairness"): the master
// secret, and the deal the end interrupted proved like any other. A forfeited or abandoned game
// showed `serverMaster: null` and answered 404 for that deal, whose deck could never be checked.
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { checkDeal, type ProofInput } from '../src/core/engine/index.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { FORFEIT_CLOCK, useOnlineApp } from './support/online.js';
import { moveBySeatToAct, surrenderDeal } from './support/openings.js';

type Proof = ProofInput & { deal: number; order: number[]; serverMaster: string | null };

const EVERY_CHECK = ['commitment', 'cut', 'serverSeedHash', 'serverMaster'];

describe('proofs once a game is over by a forfeit or abandoned', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock);

  const proofOf = (gameId: string, deal: number) =>
    request(o.api.server).get(`/api/v1/games/${gameId}/deals/${deal}/proof`);

  /** Deal `deal`'s proof, which must be served. */
  const proof = async (gameId: string, deal: number) =>
    (await proofOf(gameId, deal).expect(200)).body as Proof;

  /** The proof of deal `deal` must not be served (yet, or ever: `detail` tells which). */
  const notYet = async (
    gameId: string,
    deal: number,
    detail = 'has not been played to its end',
  ) => {
    const { body } = await proofOf(gameId, deal).expect(404);
    expect(body).toMatchObject({
      code: 'proof_not_available',
      detail: expect.stringContaining(detail),
    });
  };

  /** Every proof reveals the master committed to at creation, and checks out against it. */
  async function expectProven(gameId: string, deals: number, serverCommitment: string) {
    const proofs = [];
    for (let n = 1; n <= deals; n++) {
      const p = await proof(gameId, n);
      expect(p.serverMaster).toMatch(/^[0-9a-f]{64}$/);
      expect(createHash('sha256').update(p.serverMaster!).digest('hex')).toBe(serverCommitment);
      expect(p.serverCommitment).toBe(serverCommitment);
      expect(checkDeal(p)).toEqual({ checks: EVERY_CHECK, failed: null });
      proofs.push(p);
    }
    await notYet(gameId, deals + 1, 'was never dealt');
    return proofs;
  }

  it('forfeit: the running game reveals nothing; once over, every deal proves, the interrupted one too', async () => {
    const { gameId, tokens } = await o.api.startGame({ timeControl: FORFEIT_CLOCK });
    const table = { gameId, tokens };
    const { serverCommitment } = await surrenderDeal(o.api, table);
    const { seat, view: mine } = await moveBySeatToAct(o.api, table, () => ({ path: 'passes' }));
    const dealt = mine.deal!;
    expect(dealt.number).toBe(2);

    expect((await proof(gameId, 1)).serverMaster).toBeNull();
    await notYet(gameId, 2);
    const seen = [
      JSON.stringify(await o.api.view(gameId, tokens[seat])),
      JSON.stringify((await request(o.api.server).get(`/api/v1/games/${gameId}/events`)).body),
    ];

    const left = await o.api.post(gameId, 'leave', tokens[(seat + 1) % 3]).expect(200);
    expect(left.body.result).toEqual({ reason: 'forfeit', seat: (seat + 1) % 3 });
    const [, interrupted] = await expectProven(gameId, 2, serverCommitment!);
    expect(interrupted.commitment).toBe(dealt.commitment);
    const i = interrupted.order.indexOf(seat);
    expect(new Set(interrupted.deck.slice(7 * i, 7 * i + 7))).toEqual(new Set(dealt.hand));
    // Nothing the running game showed held the master or the interrupted deal's server seed.
    for (const text of seen) {
      expect(text).not.toContain(interrupted.serverMaster);
      expect(text).not.toContain(interrupted.secret);
    }
  });

  it('abandoned: the deal dealt before the table ended is proved, with the master', async () => {
    const game = await o.api.create({});
    const anna = await o.api.join(game.id, 'Anna');
    for (let i = 0; i < 2; i++) {
      await o.api.post(game.id, 'bots', null, { level: 'basic' }).expect(201);
    }
    // Anna plays a bidding choice before she leaves: the bots and the stand-in then finish the
    // deal, and the table, which nobody can come back to, waits with the next one dealt.
    await o.settle(game.id);
    const tokens: string[] = [];
    tokens[anna.seat] = anna.token;
    await o.personMove(game.id, tokens);
    await o.api.post(game.id, 'leave', anna.token).expect(200);
    await o.settle(game.id);
    const waiting = await o.api.view(game.id);
    expect(waiting.status).toBe('playing');
    const last = waiting.deal!.number;
    expect(last).toBeGreaterThan(1);
    expect((await proof(game.id, last - 1)).serverMaster).toBeNull();
    await notYet(game.id, last);

    await o.sweep();
    expect((await o.api.view(game.id)).result).toEqual({ reason: 'abandoned', seat: null });
    const proofs = await expectProven(game.id, last, game.serverCommitment!);
    expect(proofs[last - 1].commitment).toBe(waiting.deal!.commitment);
  });

  it('a game closed before it was dealt has no proof', async () => {
    const game = await o.api.create({});
    const anna = await o.api.join(game.id, 'Anna');
    await o.api.post(game.id, 'bots', null, { level: 'basic' }).expect(201);
    expect((await o.api.post(game.id, 'leave', anna.token).expect(200)).body.status).toBe('closed');
    await notYet(game.id, 1, 'was never dealt');
  });
});
