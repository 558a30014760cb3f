// Issue 28, the leaderboard and the profile's rating in the web client: a player with an
// established rating in the 3-player pool is on the board (best first, the page's own player
// marked, told its rating and rank) and not on the 4-player board; the profile shows its rating per
// pool. Issue 48: a provisional player is told its rating and the games still to come. At 1280×800
// and 390×844, in English and in Russian, axe clean. The rating is written as the finishing
// transaction writes it (player_ratings), so the page is tested without playing ten rated games;
// it is removed after.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { prismaOf } from '../support/prisma.js';
import { PlayerClient, type PlayerWithToken } from '../support/players.js';
import { seriousViolations } from './axe.js';
import { keepPlayer } from './seat-zero.js';
import { startWebApp, type WebApp } from './web-app.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What the pages say to the rated player (web/src/*-texts-en.ts, *-texts-ru.ts). */
const SAID = {
  en: {
    leaderboard: 'Leaderboard',
    profile: 'Profile',
    pool4: '4 players',
    you: 'you',
    standing: 'Your rating: 34.0 after 12 rated games, rank 1.',
    profileRow: /3 players\s+34\.0\s+12\s+established/,
  },
  ru: {
    leaderboard: 'Рейтинг',
    profile: 'Профиль',
    pool4: '4 игрока',
    you: 'вы',
    standing: 'Ваш рейтинг: 34.0, рейтинговых партий: 12, место 1.',
    profileRow: /3 игрока\s+34\.0\s+12\s+установлен/,
  },
};

describe('the leaderboard in the web client', () => {
  let web: WebApp;
  let rated: PlayerWithToken;
  let newcomer: PlayerWithToken;
  const prisma = () => prismaOf(web.t.app);
  beforeAll(async () => {
    web = await startWebApp();
    rated = await new PlayerClient(web.t.app.getHttpServer()).create(`Rated ${Date.now() % 1e6}`);
    // mu 40, sigma 2: ordinal 34, twelve games, past the provisional ten.
    await prisma().$executeRaw`
      INSERT INTO player_ratings (player_id, pool, mu, sigma, games)
      VALUES (${rated.id}::uuid, 3, 40, 2, 12)`;
    newcomer = await new PlayerClient(web.t.app.getHttpServer()).create(`New ${Date.now() % 1e6}`);
    // mu 30, sigma 5: ordinal 15, four games, six short of an established rating.
    await prisma().$executeRaw`
      INSERT INTO player_ratings (player_id, pool, mu, sigma, games)
      VALUES (${newcomer.id}::uuid, 3, 30, 5, 4)`;
  });
  afterAll(async () => {
    for (const p of [rated, newcomer].filter(Boolean))
      await prisma().$executeRaw`DELETE FROM player_ratings WHERE player_id = ${p.id}::uuid`;
    await web?.close();
  });

  it.each([
    ['en', DESKTOP],
    ['en', PHONE],
    ['ru', DESKTOP],
    ['ru', PHONE],
  ] as const)(
    'lists the rated player in its pool, marks the own row, says where it stands, and shows the profile rating (%s, %o)',
    async (lang, viewport) => {
      const said = SAID[lang];
      const context = await web.browser.newContext({ viewport });
      await context.addInitScript(keepPlayer(rated));
      await context.addInitScript(`localStorage.setItem('thousand.lang', '${lang}')`);
      const page = await context.newPage();
      await page.goto(`${web.base}/`);
      await page.getByRole('link', { name: said.leaderboard }).click();
      const row = page.getByRole('row', { name: new RegExp(rated.name) });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/34\.0\s+12/);
      expect(await row.getAttribute('aria-current')).toBe('true');
      expect(await row.innerText()).toContain(said.you);
      expect(await page.locator('#my-standing').textContent()).toBe(said.standing);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: said.pool4 }).click();
      await page.locator('[data-pool="4"][aria-busy="false"]').waitFor();
      expect(await page.getByRole('row', { name: new RegExp(rated.name) }).count()).toBe(0);

      await page.getByRole('link', { name: said.profile }).click();
      const pool = page.locator('tr[data-pool="3"]');
      await pool.waitFor();
      expect(await pool.innerText()).toMatch(said.profileRow);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('reads in Russian at phone size without scrolling sideways', async () => {
    const context = await web.browser.newContext({ viewport: PHONE });
    await context.addInitScript(`localStorage.setItem('thousand.lang', 'ru')`);
    const page = await context.newPage();
    await page.goto(`${web.base}/?page=leaderboard`);
    await page.getByRole('heading', { name: 'Рейтинг' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(rated.name) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/34\.0\s+12/);
    expect(await page.getByRole('button', { name: '3 игрока' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);

  // Issue 48: a player not on the board yet sees their own rating and the games still to come.
  it.each([
    [
      'en',
      DESKTOP,
      'Your rating: 15.0 after 4 rated games; it joins the leaderboard after 6 more.',
    ],
    ['en', PHONE, 'Your rating: 15.0 after 4 rated games; it joins the leaderboard after 6 more.'],
    [
      'ru',
      DESKTOP,
      'Ваш рейтинг: 15.0, рейтинговых партий: 4; в таблицу лидеров он попадёт ещё через 6.',
    ],
    [
      'ru',
      PHONE,
      'Ваш рейтинг: 15.0, рейтинговых партий: 4; в таблицу лидеров он попадёт ещё через 6.',
    ],
  ])(
    'tells a provisional player where they stand (%s, %o)',
    async (lang, viewport, said) => {
      const context = await web.browser.newContext({ viewport });
      await context.addInitScript(keepPlayer(newcomer));
      await context.addInitScript(`localStorage.setItem('thousand.lang', '${lang}')`);
      const page = await context.newPage();
      await page.goto(`${web.base}/?page=leaderboard`);
      const standing = page.locator('#my-standing');
      await standing.waitFor();
      expect(await standing.textContent()).toBe(said);
      expect(await page.getByRole('row', { name: new RegExp(newcomer.name) }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
