// Issue 48, item 8: the declarer's face-up talon stays on the page long enough to read (at least
// TALON_HOLD_MS, web/src/centre.tsx, after it was turned, however fast the declarer moves on), and
// the card given to the page's seat is marked in its hand, at 1280×800 in English and at 390×844 in
// Russian, axe clean. Seat 1 declares (it bids while seats 0 and 2 pass), moved through the API.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { moveOf, type GameView } from '../support/api.js';
import { seriousViolations } from './axe.js';
import { openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/** web/src/centre.tsx's TALON_HOLD_MS. */
const TALON_HOLD_MS = 4000;

describe('the talon and a given card', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('keeps the talon up to read and marks the card given to the seat', async () => {
    const z = await openSeatZero(web, {}, { viewport: { width: 1280, height: 800 } });
    const { page, api, gameId, tokens } = z;
    await page.locator('#hand').waitFor();
    const act = async (seat: number, action: Parameters<typeof moveOf>[0]) => {
      const { path, body } = moveOf(action);
      const res = await api.post(gameId, path, tokens[seat], body);
      expect([seat, res.status]).toEqual([seat, 200]);
      return res.body as GameView;
    };

    // The auction: seat 1 raises whenever it may, seats 0 and 2 pass.
    let view = await api.view(gameId);
    for (let i = 0; i < 20 && view.deal!.phase === 'bidding'; i++) {
      const seat = view.deal!.turn!;
      const mine = await api.view(gameId, tokens[seat]);
      const bid = mine.legalActions.find((a) => a.type === 'bid');
      view = await act(
        seat,
        seat === 1 && bid?.type === 'bid' ? { type: 'bid', amount: bid.min } : { type: 'pass' },
      );
    }
    expect([view.deal!.phase, view.deal!.declarer]).toEqual(['talon', 1]);

    const talon = page.locator('section.talon li:not(.back)');
    await talon.nth(2).waitFor();
    const turned = Date.now();

    const declarer = await api.view(gameId, tokens[1]);
    const give = declarer.legalActions.find((a) => a.type === 'give');
    if (give?.type !== 'give') throw new Error('seat 1 has no give');
    const [forZero, forTwo] = give.cards;
    await act(1, {
      type: 'give',
      transfers: [
        { toSeat: 0, card: forZero },
        { toSeat: 2, card: forTwo },
      ],
    });

    const marked = page.locator('#hand .card.given');
    await marked.waitFor();
    expect(await marked.getAttribute('aria-label')).toMatch(/, given to you$/);
    expect(await page.locator('#hand').textContent()).toContain('You received the');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.top select').selectOption('ru');
    expect(await marked.getAttribute('aria-label')).toMatch(/, отдана вам$/);
    expect(await seriousViolations(page)).toEqual([]);

    // The contract at once: the talon no longer matters, yet stays for the rest of its time.
    const contract = (await api.view(gameId, tokens[1])).legalActions.find(
      (a) => a.type === 'contract',
    );
    if (contract?.type !== 'contract') throw new Error('seat 1 has no contract to announce');
    await act(1, { type: 'contract', amount: contract.min });
    await page.locator('section.talon').waitFor({ state: 'detached', timeout: 15_000 });
    expect(Date.now() - turned).toBeGreaterThanOrEqual(TALON_HOLD_MS - 500);
    // The mark is for the talon and the contract: gone once the play begins.
    await marked.waitFor({ state: 'detached', timeout: 15_000 });
    await page.context().close();
  }, 60_000);
});
