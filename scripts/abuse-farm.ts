// The rating farm (issue 42, item 1) for scripts/abuse.ts: one address makes a main player and two
// throwaways, creates rated games with a forfeit clock, seats all three and has a throwaway leave,
// which ends the game by forfeit. Refused when a brand-new player may not play rated
// (RATED_PLAYER_MIN_AGE), else by the rating policy: a game nobody played moves only the quitter,
// so the main player's rating never moves and it never reaches the leaderboard.
// Sent from an address of its own when the service is on this machine (127.0.0.0/8 is all the
// local host), so the players and games it makes spend no other attack's per-address budget.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { bodyOf } from './abuse-answer.js';

export type Report = (name: string, outcome: string, ok: boolean, expected: string) => void;

/** Rated games the farm plays (the farmer finished 30 in a second). */
const GAMES = 10;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function send(url: string, method: string, body?: unknown, token?: string): Promise<Answer> {
  const target = new URL(url);
  const loopback = target.hostname === '127.0.0.1' || target.hostname === 'localhost';
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      {
        method,
        localAddress: loopback ? '127.0.42.7' : undefined,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: bodyOf(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function makePlayer(api: string): Promise<{ id: string; token: string } | Answer> {
  const made = await send(`${api}/players`, 'POST', {
    name: `Farm ${randomBytes(3).toString('hex')}`,
  });
  return made.status === 201 ? (made.body as { id: string; token: string }) : made;
}

interface PoolRating {
  pool: number;
  mu: number;
  games: number;
}

export async function ratingFarm(api: string, report: Report): Promise<void> {
  const made = [await makePlayer(api), await makePlayer(api), await makePlayer(api)];
  const players = made.filter((p): p is { id: string; token: string } => 'token' in p);
  if (players.length < 3) {
    const failed = made.find((p) => 'status' in p) as Answer;
    report('rating farm', `could not make players: ${failed.status}`, false, 'three players');
    return;
  }
  const [farmer, ...throwaways] = players;
  const body = { rated: true, botPaceMs: 0, timeControl: { moveSeconds: 5, onTimeout: 'forfeit' } };
  const first = await send(`${api}/games`, 'POST', body, farmer.token);
  if (first.status === 403 && first.body.code === 'player_too_new') {
    report(
      'rated game made by a player made a moment ago',
      `403 player_too_new, rated from ${String(first.body.ratedFrom)}`,
      true,
      '403 player_too_new',
    );
    return;
  }
  let forfeited = 0;
  let gameId = first.status === 201 ? (first.body.id as string) : null;
  for (let i = 0; i < GAMES && gameId; i++) {
    for (const p of players)
      await send(`${api}/games/${gameId}/players`, 'POST', { name: 'F' }, p.token);
    const left = await send(`${api}/games/${gameId}/leave`, 'POST', {}, throwaways[i % 2].token);
    if (left.status === 200) forfeited++;
    const next = i + 1 < GAMES ? await send(`${api}/games`, 'POST', body, farmer.token) : null;
    gameId = next?.status === 201 ? (next.body.id as string) : null;
  }
  const me = await send(`${api}/players/me`, 'GET', undefined, farmer.token);
  const rating = ((me.body.ratings ?? []) as PoolRating[]).find((r) => r.pool === 3);
  const board = await send(`${api}/leaderboard?pool=3&limit=100`, 'GET');
  const listed = ((board.body.players ?? []) as { id: string }[]).some((p) => p.id === farmer.id);
  const unmoved = (rating?.mu ?? 25) === 25 && (rating?.games ?? 0) === 0;
  report(
    `${forfeited} rated games ended by a throwaway's leave before a deal`,
    `farmer mu ${rating?.mu ?? 25}, ${rating?.games ?? 0} games counted, ` +
      `${listed ? 'on' : 'off'} the leaderboard`,
    forfeited > 0 && unmoved && !listed,
    'the farmer unmoved (mu 25, 0 games) and off the leaderboard',
  );
}
