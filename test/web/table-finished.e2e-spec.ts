// Issue 48, items 1, 4, 6, 7 and 9: a finished game opens on its result (the winner, each seat's
// place, total and rating change, then the whole score table with its header), reachable at
// 1280×800 and at 390×844, in English and in Russian, axe clean; the score table's columns fit a
// phone; and each player's My games names the table by its players and says the place they
// finished in (1st/2nd/3rd, not "lost") and what it did to their rating, at both sizes in both
// languages, axe clean.
//
// The game is a rated one of three players, played to its end through the API on stacked decks
// (seat 0 declares its marriages, so it reaches 1000 in a few deals); the page is the real client
// on seat 0, kept as seat 0's player.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Page } from 'playwright-core';
import type { GameView } from '../support/api.js';
import { GameClient, testRng } from '../support/api.js';
import { PlayerClient, type PlayerWithToken } from '../support/players.js';
import { StackedDeckFactory, stackedPolicy } from '../support/stacked-factory.js';
import { seriousViolations } from './axe.js';
import { LANGS, SIZES, chooseLanguage } from './each-way.js';
import { keepPlayer, keepSeat } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

/** A rated table of three players, seat i's player and seat token at [i]. */
interface RatedTable {
  api: GameClient;
  gameId: string;
  players: PlayerWithToken[];
  tokens: string[];
}

async function ratedTable(web: WebApp): Promise<RatedTable> {
  const api = new GameClient(web.t.app);
  const made = new PlayerClient(web.t.app.getHttpServer());
  const joined: PlayerWithToken[] = [];
  for (const name of ['Anna', 'Boris', 'Vera']) joined.push(await made.create(name));
  const game = await api.create({ rated: true }, joined[0].token);
  const players: PlayerWithToken[] = [];
  const tokens: string[] = [];
  for (const p of joined) {
    const seat = (await made.join(game.id, p.token, p.name).expect(201)).body;
    [players[seat.seat], tokens[seat.seat]] = [p, seat.token];
  }
  return { api, gameId: game.id, players, tokens };
}

async function playToTheEnd(z: RatedTable): Promise<GameView> {
  const rng = testRng(48);
  let view = await z.api.view(z.gameId);
  for (let moves = 0; view.status === 'playing' && moves < 3000; moves++) {
    const seat = view.deal!.turn;
    const move = stackedPolicy(seat, await z.api.view(z.gameId, z.tokens[seat]), rng);
    const res = await z.api.post(z.gameId, move.path, z.tokens[seat], move.body);
    if (res.status !== 200) throw new Error(`refused: ${JSON.stringify(res.body)}`);
    view = res.body as GameView;
  }
  return view;
}

interface Change {
  place: number;
  before: { ordinal: number };
  after: { ordinal: number };
}

/** What the game did to each seat's player, by their list of games (the service's own word). */
async function changesOf(web: WebApp, z: RatedTable): Promise<Change[]> {
  const changes: Change[] = [];
  for (const p of z.players) {
    const res = await request(web.t.app.getHttpServer())
      .get(`/api/v1/players/${p.id}/games?status=finished`)
      .expect(200);
    const game = res.body.games.find((g: { id: string }) => g.id === z.gameId);
    changes.push(game.ratingChange as Change);
  }
  return changes;
}

const shown = (c: Change) => `${c.before.ordinal.toFixed(1)} → ${c.after.ordinal.toFixed(1)}`;
const PLACE = { en: ['1st', '2nd', '3rd'], ru: ['1-е', '2-е', '3-е'] };
const FINISHED = {
  en: ['finished 1st', 'finished 2nd', 'finished 3rd'],
  ru: ['1-е место', '2-е место', '3-е место'],
};

/** The element, scrolled into view in its scroll area, lies wholly inside the viewport. */
async function reachable(page: Page, selector: string): Promise<boolean> {
  const box = await page
    .locator(selector)
    .first()
    .evaluate((el) => {
      el.scrollIntoView({ block: 'nearest' });
      return el.getBoundingClientRect().toJSON() as {
        top: number;
        left: number;
        bottom: number;
        right: number;
      };
    });
  const size = page.viewportSize()!;
  return (
    box.top >= 0 && box.left >= 0 && box.bottom <= size.height && box.right <= size.width + 0.5
  );
}

describe('the finished table', () => {
  let web: WebApp;
  let z: RatedTable;
  let changes: Change[];
  beforeAll(async () => {
    web = await startWebApp({}, { factory: new StackedDeckFactory() });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('opens on the winner, the places, the rating changes and the whole score table, at both sizes, in both languages', async () => {
    z = await ratedTable(web);
    const context = await web.browser.newContext({ viewport: SIZES[0] });
    await context.addInitScript(keepSeat(z.gameId, 0, z.tokens[0]));
    await context.addInitScript(keepPlayer(z.players[0]));
    const page = await context.newPage();
    await page.goto(`${web.base}/?game=${z.gameId}`);
    await page.locator('#hand').waitFor();
    const end = await playToTheEnd(z);
    expect(end.status).toBe('finished');
    changes = await changesOf(web, z);
    // The winner first, and somebody second (the place My games once listed as "lost").
    expect([changes[end.winner!].place, changes.some((c) => c.place === 2)]).toEqual([1, true]);
    await page.locator('#game-result').waitFor();
    // Each player's rating change, read from their lists of games once the result is up.
    await page.locator('.standings td.rating-change', { hasText: '→' }).nth(2).waitFor();
    const rows = page.locator('#final-scores tbody tr');
    expect(await rows.count()).toBeGreaterThan(1);
    const winnerLine = { en: 'wins the game!', ru: 'выигрывает партию!' };
    for (const lang of LANGS) {
      await chooseLanguage(page, lang);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const where = `${lang} ${size.width}x${size.height}`;
        // The result first: the winner, then the standings, first place first, each seat's
        // place and rating change as the service recorded them.
        expect([where, await page.locator('#result-title').textContent()]).toEqual([
          where,
          expect.stringContaining(winnerLine[lang]),
        ]);
        const standings = page.locator('.standings tbody tr');
        expect(await standings.first().getAttribute('data-seat')).toBe(String(end.winner));
        const read = await standings.evaluateAll((trs) =>
          trs.map((tr) => [
            Number(tr.getAttribute('data-seat')),
            tr.querySelector('td')?.textContent,
            tr.querySelector('.rating-change')?.textContent,
          ]),
        );
        expect([where, read]).toEqual([
          where,
          [...read]
            .map(([seat]) => seat as number)
            .map((seat) => [seat, PLACE[lang][changes[seat].place - 1], shown(changes[seat])]),
        ]);
        // Every part of the score table can be reached: its header, deal 1, the last deal.
        for (const part of [
          '#result-title',
          '#final-scores thead',
          '#final-scores tbody tr',
          '#final-scores tbody tr:last-child',
        ])
          expect([where, part, await reachable(page, part)]).toEqual([where, part, true]);
        // No sideways scroll: the three seats' columns fit the width.
        const wide = await page
          .locator('#final-scores table')
          .evaluate((el) => el.scrollWidth - el.clientWidth);
        expect([where, wide]).toEqual([where, 0]);
        // A finished game shows no connection state ("Reconnecting…" then "Live").
        expect(await page.locator('.status-bar .live').count()).toBe(0);
        expect([where, await seriousViolations(page)]).toEqual([where, []]);
      }
      // The drawer is reachable on the finished screen too, its columns fitting the width.
      const scoreTable = lang === 'en' ? 'Score table' : 'Запись игры';
      await page.locator('.status-bar').getByRole('button', { name: scoreTable }).click();
      const drawer = page.locator('dialog.drawer[open] #score-table table');
      await drawer.waitFor();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const where = `drawer ${lang} ${size.width}x${size.height}`;
        const wide = await drawer.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect([where, wide]).toEqual([where, 0]);
        expect(await page.locator('dialog.drawer[open] thead th').count()).toBe(4);
        expect([where, await seriousViolations(page)]).toEqual([where, []]);
      }
      await page.locator('dialog.drawer[open] .dialog-actions button').click();
      await page.locator('dialog.drawer[open]').waitFor({ state: 'detached' });
    }
    await context.close();
  }, 240_000);

  it("is in each player's My games: the table by its players, the place and the rating change", async () => {
    expect(changes).toHaveLength(3);
    const names = z.players.map((p) => p.name);
    for (const [seat, player] of z.players.entries()) {
      const context = await web.browser.newContext({ viewport: SIZES[0] });
      await context.addInitScript(keepPlayer(player));
      const page = await context.newPage();
      await page.goto(`${web.base}/?page=games`);
      await page.locator('.tabs button').nth(2).click();
      const item = page.locator(`#my-games[data-status="finished"] li[data-game="${z.gameId}"]`);
      await item.waitFor();
      const others = names.filter((_, s) => s !== seat).join(', ');
      for (const lang of LANGS) {
        await chooseLanguage(page, lang);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          const where = `${player.name} ${lang} ${size.width}x${size.height}`;
          const said = [
            await item.getByRole('link').textContent(),
            await item.locator('.place').textContent(),
          ];
          expect([where, said]).toEqual([
            where,
            [
              lang === 'en' ? `Table with ${others}` : `Стол: ${others}`,
              FINISHED[lang][changes[seat].place - 1],
            ],
          ]);
          expect(await item.innerText()).toContain(shown(changes[seat]));
          expect([where, await seriousViolations(page)]).toEqual([where, []]);
        }
      }
      await context.close();
    }
  }, 120_000);
});
