// Issue 42, item 4: analyses of finished deals are bounded per address (429 `too_many_analyses`)
// and kept, so a deal is computed once whoever asks and a kept one costs no worker.
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AnalysisPool } from '../src/features/bot-runner/analysis-pool.js';
import { clientNetwork } from '../src/platform/http/client-address.js';
import { testRng } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { freshLoopbackAddress, fromAddress } from './support/from-address.js';

/** Waits for `ready` to hold, checking every few ms; fails after `ms`. */
async function until(ready: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('GET /games/{id}/deals/{n}/analysis: the bound per address and the kept answer', () => {
  const t = useTestApp({}, { listen: true });

  /** Two deals of one game that had a play of the cards (not surrendered or redealt), over. */
  async function twoPlayedDeals(): Promise<{ gameId: string; deals: number[] }> {
    const { gameId, tokens } = await t.api.startGame();
    const rng = testRng(4207);
    const get = (path: string) => request(t.server).get(`/api/v1/games/${gameId}${path}`);
    const deals: number[] = [];
    for (let deal = 1; deals.length < 2; deal++) {
      if (deal > 8) throw new Error('no two deals with a play of the cards in eight');
      while (((await get('/score-table')).body.rows as unknown[]).length < deal) {
        await t.api.step(gameId, tokens, rng);
      }
      const replay = await get(`/deals/${deal}/replay`).expect(200);
      if ((replay.body.tricks as unknown[]).length > 0) deals.push(deal);
    }
    return { gameId, deals };
  }

  it('refuses an address a second analysis under way, shares a deal, and keeps it', async () => {
    const pool = t.app.get(AnalysisPool);
    const { gameId, deals } = await twoPlayedDeals();
    const [first, second] = deals;
    const url = (deal: number) => `${t.url}/api/v1/games/${gameId}/deals/${deal}/analysis`;
    const a = freshLoopbackAddress();
    const b = freshLoopbackAddress();
    const computed = pool.stats().decided;

    const asked = fromAddress(a, url(first), 'GET');
    await until(() => pool.underWay(clientNetwork(a)) === 1);
    const refused = await fromAddress(a, url(second), 'GET');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_analyses');
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.headers['retry-after']).toBe('5');
    // Another address asking for the same deal meanwhile shares the computation.
    const shared = fromAddress(b, url(first), 'GET');
    const [mine, theirs] = await Promise.all([asked, shared]);
    expect(mine.status).toBe(200);
    expect(theirs.body).toEqual(mine.body);
    expect(pool.stats().decided).toBe(computed + 1);

    // Kept: asked again, from either address, it is answered computing nothing.
    const kept = await fromAddress(a, url(first), 'GET');
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual(mine.body);
    expect(pool.stats().decided).toBe(computed + 1);
    // Every analysis request holds the address's place until answered, a kept one's too.
    const next = fromAddress(a, url(second), 'GET');
    await until(() => pool.underWay(clientNetwork(a)) === 1);
    expect((await fromAddress(a, url(first), 'GET')).status).toBe(429);
    const nextAnswer = await next;
    expect(nextAnswer.status).toBe(200);
    expect(pool.stats().decided).toBe(computed + 2);
    const again = await fromAddress(b, url(second), 'GET');
    expect(again.body).toEqual(nextAnswer.body);
    expect(pool.stats().decided).toBe(computed + 2);
    const rows = await t.prisma.dealAnalysis.findMany({ where: { gameId } });
    expect(rows.map((row) => row.deal).sort()).toEqual([first, second]);
  });
});
