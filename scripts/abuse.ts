// Replays the attacks found on the service that can be seen from outside against a running
// service and
// prints one line per attack with its outcome. Usage: npm run test:abuse [-- <base URL>]
// (default http://127.0.0.1:3000, or ABUSE_BASE_URL). Exits 1 when any attack succeeds.
// The rate-limit attack runs last: it spends this address's budget for the rest of the minute;
// the game flood before it spends the address's games for the hour (scripts/abuse-bounds.ts), as
// the queue attacks before it do already (scripts/abuse-queue.ts): both must find a 429.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import {
  botOnlyGame,
  gameFlood,
  hintLoad,
  slowClientAttacks,
  spectatorStreams,
} from './abuse-bounds.js';
import { analysisFlood } from './abuse-analysis.js';
import { hintFlood } from './abuse-hints.js';
import { botLikeNames, ratedGameBots } from './abuse-rated-bots.js';
import { queueAttacks } from './abuse-queue.js';
import { ratingFarm } from './abuse-farm.js';
import { rotationAttacks } from './abuse-rotation.js';
import { runningSeatStream, waitingSeatStreams } from './abuse-seat-streams.js';

const base = (process.argv[2] ?? process.env.ABUSE_BASE_URL ?? 'http://127.0.0.1:3000').replace(
  /\/$/,
  '',
);
const api = `${base}/api/v1`;
/** Most requests the rate-limit attack sends before giving up (above the default limit of 6000). */
const RATE_MAX = Number(process.env.ABUSE_RATE_MAX ?? 7000);
const PROBLEM = /^application\/problem\+json/;

let failures = 0;
let attacks = 0;

function report(name: string, outcome: string, ok: boolean, expected: string): void {
  attacks++;
  if (!ok) failures++;
  process.stdout.write(
    `abuse: ${name} -> ${outcome} (${ok ? 'ok' : `FAIL: expected ${expected}`})\n`,
  );
}

interface Answer {
  status: number;
  code?: string;
  contentType: string;
  headers: Headers | Map<string, string>;
  text: string;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(path.startsWith('http') ? path : `${api}${path}`, init);
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return {
    status: res.status,
    code,
    contentType: res.headers.get('content-type') ?? '',
    headers: res.headers,
    text,
  };
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** An attack whose answer must be a problem with this status and code. */
async function expectProblem(
  name: string,
  answer: Answer,
  status: number,
  code: string,
  secret?: string,
) {
  const leaked = secret !== undefined && answer.text.includes(secret);
  const documented = await typeResolves(answer);
  const ok =
    answer.status === status &&
    answer.code === code &&
    PROBLEM.test(answer.contentType) &&
    !leaked &&
    documented;
  report(
    name,
    `${answer.status} ${answer.code ?? answer.contentType}${leaked ? ' echoing the input' : ''}${documented ? '' : ' (its type names no page)'}`,
    ok,
    `${status} ${code} problem+json, its type the page of its code`,
  );
}

/** Whether a problem's `type`, resolved against the service, is a page documenting its code. */
async function typeResolves(answer: Answer): Promise<boolean> {
  try {
    // A raw socket's answer (raw() below) is the whole response: its body follows the head.
    const text = answer.text.startsWith('HTTP/')
      ? answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4)
      : answer.text;
    const { type, code } = JSON.parse(text) as { type?: string; code?: string };
    if (typeof type !== 'string' || type === 'about:blank') return false;
    const res = await fetch(new URL(type, `${base}/`), { headers: { accept: 'application/json' } });
    return res.status === 200 && ((await res.json()) as { code?: string }).code === code;
  } catch {
    return false;
  }
}

/** Sends raw bytes over TCP and answers the status, content type and body the server wrote. */
function raw(bytes: string): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 80), url.hostname, () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    const done = () => {
      const [head, body = ''] = text.split('\r\n\r\n');
      let code: string | undefined;
      try {
        code = (JSON.parse(body) as { code?: string }).code;
      } catch {
        code = undefined;
      }
      resolve({
        status: Number(head.split(' ')[1] ?? 0),
        code,
        contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        headers: new Map(),
        text,
      });
    };
    socket.on('close', done);
    setTimeout(() => socket.destroy(), 3000);
  });
}

async function main(): Promise<void> {
  const game = (await (await fetch(`${api}/games`, json({}))).json()) as { id: string };
  const joined = (await (
    await fetch(`${api}/games/${game.id}/players`, json({ name: 'Abuse' }))
  ).json()) as {
    token: string;
  };

  // Item 5 waits for the service's request timeout: under way while the others run.
  const slow = slowClientAttacks(base, report);

  await expectProblem(
    'events after=99999999999',
    await call(`/games/${game.id}/events?after=99999999999`),
    400,
    'validation_failed',
  );
  await expectProblem(
    'stream after=99999999999',
    await call(`/games/${game.id}/stream?after=99999999999`),
    400,
    'validation_failed',
  );

  const marker = 'z'.repeat(150);
  await expectProblem(
    'path parameter of 150 characters',
    await call(`/games/${marker}`),
    414,
    'uri_too_long',
    marker,
  );
  await expectProblem(
    'URL of 30 kB',
    await raw(`GET /api/v1/games?q=${marker.repeat(200)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    431,
    'headers_too_large',
    marker,
  );
  await expectProblem(
    'malformed framing (Content-Length: zz)',
    await raw('POST /api/v1/games HTTP/1.1\r\nHost: x\r\nContent-Length: zz\r\n\r\n'),
    400,
    'malformed_request',
  );

  for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
    await expectProblem(
      `join with a "${key}" key`,
      await call(`/games/${game.id}/players`, json(`{"name":"B","${key}":1}`)),
      400,
      'validation_failed',
    );
  }
  await expectProblem(
    'pass sent as text/plain',
    await call(`/games/${game.id}/passes`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${joined.token}` },
      body: 'hello',
    }),
    415,
    'unsupported_media_type',
  );
  await expectProblem(
    'pass with a JSON body',
    await call(`/games/${game.id}/passes`, json({ amount: 120 }, joined.token)),
    400,
    'validation_failed',
  );
  for (const [what, name] of [
    ['U+3164 HANGUL FILLER', '\u3164\u3164'],
    ['U+2800 BRAILLE BLANK', '\u2800'],
    ['mostly combining marks', 'a\u0301\u0302\u0303\u0304\u0305'],
  ]) {
    await expectProblem(
      `join named ${what}`,
      await call(`/games/${game.id}/players`, json({ name })),
      400,
      'validation_failed',
    );
  }

  const health = await call(`${base}/health`);
  const nosniff = health.headers.get('x-content-type-options');
  report(
    'nosniff on /health',
    `X-Content-Type-Options: ${nosniff}`,
    nosniff === 'nosniff',
    'nosniff',
  );
  const seatView = await call(`/games/${game.id}`, {
    headers: { authorization: `Bearer ${joined.token}` },
  });
  const cache = seatView.headers.get('cache-control');
  report(
    'seat view caching',
    `Cache-Control: ${cache}`,
    cache === 'private, no-store',
    'private, no-store',
  );
  const docs = await call(`${base}/docs`);
  const frame = docs.headers.get('x-frame-options');
  const csp = docs.headers.get('content-security-policy');
  report(
    '/docs framing and CSP',
    `X-Frame-Options: ${frame}, CSP ${csp ? 'set' : 'absent'}`,
    frame === 'DENY' && !!csp,
    'DENY and a CSP',
  );

  await waitingSeatStreams(api, report);
  await runningSeatStream(api, report);
  await botOnlyGame(api, report);
  await spectatorStreams(api, game.id, report);
  await hintLoad(base, api, report);
  await hintFlood(api, report);
  // Each of these makes games: before the queue's and the game flood's attacks, which spend this
  // address's games for the hour.
  await analysisFlood(api, report);
  await rotationAttacks(api, report);
  await ratingFarm(api, report);
  await ratedGameBots(api, report);
  await botLikeNames(api, report);
  // Before gameFlood: a waiting entry counts against the game bound (scripts/abuse-queue.ts).
  await queueAttacks(api, report);
  await gameFlood(api, report);
  await slow;

  // Random bearer tokens, 20 at a time, until the first 429.
  let sent = 0;
  let limitedAt = 0;
  while (sent < RATE_MAX && !limitedAt) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${api}/games/${game.id}`, {
          headers: { authorization: `Bearer ${randomBytes(32).toString('base64url')}` },
        }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    for (const status of batch) {
      sent++;
      if (status === 429 && !limitedAt) limitedAt = sent;
    }
  }
  report(
    `${sent} requests with random bearer tokens`,
    limitedAt ? `first 429 after ${limitedAt}` : 'never 429',
    limitedAt > 0,
    'a 429 once the address has spent its budget',
  );

  // The summary counts every attack, the stream-binding and hint-flood ones among them.
  process.stdout.write(
    `abuse: ${attacks} attacks, ${attacks - failures} refused, ${failures} succeeded\n`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`abuse: could not run against ${base}: ${String(error)}\n`);
  process.exitCode = 2;
});
