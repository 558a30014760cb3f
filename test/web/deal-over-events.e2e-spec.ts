// Issue 26, problem 7: how each total changed is shown, not hidden. The end-of-deal dialog gives each
// seat's marriages and the score events of the deal (a third bolt with its −120, going onto and off
// the barrel, a collision on the barrel with its penalty, the dump truck), and the score drawer
// gives the same events on that deal's row, in English and in Russian.
//
// The deal is a real one, played through the service on stacked decks (seat 0 declares its
// marriages), and the page is the real client. A third bolt, the barrel, a collision and the dump
// truck take many deals of real play to reach, so the page's reads of the view and of the score
// table pass through page.route: the service's own answer, with that deal's row given the score
// events below in place of its own (a real first bolt beside a made-up third one would contradict
// it) and the third-bolt seat's `bolt` set, as the service sets it; everything else is untouched.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Route } from 'playwright-core';
import request from 'supertest';
import { testRng, type GameView } from '../support/api.js';
import { StackedDeckFactory, stackedPolicy } from '../support/stacked-factory.js';
import { openSeatZero, type SeatZero } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

interface Entry {
  seat: number;
  bolt: boolean;
  events: Record<string, unknown>[];
}
interface Row {
  deal: number;
  entries: Entry[];
}

/** The events deal 1's row is given, per seat. */
const EVENTS: Record<number, { bolt?: boolean; events: Record<string, unknown>[] }> = {
  0: { events: [{ type: 'barrel_on', points: 185, dealsLeft: 3 }] },
  1: { bolt: true, events: [{ type: 'third_bolt', points: -120 }, { type: 'barrel_off_lost' }] },
  2: {
    events: [
      { type: 'barrel_collision', points: -120 },
      { type: 'dump_truck', points: -555 },
    ],
  },
};

/** What the page prints for EVENTS (web/src/i18n-en.ts, i18n-ru.ts), per seat. */
const SHOWN: Record<string, string[][]> = {
  en: [
    ['onto the barrel (+185), 3 deals to win'],
    ['third bolt: −120', 'off the barrel, the place lost'],
    ['pushed off the barrel: −120', 'dump truck, exactly 555: −555'],
  ],
  ru: [
    ['на бочку (+185), раздачи: 3'],
    ['третий болт: −120', 'слетел(а) с бочки'],
    ['столкнули с бочки: −120', 'самосвал, ровно 555: −555'],
  ],
};

function withEvents(row: Row | undefined) {
  if (row?.deal !== 1) return;
  for (const entry of row.entries) {
    const added = EVENTS[entry.seat];
    entry.events = added.events;
    if (added.bolt) entry.bolt = true;
  }
}

/** Fulfils a read with the service's answer, deal 1's row given the events. */
async function addEvents(route: Route, edit: (body: Record<string, unknown>) => void) {
  const response = await route.fetch();
  const body = (await response.json()) as Record<string, unknown>;
  edit(body);
  await route.fulfill({ response, json: body });
}

async function routeScores(page: Page, gameId: string) {
  await page.route(
    (url) => url.pathname === `/api/v1/games/${gameId}`,
    (route) =>
      addEvents(route, (view) => withEvents((view.previousDeal as { row?: Row } | null)?.row)),
  );
  await page.route(
    (url) => url.pathname === `/api/v1/games/${gameId}/score-table`,
    (route) =>
      addEvents(route, (table) => {
        const rows = table.rows as Row[];
        rows.forEach(withEvents);
        // Deals 10 to 12 too, as deal 1 again: their numbers must fit their column.
        if (rows[0]) rows.push(...[10, 11, 12].map((deal) => ({ ...rows[0], deal })));
      }),
  );
}

/** Plays deal 1 through the API (stackedPolicy), the page following every move; answers the
 * marriages each seat declared. */
async function playDealOne(z: SeatZero): Promise<number[]> {
  const rng = testRng(7);
  const declared = [0, 0, 0];
  for (let view: GameView = await z.api.view(z.gameId); view.deal?.number === 1;) {
    declared.fill(0);
    for (const m of view.deal.marriages) declared[m.seat] += m.value;
    const seat = view.deal.turn;
    const move = stackedPolicy(seat, await z.api.view(z.gameId, z.tokens[seat]), rng);
    const res = await z.api.post(z.gameId, move.path, z.tokens[seat], move.body);
    if (res.status !== 200) throw new Error(`refused: ${JSON.stringify(res.body)}`);
    view = res.body as GameView;
    // The page sees every view of the deal, so it knows the marriages as they were declared.
    await z.page.locator(`#game[data-version="${view.version}"]`).waitFor();
  }
  return declared;
}

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

describe('the score events of a deal in the web client', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('lists marriages, bolts, the barrel, collisions and the dump truck', async () => {
    const z = await openSeatZero(web, {}, {}, routeScores);
    const { page } = z;
    await page.locator('#hand').waitFor();
    const declared = await playDealOne(z);
    expect(declared[0]).toBeGreaterThan(0);

    const dialog = page.locator('#previous-deal[data-deal="1"]');
    await dialog.waitFor();
    for (const lang of ['en', 'ru']) {
      await page.locator('.top select').selectOption(lang);
      await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
      // The dialog's rows are the seats in order: card points, marriages, score, total.
      const rows = dialog.locator('tbody tr');
      expect(await rows.count()).toBe(3);
      for (let seat = 0; seat < 3; seat++) {
        const cells = rows.nth(seat).locator('td');
        expect(await cells.nth(1).textContent()).toBe(declared[seat] ? `${declared[seat]}` : '—');
        const events = await cells.nth(2).locator('li').allTextContents();
        expect(events).toEqual(SHOWN[lang][seat]);
      }
      // The third bolt says itself, with its points, rather than a bare "(bolt)".
      expect(await rows.nth(1).locator('td').nth(2).textContent()).toBe(SHOWN[lang][1].join(''));

      const scoreTable = lang === 'en' ? 'Score table' : 'Запись игры';
      await page.locator('.status-bar').getByRole('button', { name: scoreTable }).click();
      const drawer = page.locator('dialog.drawer[open] #score-table');
      await drawer.waitFor();
      const deal1 = drawer.locator('tbody tr').first();
      expect(await deal1.locator('th').textContent()).toBe('1');
      // Each deal's number on one line (a trial saw 10 and up broken into two at 1280x800).
      // (A string: the specs are compiled without the DOM's types.)
      const lines = await page.evaluate(`[...document.querySelectorAll(
        'dialog.drawer[open] #score-table tbody th')].map((th) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          return [th.textContent, range.getClientRects().length];
        })`);
      expect(lines).toEqual([
        ['1', 1],
        ['10', 1],
        ['11', 1],
        ['12', 1],
      ]);
      for (let seat = 0; seat < 3; seat++)
        expect(await deal1.locator('td').nth(seat).locator('li').allTextContents()).toEqual(
          SHOWN[lang][seat],
        );
      // The declarer's cell says whose contract it was and how it went; no other cell does.
      const marks = await deal1
        .locator('td')
        .evaluateAll((cells) => cells.map((c) => c.querySelector('.contract-mark')?.textContent));
      const table = await request(web.t.app.getHttpServer())
        .get(`/api/v1/games/${z.gameId}/score-table`)
        .expect(200);
      const row = table.body.rows[0] as { declarer: number; contract: number; result: string };
      const how = {
        en: { made: 'made', failed: 'failed' },
        ru: { made: 'сыгран', failed: 'не сыгран' },
      };
      const said = `${lang === 'en' ? 'contract' : 'заказ'} ${row.contract}: ${how[lang as 'en'][row.result as 'made']}`;
      expect(marks).toEqual([0, 1, 2].map((seat) => (seat === row.declarer ? said : undefined)));
      await page.locator('dialog.drawer[open] .dialog-actions button').click();
      await page.locator('dialog.drawer[open]').waitFor({ state: 'detached' });
    }
    expect(await texts(page, '#previous-deal h2')).toEqual(['Раздача 1 окончена']);
  }, 120_000);
});
