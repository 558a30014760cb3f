// A table of three people made through the API for a browser spec (test/web): seat 0 is the page
// (its token kept in the browser as after a join), seats 1 and 2 are moved by the test through the
// API, so the spec decides who declares. Games are made with botPaceMs 0 (no bots wait).
import type { BrowserContextOptions, Page } from 'playwright-core';
import {
  GameClient,
  moveFor,
  moveOf,
  testRng,
  type GameView,
  type LegalAction,
} from '../support/api.js';
import type { WebApp } from './web-app.js';

export interface SeatZero {
  api: GameClient;
  gameId: string;
  tokens: string[];
  page: Page;
}

/** The init script that keeps a seat's token in the page's storage (web/src/storage.ts). */
export const keepSeat = (gameId: string, seat: number, token: string) =>
  `localStorage.setItem(${JSON.stringify(`thousand.seat.${gameId}`)}, ${JSON.stringify(
    JSON.stringify({ seat, token }),
  )})`;

/** The init script that keeps a player in the page's storage (web/src/storage.ts). */
/**
 * Anna alone with two computers of level basic: the game made with `body`, her seat taken and kept
 * in a page opened on it, then the computers seated (so the deal starts with her page open).
 */
export async function annaWithComputers(web: WebApp, body: Record<string, unknown>) {
  const api = new GameClient(web.t.app);
  const game = await api.create(body);
  const anna = await api.join(game.id, 'Anna');
  const context = await web.browser.newContext();
  await context.addInitScript(keepSeat(game.id, anna.seat, anna.token));
  const page = await context.newPage();
  await page.goto(`${web.base}/?game=${game.id}`);
  for (let i = 0; i < 2; i++) await api.post(game.id, 'bots', null, { level: 'basic' }).expect(201);
  return { api, game, anna, context, page };
}

export const keepPlayer = (p: { id: string; name: string; token: string }) =>
  `localStorage.setItem('thousand.player', ${JSON.stringify(JSON.stringify(p))})`;

export async function openSeatZero(
  web: WebApp,
  body: Record<string, unknown> = {},
  options: BrowserContextOptions = {},
  beforeOpen: (page: Page, gameId: string) => Promise<void> = async () => undefined,
  names: string[] = [],
): Promise<SeatZero> {
  const api = new GameClient(web.t.app);
  const { gameId, tokens } = await api.startGame(body, names);
  const context = await web.browser.newContext(options);
  await context.addInitScript(keepSeat(gameId, 0, tokens[0]));
  const page = await context.newPage();
  await beforeOpen(page, gameId);
  await page.goto(`${web.base}/?game=${gameId}`);
  return { api, gameId, tokens, page };
}

const rng = testRng(26);

/** The move seats 1 and 2 make: pass when they may (so seat 0 declares), else a random one. */
function othersMove(actions: LegalAction[]) {
  const pass = actions.find((a) => a.type === 'pass');
  if (pass) return moveOf({ type: 'pass' });
  const play = actions.find((a) => a.type === 'play');
  if (play?.type === 'play') {
    const card = play.cards[Math.floor(rng() * play.cards.length)];
    return moveOf({ type: 'play', card, declareMarriage: false });
  }
  const first = actions.find((a) => a.type !== 'surrender' && a.type !== 'redeal') ?? actions[0];
  switch (first.type) {
    case 'bid':
    case 'contract':
      return moveOf({ type: first.type, amount: first.min });
    case 'give':
      return moveOf({
        type: 'give',
        transfers: [
          { toSeat: first.toSeats[0], card: first.cards[0] },
          { toSeat: first.toSeats[1], card: first.cards[1] },
        ],
      });
    case 'play':
      return moveOf({ type: 'play', card: first.cards[0], declareMarriage: false });
    default:
      return moveOf({ type: first.type });
  }
}

/** Moves seats 1 and 2 until seat 0 is to act or the game stops; answers the spectator view. */
export async function othersUntilSeatZero(z: SeatZero): Promise<GameView> {
  for (let i = 0; i < 100; i++) {
    const view = await z.api.view(z.gameId);
    if (view.status !== 'playing' || view.deal?.turn === 0) return view;
    const seat = view.deal!.turn;
    const mine = await z.api.view(z.gameId, z.tokens[seat]);
    const move = othersMove(mine.legalActions);
    const res = await z.api.post(z.gameId, move.path, z.tokens[seat], move.body);
    if (res.status !== 200) throw new Error(`refused: ${JSON.stringify(res.body)}`);
  }
  throw new Error('seat 0 never got the turn');
}

/** Waits until the game has moved past `version` (a move the page sent has landed). */
export async function pastVersion(z: SeatZero, version: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await z.api.view(z.gameId)).version > version) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the game stayed at version ${version}`);
}

/**
 * Ends the deal on the table through the API: everyone passes and the declarer surrenders, or,
 * once the cards are being played, the seats play them out.
 */
export async function surrenderDeal(z: SeatZero): Promise<number> {
  const deal = (await z.api.view(z.gameId)).deal!.number;
  const rng = testRng(5);
  for (let i = 0; i < 60; i++) {
    const view = await z.api.view(z.gameId);
    if (view.deal?.number !== deal) return view.deal!.number;
    const seat = view.deal.turn;
    const offered = (await z.api.view(z.gameId, z.tokens[seat])).legalActions;
    const quick =
      offered.find((a) => a.type === 'surrender') ?? offered.find((a) => a.type === 'pass');
    const move = quick ? moveOf({ type: quick.type }) : moveFor(offered[0], rng);
    const res = await z.api.post(z.gameId, move.path, z.tokens[seat], move.body);
    // A clock that ran out just now moved first (409): read the table again.
    if (res.status !== 200 && res.status !== 409)
      throw new Error(`refused: ${JSON.stringify(res.body)}`);
  }
  throw new Error(`deal ${deal} never ended`);
}
