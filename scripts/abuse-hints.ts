// Finding 2 of the abuse review, for scripts/abuse.ts: one address asking for hints in many loops
// took every place of MAX_IN_FLIGHT_REQUESTS (each hint held one while it waited for the decision
// worker), and another caller's plain views were answered 503 `overloaded` (129 of 141).
// The bystander reads from another address: the seats of one address share half the instance's
// places (README, "Admission"), so a seat on the flooder's own address may be refused by design.
import http from 'node:http';
import type { Report } from './abuse-bounds.js';
import { readAnswer } from './abuse-answer.js';

/** A GET from another loopback address when the service is on this machine (the bystander). */
function bystanderGet(url: string, token: string): Promise<number> {
  const target = new URL(url);
  const loopback = target.hostname === '127.0.0.1' || target.hostname === 'localhost';
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      {
        localAddress: loopback ? '127.0.42.8' : undefined,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const FLOOD_MS = 5000;
/** Seats asking, each from its own table, all from this address. */
const SEATS = 4;
/** Loops per seat: twice the default MAX_IN_FLIGHT_PER_CALLER, 64 in all (MAX_IN_FLIGHT_REQUESTS). */
const LOOPS_PER_SEAT = 16;

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  return { ...(await readAnswer(res)), headers: res.headers };
}

const post = (url: string, body: unknown) =>
  json(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A table of three people, nobody moving: the seat to act and another seat's token. */
async function table(api: string): Promise<{ gameId: string; asker: string; viewer: string }> {
  const game = await post(`${api}/games`, { name: 'hint flood' });
  const gameId = String(game.body.id);
  const tokens: string[] = [];
  for (let i = 0; i < 3; i++) {
    const joined = await post(`${api}/games/${gameId}/players`, { name: `Asker ${i}` });
    tokens[Number(joined.body.seat)] = String(joined.body.token);
  }
  const view = await json(`${api}/games/${gameId}`);
  const turn = (view.body.deal as { turn: number } | null)?.turn ?? 0;
  return { gameId, asker: tokens[turn], viewer: tokens[(turn + 1) % 3] };
}

/** One caller (a seat) floods hints; another caller's views must all be answered. */
export async function hintFlood(api: string, report: Report): Promise<void> {
  const tables: Awaited<ReturnType<typeof table>>[] = [];
  for (let i = 0; i < SEATS; i++) tables.push(await table(api));
  const seatView = (gameId: string, token: string) =>
    json(`${api}/games/${gameId}`, { headers: { authorization: `Bearer ${token}` } });
  // A seat view verifies each token, so every seat counts as a caller of its own from then on.
  for (const t of tables) await seatView(t.gameId, t.asker);
  const until = Date.now() + FLOOD_MS;
  const hints = new Map<string, number>();
  const ask = async (gameId: string, token: string) => {
    while (Date.now() < until) {
      const res = await json(`${api}/games/${gameId}/hint`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const key = res.status === 200 ? '200' : `${res.status} ${String(res.body.code)}`;
      hints.set(key, (hints.get(key) ?? 0) + 1);
      if (res.status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
  };
  const views: number[] = [];
  const watch = async () => {
    const { gameId, viewer } = tables[0];
    while (Date.now() < until) {
      views.push(await bystanderGet(`${api}/games/${gameId}`, viewer));
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await Promise.all([
    watch(),
    ...tables.flatMap((t) => Array.from({ length: LOOPS_PER_SEAT }, () => ask(t.gameId, t.asker))),
  ]);
  const refused = views.filter((status) => status !== 200).length;
  // Its seats beyond the address's share of hints (HINTS_PER_ADDRESS) are told at once, the
  // others once their caller's requests in flight are at their bound.
  const told =
    (hints.get('429 too_many_requests_in_flight') ?? 0) + (hints.get('429 too_many_hints') ?? 0);
  const outcome = [...hints].map(([key, n]) => `${n} ${key}`).join(', ');
  report(
    `${SEATS * LOOPS_PER_SEAT} hint loops of ${SEATS} seats from one address`,
    `hints: ${outcome}; a bystander's views from another address: ${refused} of ${views.length} refused`,
    views.length > 0 && refused === 0 && told > 0,
    'every view answered, the flooder told 429 too_many_requests_in_flight or too_many_hints',
  );
}
