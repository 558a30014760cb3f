// Online play in the web client (docs/online-play.md): a timed private table shows the turn clock
// counting down to the view's deadline; leaving a running game leaves a bot in the seat, shown as
// away; a forfeit (leaving under the `forfeit` time control) ends the game with its winner, and
// Rematch seats the person at the same seat of the new game. axe finds no serious or critical
// violation on the table with these controls.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { seriousViolations } from './axe.js';
import { storedSeat } from './table-page.js';
import { startWebApp, type WebApp } from './web-app.js';

interface Online {
  moveSeconds?: number;
  onTimeout?: 'bot' | 'forfeit';
  private?: boolean;
  /** Computer players (2 by default; with fewer the table waits for people). */
  bots?: number;
}

/** Creates a table with two bots from the lobby's form, with the online options given. */
async function createOnline(page: Page, base: string, me: string, online: Online) {
  await page.goto(`${base}/`);
  await page.getByLabel('Your name').fill(me);
  await page.getByLabel('Computer players').selectOption(String(online.bots ?? 2));
  if (online.moveSeconds) {
    await page.getByLabel('No time limit').uncheck();
    await page.getByLabel('Seconds per move').fill(String(online.moveSeconds));
    await page.getByLabel('When the time runs out').selectOption(online.onTimeout ?? 'bot');
  }
  if (online.private) await page.getByLabel(/^Private table/).check();
  await page.getByRole('button', { name: 'Create and sit down' }).click();
  await page.locator(online.bots === undefined ? '#hand' : '#game').waitFor();
  const gameId = new URL(page.url()).searchParams.get('game');
  if (!gameId) throw new Error(`no game in ${page.url()}`);
  return gameId;
}

/** Leaves the table through the confirm step. */
async function leave(page: Page, confirm = /^Leave for good\?/) {
  await page.getByRole('button', { name: 'Leave the table' }).click();
  await page.getByText(confirm).waitFor();
  await page.getByRole('button', { name: 'Stay' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  await page.getByRole('button', { name: 'Yes, leave' }).click();
}

describe('the web client for online play', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('creates a timed private table and counts down to the deadline of the seat to act', async () => {
    const page = await (await web.browser.newContext()).newPage();
    const gameId = await createOnline(page, web.base, 'Irina', {
      moveSeconds: 60,
      private: true,
    });
    const { seat, token } = await storedSeat(page, gameId);
    const listed = await request(web.base).get('/api/v1/games').expect(200);
    expect(JSON.stringify(listed.body)).not.toContain(gameId);

    // Bots move at once, so the clock that runs is the person's.
    const countdown = page.locator('.countdown');
    await countdown.waitFor();
    const view = (
      await request(web.base)
        .get(`/api/v1/games/${gameId}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200)
    ).body;
    expect(view.visibility).toBe('private');
    expect(view.timeControl).toEqual({ moveSeconds: 60, onTimeout: 'bot' });
    expect(view.deal.turn).toBe(seat);
    expect(await countdown.getAttribute('data-deadline')).toBe(view.deal.deadline);
    const left = Math.ceil((Date.parse(view.deal.deadline) - Date.now()) / 1000);
    const first = await countdown.textContent();
    const seconds = Number(/^(\d+) s left$/.exec(first ?? '')?.[1]);
    // In the seat's heading, after the name, which it does not repeat (a user trial read "Irina Irina: ...").
    const heading = await page.locator('.seat.turn h3').innerText();
    expect(heading.match(/Irina/g)).toHaveLength(1);
    expect(seconds).toBeGreaterThanOrEqual(left - 1);
    expect(seconds).toBeLessThanOrEqual(60);
    // A timer, not a request, moves it on.
    await page.locator('.countdown', { hasNotText: first ?? '' }).waitFor({ timeout: 3000 });
    expect(await page.getByRole('button', { name: 'Leave the table' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Language').selectOption('ru');
    await page.locator('.countdown', { hasText: /^осталось \d+ с$/ }).waitFor();
  });

  it('leaves a running game: the seat is left and a bot plays it', async () => {
    const page = await (await web.browser.newContext()).newPage();
    const gameId = await createOnline(page, web.base, 'Kirill', { bots: 1 });
    // A person with no stream open: marked not connected (bots get no mark).
    const friend = await request(web.base)
      .post(`/api/v1/games/${gameId}/players`)
      .send({ name: 'Maxim' })
      .expect(201);
    await page.locator('#hand').waitFor();
    const other = page.locator(`[data-seat="${friend.body.seat}"] .tags`);
    expect(await other.textContent()).toContain('not connected');
    expect(await page.locator('.tags', { hasText: 'connected' }).count()).toBe(1);
    const { seat } = await storedSeat(page, gameId);
    const mine = page.locator(`[data-seat="${seat}"]`).first();
    await page.getByRole('button', { name: 'Leave the table' }).click();
    // A bot takes the seat at this table: forfeiting is not what the page warns of.
    await page.getByText('Leave for good? A computer plays your seat to the end.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Yes, leave' }).click();
    await mine.locator('.tags', { hasText: 'left the table, a computer is playing' }).waitFor();
    expect(await page.getByRole('button', { name: 'Leave the table' }).count()).toBe(0);
    const view = (await request(web.base).get(`/api/v1/games/${gameId}`).expect(200)).body;
    expect(view.seats[seat]).toMatchObject({ away: true, left: true });
  });

  it('ends a game by forfeit, then Rematch seats the person at the same seat of the new game', async () => {
    const page = await (await web.browser.newContext()).newPage();
    const gameId = await createOnline(page, web.base, 'Lena', {
      moveSeconds: 3600,
      onTimeout: 'forfeit',
    });
    const { seat } = await storedSeat(page, gameId);
    await leave(page, /^Leave for good\? You forfeit the game\.$/);
    const winner = page.locator('.winner');
    await winner.waitFor();
    const ended = (await request(web.base).get(`/api/v1/games/${gameId}`).expect(200)).body;
    expect(ended.result).toEqual({ reason: 'forfeit', seat });
    // Both bots are "Bot (basic)": the table tells them apart by seat number.
    expect(ended.winner).not.toBe(seat);
    expect(await winner.textContent()).toBe(
      `Lena forfeited: Bot (basic) ${ended.winner + 1} wins the game!`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Rematch' }).click();
    await page.waitForURL((url) => url.searchParams.get('game') !== gameId);
    const next = new URL(page.url()).searchParams.get('game') ?? '';
    await page.locator('#hand').waitFor();
    expect((await storedSeat(page, next)).seat).toBe(seat);
    const old = (await request(web.base).get(`/api/v1/games/${gameId}`).expect(200)).body;
    expect(old.rematch).toBe(next);

    // Back at the finished game, the rematch the person joined is a link.
    await page.goBack();
    await page.getByRole('link', { name: 'Go to the rematch' }).click();
    await page.waitForURL((url) => url.searchParams.get('game') === next);
    await page.locator('#hand').waitFor();
  });
});
