// Issue 42, item 4, for scripts/abuse.ts: anyone may ask for the analysis of any public finished
// deal, each a second or more of solver; on the bots' one worker, three looping requests from one
// address took a bystander's bot answers from p50 18 ms to 2.5 s and hints from 3 ms to 1.3 s.
// Refused when the address is told 429 `too_many_analyses` and a bystander's bots and hints stay
// about as fast while the loops run as before them.
import { randomLegalAction, type LegalAction } from '../src/core/engine/index.js';
import { rng } from '../src/core/engine/testing.js';
import type { Report } from './abuse-bounds.js';
import { readAnswer } from './abuse-answer.js';

/** Finished deals with a play of the cards the loops may ask for (each computed once, then kept). */
const DEALS = 6;
const LOOPS = 3;
const FLOOD_MS = 10_000;
/** A loop's pause after a refusal: gentle enough to leave the address's rate limit to later attacks. */
const REFUSED_PAUSE_MS = 100;
/**
 * The least time between one loop's requests. Kept analyses answer in a millisecond or two, and on
 * a fast machine the loops made 6,028 requests in 10 s: the address's whole minute (6,000), so the
 * bystander's views and the attacks after this one were answered 429 `rate_limited` (CI on
 * 5ea7435). 2,500 in 10 s at most still keeps a request of every loop waiting for the solver.
 */
const LOOP_GAP_MS = (FLOOD_MS * LOOPS) / 2500;

async function call(url: string, init: RequestInit = {}) {
  const { status, body } = await readAnswer(await fetch(url, init));
  return { status, body };
}

const post = (url: string, body: unknown, token?: string) =>
  call(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

/** What the attack reads of a seat's view. */
interface View {
  status: string;
  deal: { turn: number | null } | null;
  legalActions: LegalAction[];
}

interface Table {
  gameId: string;
  seat: number;
  token: string;
}

/** A person and two bots of `level` moving at once. */
async function table(api: string, level: string): Promise<Table> {
  const game = await post(`${api}/games`, { name: 'analysis flood', botPaceMs: 0 });
  const gameId = String(game.body.id);
  const me = await post(`${api}/games/${gameId}/players`, { name: 'Bystander' });
  for (let i = 0; i < 2; i++) await post(`${api}/games/${gameId}/bots`, { level });
  return { gameId, seat: Number(me.body.seat), token: String(me.body.token) };
}

/**
 * Waits for the person's turn; its view then, `over` when the game has ended, or null when the
 * view was refused or the turn never came.
 */
async function myTurn(api: string, t: Table): Promise<View | 'over' | null> {
  const headers = { authorization: `Bearer ${t.token}` };
  for (let i = 0; i < 1000; i++) {
    const answer = await call(`${api}/games/${t.gameId}`, { headers });
    if (answer.status !== 200) return null;
    const view = answer.body as unknown as View;
    if (view.status !== 'playing') return 'over';
    if (view.deal?.turn === t.seat) return view;
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

/** Plays random moves for the person until `count` deals with a play of the cards are over. */
async function finishedDeals(api: string, count: number): Promise<string[]> {
  const t = await table(api, 'random');
  const r = rng(42);
  const deals: string[] = [];
  for (let deal = 1; deals.length < count && deal < 40; deal++) {
    for (;;) {
      const rows = (await call(`${api}/games/${t.gameId}/score-table`)).body.rows as unknown[];
      if (rows.length >= deal) break;
      const view = await myTurn(api, t);
      if (!view || view === 'over') return deals;
      const move = randomLegalAction(r, view.legalActions, 'flowing');
      await post(`${api}/games/${t.gameId}/actions`, move, t.token);
    }
    const replay = await call(`${api}/games/${t.gameId}/deals/${deal}/replay`);
    if ((replay.body.tricks as unknown[]).length > 0) {
      deals.push(`${api}/games/${t.gameId}/deals/${deal}/analysis`);
    }
  }
  return deals;
}

/**
 * For `ms`: the bystander's hint, then its move and the time until its turn comes back. A game that
 * ends is followed by a new one at the same table (`at.t`): on a fast machine the person's quick
 * random moves finished the game before the loops began, and nothing was measured while they ran.
 */
async function bystander(api: string, at: { t: Table }, ms: number) {
  const hints: number[] = [];
  const replies: number[] = [];
  const r = rng(7);
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const t = at.t;
    const view = await myTurn(api, t);
    if (view === 'over') {
      at.t = await table(api, 'strong');
      continue;
    }
    if (!view) break;
    const t0 = performance.now();
    const headers = { authorization: `Bearer ${t.token}` };
    const hint = await call(`${api}/games/${t.gameId}/hint`, { headers });
    if (hint.status === 200) hints.push(performance.now() - t0);
    const move = randomLegalAction(r, view.legalActions, 'flowing');
    const t1 = performance.now();
    await post(`${api}/games/${t.gameId}/actions`, move, t.token);
    const back = await myTurn(api, t);
    if (back && back !== 'over') replies.push(performance.now() - t1);
  }
  const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  return { hint: p50(hints), reply: p50(replies) };
}

/** `LOOPS` loops over `deals` for `ms`; the answers by status and code. */
async function flood(deals: string[], ms: number): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  const until = Date.now() + ms;
  let next = 0;
  const loop = async () => {
    while (Date.now() < until) {
      const url = deals[next++ % deals.length];
      const started = Date.now();
      const res = await call(url);
      const rest = LOOP_GAP_MS - (Date.now() - started);
      if (rest > 0) await new Promise((r) => setTimeout(r, rest));
      const key = res.status === 200 ? '200' : `${res.status} ${String(res.body.code)}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
      if (res.status !== 200) await new Promise((r) => setTimeout(r, REFUSED_PAUSE_MS));
    }
  };
  await Promise.all(Array.from({ length: LOOPS }, loop));
  return answers;
}

/** Three loops asking for analyses from one address, and a bystander's table meanwhile. */
export async function analysisFlood(api: string, report: Report): Promise<void> {
  const deals = await finishedDeals(api, DEALS);
  const at = { t: await table(api, 'strong') };
  await bystander(api, at, 2000); // warm-up: the bots' worker starts
  const alone = await bystander(api, at, 5000);
  const [busy, answers] = await Promise.all([bystander(api, at, FLOOD_MS), flood(deals, FLOOD_MS)]);
  const told = answers.get('429 too_many_analyses') ?? 0;
  // Noisy on a shared machine: ok while the loops cost the bots and the hint at most 3x their p50
  // alone plus 50 ms (on the bots' worker they cost seconds).
  const fast = (during: number, before: number) => during <= 3 * before + 50;
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  report(
    `${LOOPS} loops asking for analyses of ${deals.length} deals from one address`,
    `${[...answers].map(([key, n]) => `${n} ${key}`).join(', ')}; bystander's bot replies p50 ` +
      `${ms(alone.reply)} alone, ${ms(busy.reply)} during; hints ${ms(alone.hint)}, ${ms(busy.hint)}`,
    deals.length > 0 && told > 0 && fast(busy.reply, alone.reply) && fast(busy.hint, alone.hint),
    "429 too_many_analyses, the bystander's bot replies and hints within 3x their p50 alone + 50 ms",
  );
}
