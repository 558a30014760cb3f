// A user trial: a new visitor's first "Play now" was refused (403 `player_too_new`: a player made
// by that visit is younger than RATED_PLAYER_MIN_AGE) because the form asked for a rated table by
// default, and the message did not say when rated play opens. In Russian at phone size.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startWebApp, type WebApp } from './web-app.js';

const PHONE = { width: 390, height: 844 };

describe('Play now for a player too new for rated games', () => {
  let web: WebApp;
  beforeAll(async () => {
    web = await startWebApp({ ratedPlayerMinAgeMs: 3_600_000, turnClockIntervalMs: 200 });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('asks for an unrated table first; asked for a rated one, says from when and unticks it', async () => {
    const context = await web.browser.newContext({ viewport: PHONE });
    await context.addInitScript(`localStorage.setItem('thousand.lang', 'ru')`);
    const page = await context.newPage();
    await page.goto(`${web.base}/?page=play`);
    const rated = page.getByLabel('Рейтинговая игра');
    expect(await rated.isChecked()).toBe(false);

    await rated.check();
    await page.getByLabel('Имя игрока').fill('Дима');
    // A time no other spec queues with, so no other entry joins this one.
    await page.getByLabel('Время на ход').selectOption('30');
    await page.getByLabel('Компьютеры займут пустые места').selectOption('-1');
    await page.getByRole('button', { name: 'Найти стол' }).click();
    const told = page.getByRole('alert');
    await told.waitFor();
    expect(await told.innerText()).toMatch(
      /^Рейтинговые игры откроются этому игроку в \d{1,2}:\d{2}( [AP]M)?\. Галочка «Рейтинговая игра» снята/,
    );
    expect(await rated.isChecked()).toBe(false);
    expect(await page.evaluate(`localStorage.getItem('thousand.queue')`)).toBeNull();

    // The unrated table it offers is found at once.
    await page.getByRole('button', { name: 'Найти стол' }).click();
    await page.getByText(/Ждём стол на 3 игрока: уже \d+ с\./).waitFor();
    await page.getByRole('button', { name: 'Перестать искать' }).click();
    await page.getByRole('button', { name: 'Найти стол' }).waitFor();
    await context.close();
  }, 60_000);
});
