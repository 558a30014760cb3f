// The attacks on the service's bounds (bot-only games, hints, slow bodies, spectator streams,
// floods; one caller's hint flood is in abuse-hints.ts), for
// scripts/abuse.ts: each prints one line through `report`. The slow-client attacks take as long as
// the service's request timeout (30 s by default), so they are started first and awaited last.
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';

export type Report = (name: string, outcome: string, ok: boolean, expected: string) => void;

/** How long a slow-client attack waits for the service to close its connection. */
const SLOW_WAIT_MS = Number(process.env.ABUSE_SLOW_WAIT_MS ?? 45_000);
/** Requests the creation attack sends at most (the issue saw 1,500 accepted in 15 s). */
const CREATE_MAX = 1500;
/** Spectator streams the stream attack opens at most (the issue saw 1,000 accepted). */
const STREAM_MAX = 1000;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, body: json };
}

/** Writes `head`, then a byte of `drip` every `everyMs`; the status line and when it closed. */
function slowRequest(base: string, head: string, drip: string, everyMs: number) {
  const url = new URL(base);
  return new Promise<{ status: string; seconds: number; open: boolean }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(url.port || 80), url.hostname, () => socket.write(head));
    let text = '';
    let sent = 0;
    const dripper = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++]);
    }, everyMs);
    const giveUp = setTimeout(() => finish(true), SLOW_WAIT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(false));
    function finish(open: boolean) {
      clearInterval(dripper);
      clearTimeout(giveUp);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 'no answer';
      resolve({ status, seconds: Math.round((Date.now() - started) / 1000), open });
    }
  });
}

/** Item 5: a body that never arrives whole, and one sent a byte every 10 s. */
export function slowClientAttacks(base: string, report: Report): Promise<void> {
  const head = (length: number) =>
    'POST /api/v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${length}\r\n\r\n`;
  const body = JSON.stringify({ name: 'slow'.repeat(10) });
  const line = (o: { status: string; seconds: number; open: boolean }) =>
    o.open ? `still open after ${o.seconds} s` : `${o.status}, closed after ${o.seconds} s`;
  return Promise.all([
    slowRequest(base, head(1000) + '{"na', '', 1000).then((o) =>
      report('Content-Length: 1000 with 4 bytes sent', line(o), o.status === '408', '408, closed'),
    ),
    slowRequest(base, head(body.length), body, 10_000).then((o) =>
      report('a body sent one byte every 10 s', line(o), !o.open, 'closed by the service'),
    ),
  ]).then(() => undefined);
}

/** Item 2: a game and three random bots, which used to play without end. */
export async function botOnlyGame(api: string, report: Report): Promise<void> {
  const game = await post(`${api}/games`, { name: 'bots only' });
  const statuses: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await post(`${api}/games/${String(game.body.id)}/bots`, { level: 'random' });
    statuses.push(`${res.status}${res.body.code ? ` ${String(res.body.code)}` : ''}`);
  }
  report(
    'POST /games and three random bots',
    statuses.join(', '),
    statuses[2] === '409 person_required',
    'the third bot refused 409 person_required',
  );
}

/** Item 6: spectator streams from one address until one is refused. */
export async function spectatorStreams(api: string, gameId: string, report: Report) {
  const open: http.ClientRequest[] = [];
  let refused = '';
  while (open.length < STREAM_MAX && !refused) {
    refused = await new Promise<string>((resolve) => {
      const req = http.get(`${api}/games/${gameId}/stream`, (res) => {
        if (res.statusCode === 200) return resolve('');
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const code = (JSON.parse(text) as { code?: string }).code;
          resolve(`${res.statusCode} ${code ?? ''}`.trim());
        });
      });
      req.on('error', () => resolve('connection error'));
      open.push(req);
    });
  }
  for (const req of open) req.destroy();
  const accepted = refused ? open.length - 1 : open.length;
  report(
    `${STREAM_MAX} spectator streams from one address`,
    refused ? `${accepted} accepted, then ${refused}` : `all ${accepted} accepted`,
    refused === '429 too_many_streams',
    'a 429 too_many_streams before the last',
  );
}

/** Sequential GETs of `url` for `ms`; the p99 in ms. */
async function p99(url: string, ms: number): Promise<number> {
  const times: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const t0 = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.floor(0.99 * times.length))];
}

/** Item 4: three clients asking for hints without pause, and /health's p99 meanwhile. */
export async function hintLoad(base: string, api: string, report: Report): Promise<void> {
  const game = await post(`${api}/games`, { name: 'hints', botPaceMs: 0 });
  const gameId = String(game.body.id);
  const me = await post(`${api}/games/${gameId}/players`, { name: 'Asker' });
  for (let i = 0; i < 2; i++) await post(`${api}/games/${gameId}/bots`, { level: 'basic' });
  for (let i = 0; i < 200; i++) {
    const view = (await (await fetch(`${api}/games/${gameId}`)).json()) as {
      deal: { turn: number } | null;
    };
    if (view.deal?.turn === me.body.seat) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const alone = await p99(`${base}/health`, 5000);
  const until = Date.now() + 5000;
  let hints = 0;
  const ask = async () => {
    while (Date.now() < until) {
      const res = await fetch(`${api}/games/${gameId}/hint`, {
        headers: { authorization: `Bearer ${String(me.body.token)}` },
      });
      await res.arrayBuffer();
      if (res.status === 200) hints++;
    }
  };
  const [busy] = await Promise.all([p99(`${base}/health`, 5000), ask(), ask(), ask()]);
  // Noisy on a shared machine: ok while hints cost /health less than 50 ms or 3x its p99 alone
  // (on the event loop they cost it hundreds of ms: bench/README.md, bench:hints).
  const bound = Math.max(50, 3 * alone);
  report(
    'three clients asking for hints',
    `${hints} hints in 5 s; /health p99 ${alone.toFixed(0)} ms alone, ${busy.toFixed(0)} ms with hints`,
    hints > 0 && busy <= bound,
    `/health p99 under ${bound.toFixed(0)} ms`,
  );
}

/** Item 7: POST /games with a fresh Idempotency-Key each, until refused. */
export async function gameFlood(api: string, report: Report): Promise<void> {
  let created = 0;
  let refused = '';
  while (created < CREATE_MAX && !refused) {
    const key = `abuse-${randomBytes(12).toString('hex')}`;
    const res = await post(`${api}/games`, { name: 'flood' }, { 'idempotency-key': key });
    if (res.status === 201) created++;
    else refused = `${res.status} ${String(res.body.code)}`;
  }
  report(
    `${CREATE_MAX} POST /games with fresh Idempotency-Keys from one address`,
    refused ? `${created} created (and answers stored), then ${refused}` : `all ${created} created`,
    refused === '429 too_many_games',
    'a 429 before the last',
  );
}
