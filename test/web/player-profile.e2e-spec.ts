// Issue 28, the web client's player: made from the profile's name field (in Russian, at phone
// size), kept in the browser, renamed, its seats bound to it when it joins a table, and moved to
// another browser with its token (the old browser's token stops when a new one is made).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { startWebApp, type WebApp } from './web-app.js';

const PHONE = { width: 390, height: 844 };

interface Stored {
  id: string;
  name: string;
  token: string;
}

async function storedPlayer(page: Page): Promise<Stored> {
  const raw = await page.evaluate(`localStorage.getItem('thousand.player')`);
  if (typeof raw !== 'string') throw new Error('no player stored');
  return JSON.parse(raw);
}

describe("the web client's player", () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp();
  });
  afterAll(async () => {
    await web?.close();
  });

  it('is made and renamed on the profile, in Russian at phone size, and sits down as itself', async () => {
    const context = await web.browser.newContext({ viewport: PHONE });
    await context.addInitScript(`localStorage.setItem('thousand.lang', 'ru')`);
    const page = await context.newPage();
    await page.goto(`${web.base}/`);
    await page.getByRole('link', { name: 'Профиль' }).click();
    await page.getByText('В этом браузере ещё нет игрока').waitFor();
    await page.getByLabel('Имя игрока').fill('Аня');
    await page.getByRole('button', { name: 'Создать игрока' }).click();
    await page.getByText('Ваш игрок создан.').waitFor();
    const made = await storedPlayer(page);
    const me = () =>
      request(web.base).get('/api/v1/players/me').auth(made.token, { type: 'bearer' });
    expect((await me().expect(200)).body).toMatchObject({ id: made.id, name: 'Аня' });

    await page.getByLabel('Имя игрока').fill('Анна');
    await page.getByRole('button', { name: 'Переименовать' }).click();
    await page.getByText('Имя изменено.').waitFor();
    expect((await me().expect(200)).body.name).toBe('Анна');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );

    // A table of the lobby's form: the seat taken is the player's, and so is My games' entry.
    await page.getByRole('link', { name: 'Тысяча' }).click();
    await page.getByLabel('Компьютерные игроки').selectOption('1');
    await page.getByRole('button', { name: 'Создать и сесть' }).click();
    await page.getByText('Ждём игроков: 2 из 3.').waitFor();
    const gameId = new URL(page.url()).searchParams.get('game');
    const view = (await request(web.base).get(`/api/v1/games/${gameId}`).expect(200)).body;
    expect(view.seats[0]).toMatchObject({ name: 'Анна', playerId: made.id });
    await context.close();
  }, 90_000);

  it('moves to another browser with its token; a new token ends the old one', async () => {
    const first = await (await web.browser.newContext()).newPage();
    await first.goto(`${web.base}/?page=profile`);
    await first.getByLabel('Player name').fill('Boris');
    await first.getByRole('button', { name: 'Create my player' }).click();
    await first.getByText('Your player is ready.').waitFor();
    await first.getByText('Move to another device').click();
    await first.getByRole('button', { name: 'Show my token' }).click();
    const token = await first.getByLabel('Your token (secret)').inputValue();
    expect(token).toBe((await storedPlayer(first)).token);

    const second = await (await web.browser.newContext()).newPage();
    await second.goto(`${web.base}/?page=profile`);
    await second.getByText('Move to another device').click();
    await second.getByLabel('Token from another device').fill(token);
    await second.getByRole('button', { name: 'Play as that player' }).click();
    await second.getByText('This browser now plays as that player.').waitFor();
    expect(await second.getByLabel('Player name').inputValue()).toBe('Boris');

    await second.getByRole('button', { name: 'New token (the old one stops working)' }).click();
    await second.getByText('A new token is in use here').waitFor();
    const renewed = (await storedPlayer(second)).token;
    expect(renewed).not.toBe(token);
    await request(web.base).get('/api/v1/players/me').auth(token, { type: 'bearer' }).expect(401);
    await request(web.base).get('/api/v1/players/me').auth(renewed, { type: 'bearer' }).expect(200);
  }, 90_000);
});
