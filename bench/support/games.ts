/** A small HTTP driver for benchmarks: create games, take seats, play random legal moves. */
import {
  randomLegalAction,
  type Action,
  type LegalAction as EngineLegalAction,
} from '../../src/core/engine/index.js';
import type { GameViewDto, LegalActionDto } from '../../clients/ts/src/gen/types.gen.js';

/** The API's types, from the official SDK's generated part (clients/ts/src/gen, from openapi.json). */
export type LegalAction = LegalActionDto;

/** The fields of a seat's view the drivers read. */
export type SeatViewLite = Pick<GameViewDto, 'status' | 'version' | 'deal' | 'legalActions'>;

/** The engine's test PRNG (mulberry32), for reproducible random moves. */
export { rng } from '../../src/core/engine/testing.js';

/** The HTTP request that makes `action`. */
export function moveOf(action: Action): { path: string; body?: unknown } {
  switch (action.type) {
    case 'bid':
      return { path: 'bids', body: { amount: action.amount } };
    case 'contract':
      return { path: 'contract', body: { amount: action.amount } };
    case 'pass':
      return { path: 'passes' };
    case 'redeal':
      return { path: 'redeals' };
    case 'surrender':
      return { path: 'surrender' };
    case 'give':
      return { path: 'card-transfers', body: { transfers: action.transfers } };
    case 'cut':
      return { path: 'cuts', body: { seed: action.seed } };
    case 'play':
      return action.declareMarriage
        ? { path: 'plays', body: { card: action.card, declareMarriage: true } }
        : { path: 'plays', body: { card: action.card } };
  }
}

/** A random legal move: the engine's random player in its flowing style, so deals keep flowing. */
export function randomMove(
  actions: LegalAction[],
  r: () => number,
): { path: string; body?: unknown } {
  return moveOf(randomLegalAction(r, actions as EngineLegalAction[], 'flowing'));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark JSON is read loosely
async function json(res: Response): Promise<any> {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

export async function startGame(
  base: string,
): Promise<{ id: string; tokens: string[]; view: SeatViewLite }> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(json);
  const game = await post('/games', { name: 'bench' });
  const tokens: string[] = [];
  let view: SeatViewLite = game;
  for (let i = 0; i < 3; i++) {
    const joined = await post(`/games/${game.id}/players`, { name: `p${i}` });
    tokens[joined.seat] = joined.token;
    view = joined.game;
  }
  return { id: game.id, tokens, view };
}

export async function getView(base: string, gameId: string, token?: string): Promise<SeatViewLite> {
  return json(
    await fetch(`${base}/api/v1/games/${gameId}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }),
  );
}

export async function postMove(
  base: string,
  gameId: string,
  token: string,
  move: { path: string; body?: unknown },
) {
  return fetch(`${base}/api/v1/games/${gameId}/${move.path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: move.body === undefined ? undefined : JSON.stringify(move.body),
  });
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
