// Issue 28, "Play now" in the web client: the form queues the browser's player (made on the spot),
// the page waits with a cancel button, another player queues for the same kind of table, and once
// a computer fills the empty seat (after the short delay chosen) the table opens with the player's
// seat; My games then lists the game. At 1280×800 in English and at 390×844 in Russian. The times
// per move are ones no other spec queues with, so other specs' entries never join these tables.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { enqueue, newPlayer } from '../support/queue.js';
import { seriousViolations } from './axe.js';
import { startWebApp, type WebApp } from './web-app.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function storedPlayer(page: Page): Promise<{ id: string; token: string }> {
  const raw = await page.evaluate(`localStorage.getItem('thousand.player')`);
  if (typeof raw !== 'string') throw new Error('no player stored');
  return JSON.parse(raw);
}

const gameOf = (page: Page) => new URL(page.url()).searchParams.get('game');

describe('Play now in the web client', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({ turnClockIntervalMs: 200 });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('queues a new player, seats it with another and a computer after the delay, and lists the game', async () => {
    const page = await (await web.browser.newContext({ viewport: DESKTOP })).newPage();
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(`${web.base}/`);
    await page.getByRole('link', { name: 'Play now' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Player name').fill('Vera');
    await page.getByLabel('Players').selectOption('3');
    // A queue game is always timed (the service gives an untimed entry 60 s): no untimed choice.
    const times = () => page.getByLabel('Time per move').locator('option').allInnerTexts();
    await page.getByLabel('Rated game').uncheck();
    expect(await times()).not.toContain('No time limit');
    await page.getByLabel('Rated game').check();
    expect(await times()).not.toContain('No time limit');
    expect(await page.getByLabel('Time per move').inputValue()).toBe('60');
    await page.getByLabel('Time per move').selectOption('180');
    await page.getByLabel('Computers take empty seats').selectOption('5');
    await page.getByRole('button', { name: 'Find a table' }).click();
    await page.getByRole('heading', { name: 'Looking for a table' }).waitFor();
    await page.getByText(/Waiting for a table of 3: \d+ s so far\./).waitFor();
    await page.getByText('Computers take the empty seats after 5 s.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Another player queues for the same kind of table through the API.
    const boris = await newPlayer(web.base, 'Boris');
    const body = { players: 3, rated: true, timeControl: { moveSeconds: 180, onTimeout: 'bot' } };
    await enqueue(web.base, boris, { ...body, fillWithBotsAfterSeconds: 5 }).expect(201);

    await page.locator('#hand').waitFor({ timeout: 30_000 });
    const gameId = gameOf(page);
    const player = await storedPlayer(page);
    const view = (await request(web.base).get(`/api/v1/games/${gameId}`).expect(200)).body;
    expect(view.status).toBe('playing');
    const ids = view.seats.map((s: { playerId: string }) => s.playerId);
    expect(ids).toEqual(expect.arrayContaining([player.id, boris.id]));
    expect(view.seats.filter((s: { bot: unknown }) => s.bot !== null)).toHaveLength(1);

    await page.goto(`${web.base}/?page=games`);
    await page.getByRole('button', { name: 'Playing' }).waitFor();
    const item = page.locator(`#my-games li[data-game="${gameId}"]`);
    await item.waitFor();
    const listed = await item.innerText();
    // The computer opponent by its level's name in the page's language ("Bot (basic)").
    expect(listed).toMatch(/with .*Boris.*Bot \(basic\)|with .*Bot \(basic\).*Boris/);
    // Issue 48: a queue's table has no name; it is named by its players, not "Untitled table".
    expect(await item.getByRole('link').textContent()).toMatch(
      /^Table with (Boris, Bot \(basic\)|Bot \(basic\), Boris)$/,
    );
    // Whose turn: the page's player's ("Your turn") or another's, by name.
    expect(listed).toMatch(/Your turn|(Boris|Bot \(basic\)) to play/);
    expect(await seriousViolations(page)).toEqual([]);
    await item.getByRole('link').click();
    await page.locator('#hand').waitFor();
    expect(gameOf(page)).toBe(gameId);
    // The player token went in headers only, the player stream's among them.
    expect(urls.some((u) => u.endsWith('/players/me/stream'))).toBe(true);
    expect(urls.filter((u) => u.includes(player.token.slice('player.'.length)))).toEqual([]);
  }, 90_000);

  it('waits and stops waiting, then plays, in Russian at phone size', async () => {
    const context = await web.browser.newContext({ viewport: PHONE });
    await context.addInitScript(`localStorage.setItem('thousand.lang', 'ru')`);
    const page = await context.newPage();
    await page.goto(`${web.base}/?page=play`);
    await page.getByLabel('Имя игрока').fill('Глеб');
    await page.getByLabel('Время на ход').selectOption('30');
    await page.getByLabel('Компьютеры займут пустые места').selectOption('-1');
    await page.getByRole('button', { name: 'Найти стол' }).click();
    await page.getByText(/Ждём стол на 3 игрока: уже \d+ с\./).waitFor();
    await page.getByText('За стол сядут только люди.').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    const entryId = await page.evaluate(`localStorage.getItem('thousand.queue')`);
    const player = await storedPlayer(page);
    await page.getByRole('button', { name: 'Перестать искать' }).click();
    await page.getByRole('button', { name: 'Найти стол' }).waitFor();
    const withdrawn = await request(web.base)
      .get(`/api/v1/queue/${entryId}`)
      .auth(player.token, { type: 'bearer' });
    expect(withdrawn.status).toBe(404);

    // The player is kept: no name asked the second time.
    expect(await page.getByLabel('Имя игрока').count()).toBe(0);
    await page.getByLabel('Компьютеры займут пустые места').selectOption('5');
    await page.getByRole('button', { name: 'Найти стол' }).click();
    await page.getByText(/Ждём стол на 3 игрока/).waitFor();
    const dana = await newPlayer(web.base, 'Дана');
    const body = { players: 3, rated: true, timeControl: { moveSeconds: 30, onTimeout: 'bot' } };
    await enqueue(web.base, dana, { ...body, fillWithBotsAfterSeconds: 5 }).expect(201);
    await page.locator('#hand').waitFor({ timeout: 30_000 });
    const gameId = gameOf(page);
    await page.getByRole('link', { name: 'Тысяча' }).click();
    await page.getByRole('link', { name: 'Мои игры' }).click();
    await page.locator(`#my-games li[data-game="${gameId}"]`).waitFor();
    expect(await page.locator(`#my-games li[data-game="${gameId}"] a`).textContent()).toMatch(
      /^Стол: /,
    );
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    await context.close();
  }, 90_000);
});
