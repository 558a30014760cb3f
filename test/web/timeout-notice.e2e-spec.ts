// Issue 48, item 3: when a seat's clock runs out and a computer moves for it, the page says so
// (from the log's turn_timed_out), naming that seat, at 1280×800 and 390×844, in English and in
// Russian, axe clean in each.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { eachWay } from './each-way.js';
import { openSeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/** The notice in each language; the name is the seat's (seats join as "Player <n>"). */
const SAID = {
  en: /^(Player \d)’s time ran out: a computer moved for them\.$/,
  ru: /^(Player \d): время вышло, за игрока походил компьютер\.$/,
};

describe('a clock that ran out', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('is told on the page, naming the seat a computer moved for', async () => {
    const timeControl = { moveSeconds: 5, onTimeout: 'bot' };
    const z = await openSeatZero(web, { timeControl }, { viewport: { width: 1280, height: 800 } });
    const { page } = z;
    await page.locator('#hand').waitFor();
    const first = (await z.api.view(z.gameId)).deal!.turn;
    const notice = page.locator('#timeout-notice');
    await page.locator('#timeout-notice:not(:empty)').waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toBe(
      `Player ${first}’s time ran out: a computer moved for them.`,
    );
    // Nobody moves at this table, so each seat's clock runs out in turn (every 5 s) and the
    // notice may name the next one by the time it is read: each name read must be one the log
    // says ran out.
    const named = new Set<string>();
    await eachWay(page, async (lang, where) => {
      const said = (await notice.textContent()) ?? '';
      expect([where, said]).toEqual([where, expect.stringMatching(SAID[lang])]);
      named.add(SAID[lang].exec(said)![1]);
    });
    const log = await request(web.t.app.getHttpServer())
      .get(`/api/v1/games/${z.gameId}/events`)
      .expect(200);
    const ranOut = (log.body.events as { type: string; data: { seat: number } }[])
      .filter((e) => e.type === 'turn_timed_out')
      .map((e) => `Player ${e.data.seat}`);
    expect([...named].filter((name) => !ranOut.includes(name))).toEqual([]);
  }, 60_000);
});
