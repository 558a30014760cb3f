// A bystander's bot moves and hints while one address loops on deals' analyses (issue 42, item 4:
// three looping requests took a bystander's bot answers from p50 18 ms to 2.5 s when analyses
// shared the bots' worker). One table, a person and two bots (BENCH_BOT_LEVEL, default strong, no
// pace): the person asks for a hint (strong) and plays a random legal move whenever it is its turn;
// each bot move is timed from the update before it to its own update on the person's stream. First
// alone, then with BENCH_ANALYSIS_LOOPS (3) requests from another address (127.0.0.2) each asking
// for the analysis of a deal nobody asked for before, again at once (20 ms after a refusal).
// Phases alternate, BENCH_ROUNDS (3) of each, BENCH_SECONDS (10) each. Run with
// `npm run bench:analysis`.
import http from 'node:http';
import { scratchDatabase } from './support/database.js';
import { getView, percentile, postMove, randomMove, rng, startGame } from './support/games.js';
import { startService } from './support/service.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOOPS = Number(process.env.BENCH_ANALYSIS_LOOPS ?? 3);
const BOT_LEVEL = process.env.BENCH_BOT_LEVEL ?? 'strong';
const ATTACKER = '127.0.0.2';

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Finished deals with a play of the cards, from games of three people playing random moves. */
async function finishedDeals(base: string, count: number): Promise<string[]> {
  const api = `${base}/api/v1/games`;
  const deals: string[] = [];
  const r = rng(42);
  while (deals.length < count) {
    const game = await startGame(base);
    for (let moves = 0; moves < 400; moves++) {
      const view = await getView(base, game.id);
      const seat = view.deal?.turn;
      if (view.status !== 'playing' || seat === null || seat === undefined) break;
      const mine = await getView(base, game.id, game.tokens[seat]);
      await (
        await postMove(base, game.id, game.tokens[seat], randomMove(mine.legalActions, r))
      ).text();
    }
    const rows = ((await (await fetch(`${api}/${game.id}/score-table`)).json()) as { rows: [] })
      .rows;
    for (let deal = 1; deal <= rows.length && deals.length < count; deal++) {
      const replay = (await (await fetch(`${api}/${game.id}/deals/${deal}/replay`)).json()) as {
        tricks: unknown[];
      };
      if (replay.tricks.length > 0) deals.push(`${api}/${game.id}/deals/${deal}/analysis`);
    }
  }
  return deals;
}

/** A GET from `localAddress`; its status. */
function getFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

/** `LOOPS` loops from one address over deals never asked for; the answers by status. */
async function analysisLoops(deals: string[], until: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const loop = async () => {
    while (Date.now() < until && deals.length > 0) {
      const url = deals.shift()!;
      const status = await getFrom(ATTACKER, url);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== 200) {
        deals.unshift(url); // refused: still never computed, asked again
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: LOOPS }, loop));
  return statuses;
}

/** The events that open a move's update, and who made it. */
const MOVES = new Set([
  'cut',
  'bid',
  'pass',
  'redeal_demanded',
  'card_given',
  'contract_announced',
]);
MOVES.add('surrendered').add('card_played');
type Opening = { type: string; data: { seat?: number; fromSeat?: number } };

/**
 * The person's seat stream: `onUpdate(actor, at)` for each update, the actor the seat whose move
 * it was (null for another update: a join, the game's start); closes with `close`.
 */
function stream(url: string, token: string, onUpdate: (actor: number | null, at: number) => void) {
  let tail = '';
  const req = http.get(
    url,
    { agent: false, headers: { authorization: `Bearer ${token}` } },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        const messages = (tail + chunk).split('\n\n');
        tail = messages.pop() ?? '';
        for (const message of messages) {
          const data = /^event: update$/m.test(message) && /^data: (.*)$/m.exec(message)?.[1];
          if (!data) continue;
          const [first] = (JSON.parse(data) as { events: Opening[] }).events;
          onUpdate(
            first && MOVES.has(first.type)
              ? (first.data.seat ?? first.data.fromSeat ?? null)
              : null,
            at,
          );
        }
      });
    },
  );
  req.on('error', () => undefined);
  return { close: () => req.destroy() };
}

/** A person with two bots until `until`: each bot move's and each hint's latency, in ms. */
async function bystander(base: string, until: number) {
  const api = `${base}/api/v1/games`;
  const bots: number[] = [];
  const hints: number[] = [];
  const r = rng(7);
  while (Date.now() < until) {
    const game = await post(api, { name: 'bystander', botPaceMs: 0 });
    const me = await post(`${api}/${String(game.id)}/players`, { name: 'Bystander' });
    const seat = me.seat as number;
    const token = me.token as string;
    let last = performance.now();
    let wake: () => void = () => undefined;
    const watch = stream(`${api}/${String(game.id)}/stream`, token, (actor, at) => {
      if (actor !== null && actor !== seat) bots.push(at - last);
      last = at;
      wake();
    });
    for (let i = 0; i < 2; i++) await post(`${api}/${String(game.id)}/bots`, { level: BOT_LEVEL });
    while (Date.now() < until) {
      const woken = new Promise<void>((w) => (wake = w));
      const view = await getView(base, String(game.id), token);
      if (view.status !== 'playing') break;
      if (view.deal?.turn !== seat) {
        await Promise.race([woken, new Promise((w) => setTimeout(w, 1000))]);
        continue;
      }
      const t0 = performance.now();
      const hint = await fetch(`${api}/${String(game.id)}/hint`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await hint.arrayBuffer();
      if (hint.status === 200) hints.push(performance.now() - t0);
      await (await postMove(base, String(game.id), token, randomMove(view.legalActions, r))).text();
    }
    watch.close();
  }
  return { bots, hints };
}

const fmt = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(1)} p90 ${percentile(sorted, 90).toFixed(1)} ms ` +
  `(${sorted.length})`;

interface Phase {
  bots: number[];
  hints: number[];
  statuses: Map<number, number>;
}

const empty = (): Phase => ({ bots: [], hints: [], statuses: new Map() });

async function phase(base: string, deals: string[] | null, into: Phase, seconds = SECONDS) {
  const until = Date.now() + seconds * 1000;
  const [seen, statuses] = await Promise.all([
    bystander(base, until),
    deals ? analysisLoops(deals, until) : Promise.resolve(new Map<number, number>()),
  ]);
  into.bots.push(...seen.bots);
  into.hints.push(...seen.hints);
  for (const [status, n] of statuses)
    into.statuses.set(status, (into.statuses.get(status) ?? 0) + n);
}

function line(p: Phase): string {
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const answered = p.statuses.size
    ? ` | analyses: ${[...p.statuses].map(([status, n]) => `${n}x${status}`).join(', ')}`
    : '';
  return `bot moves ${fmt(sorted(p.bots))} | hints ${fmt(sorted(p.hints))}${answered}`;
}

async function main(): Promise<void> {
  const db = await scratchDatabase();
  const service = await startService({ DATABASE_URL: db.url, MIGRATE_ON_START: 'false' });
  try {
    console.log(
      `bench:analysis: ${ROUNDS} rounds of ${SECONDS} s without and ${SECONDS} s with analyses, ` +
        `bots at ${BOT_LEVEL}, ${LOOPS} analysis loops from ${ATTACKER}`,
    );
    const deals = await finishedDeals(service.url, Math.ceil(ROUNDS * SECONDS * 2) + 10);
    // Warm-up: the bots' worker and the analyses' worker start and compile.
    await phase(service.url, null, empty(), 3);
    await getFrom(ATTACKER, deals.pop()!);
    const alone = empty();
    const loaded = empty();
    // Alternated, so that a machine's load that comes and goes falls on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      await phase(service.url, null, alone);
      await phase(service.url, deals, loaded);
    }
    console.log(`  without analyses: ${line(alone)}`);
    console.log(`  with analyses:    ${line(loaded)}`);
  } finally {
    await service.stop();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
