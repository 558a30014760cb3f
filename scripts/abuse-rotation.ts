// Issue 42, items 2, 7 and 9, for scripts/abuse.ts: a thief holding a stolen player token, and
// the victim replacing it (POST /players/me/tokens). Before the fix the thief's seat token, its
// seat stream and its waiting queue entry outlived the replacement (item 2), a replay of the
// victim's guessable Idempotency-Key with the old token answered the new token (item 7), and
// stream tickets asked for during the replacement still opened streams after it (item 9). One
// player is made (POST /players is bounded per address an hour), one game and one queue entry.
import { randomBytes } from 'node:crypto';
import type { Report } from './abuse-bounds.js';
import { readAnswer } from './abuse-answer.js';

/** Ticket requests sent around the replacement (the issue saw 35-42 of ~200 outlive it). */
const RACING_TICKETS = 60;
/** How long a stream opened with the old credentials may take to end. */
const END_WITHIN_MS = 5000;

interface Reply {
  status: number;
  code?: string;
  text: string;
  body: Record<string, unknown>;
}

async function send(url: string, init: RequestInit = {}): Promise<Reply> {
  const answer = await readAnswer(await fetch(url, init));
  return { ...answer, code: answer.body.code as string | undefined };
}

const auth = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A stream opened with `headers`: its status, and whether it ended (by itself) within `ms`. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const reader = res.body?.getReader();
  const done = (async () => {
    try {
      while (reader && !(await reader.read()).done);
    } catch {
      // aborted by us
    }
    return true;
  })();
  return {
    status: res.status,
    /** Whether it ended within `ms`; a stream still open then is cut by us. */
    endsWithin: async (ms: number) => {
      const timer = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms));
      const ended = await Promise.race([done, timer]);
      abort.abort();
      return ended;
    },
  };
}

/** The victim's player, and a running game where the thief took a seat with its token. */
async function setUp(api: string) {
  const victim = await post(`${api}/players`, { name: 'Rotation victim' });
  const token = String(victim.body.token);
  const game = await post(`${api}/games`, { name: 'rotation' });
  const gameId = String(game.body.id);
  const thief = await post(`${api}/games/${gameId}/players`, { name: 'Thief' }, auth(token));
  for (const name of ['Ann', 'Bob']) await post(`${api}/games/${gameId}/players`, { name });
  return { token, gameId, seatToken: String(thief.body.token) };
}

/**
 * The victim's replacement with `key`, sent again while it is turned away for load (its own
 * tickets in flight may fill MAX_IN_FLIGHT_PER_CALLER: 503 `overloaded`) as a client would.
 */
async function replace(api: string, token: string, key: string): Promise<Reply> {
  for (let i = 0; ; i++) {
    const reply = await post(
      `${api}/players/me/tokens`,
      {},
      { ...auth(token), 'idempotency-key': key },
    );
    if (![429, 503].includes(reply.status) || i === 20) return reply;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function rotationAttacks(api: string, report: Report): Promise<void> {
  const { token, gameId, seatToken } = await setUp(api);
  const seatStream = await openStream(`${api}/games/${gameId}/stream`, auth(seatToken));
  const early = await post(`${api}/games/${gameId}/stream-tickets`, {}, auth(seatToken));
  // A bucket of its own: a turn clock no other caller asks for.
  const moveSeconds = 200 + Math.floor(Math.random() * 3000);
  const entry = await post(
    `${api}/queue`,
    { players: 4, fillWithBotsAfterSeconds: null, timeControl: { moveSeconds, onTimeout: 'bot' } },
    auth(token),
  );

  // Item 7: the victim replaces its token with a guessable key.
  const guessable = await post(
    `${api}/players/me/tokens`,
    {},
    {
      ...auth(token),
      'idempotency-key': 'aaaaaaaa',
    },
  );
  report(
    'rotation with a guessable Idempotency-Key',
    `${guessable.status} ${guessable.code ?? ''}`,
    guessable.status === 400 && guessable.code === 'invalid_idempotency_key',
    '400 invalid_idempotency_key',
  );

  // On a service that took it, the victim holds the token it answered from here on.
  const victim = guessable.status === 201 ? String(guessable.body.token) : token;

  // Item 9: tickets asked for with the victim's token while the replacement runs.
  const key = randomBytes(16).toString('base64url');
  const ask = (i: number) =>
    post(
      i % 2 ? `${api}/players/me/stream-tickets` : `${api}/games/${gameId}/stream-tickets`,
      {},
      auth(victim),
    ).then((r) =>
      r.status === 201
        ? `${i % 2 ? `${api}/players/me/stream` : `${api}/games/${gameId}/stream`}?ticket=${String(r.body.ticket)}`
        : null,
    );
  const before = Array.from({ length: RACING_TICKETS / 2 }, (_, i) => ask(i));
  const replacing = replace(api, victim, key);
  const during = Array.from({ length: RACING_TICKETS / 2 }, (_, i) => ask(i));
  const replaced = await replacing;
  const fresh = String(replaced.body.token);

  // Item 7: the thief replays the victim's key (say it learned it) and the guessable one.
  for (const [name, k] of [
    ['the victim’s key', key],
    ['the guessable key', 'aaaaaaaa'],
  ]) {
    const replay = await post(
      `${api}/players/me/tokens`,
      {},
      { ...auth(token), 'idempotency-key': k },
    );
    const leaked = replay.text.includes(fresh);
    report(
      `rotation replayed with the old token and ${name}`,
      `${replay.status} ${replay.code ?? ''}${leaked ? ' with the new token' : ''}`,
      replay.status === 401 && replay.code === 'invalid_token' && !leaked,
      '401 invalid_token',
    );
  }

  // Item 2: the thief's seat token, stream, early ticket and queue entry.
  const refusedSeat = async (name: string, reply: Reply) =>
    report(
      `thief's seat token after the rotation: ${name}`,
      `${reply.status} ${reply.code ?? ''}`,
      reply.status === 401,
      '401',
    );
  await refusedSeat(
    'view and hand',
    await send(`${api}/games/${gameId}`, { headers: auth(seatToken) }),
  );
  await refusedSeat(
    'hint',
    await send(`${api}/games/${gameId}/hint`, { headers: auth(seatToken) }),
  );
  const stream = await openStream(`${api}/games/${gameId}/stream`, auth(seatToken));
  await stream.endsWithin(1000);
  report(
    "thief's seat token after the rotation: stream",
    String(stream.status),
    stream.status === 401,
    '401',
  );
  await refusedSeat(
    'ticket',
    await post(`${api}/games/${gameId}/stream-tickets`, {}, auth(seatToken)),
  );
  await refusedSeat('leave', await post(`${api}/games/${gameId}/leave`, {}, auth(seatToken)));
  const ended = await seatStream.endsWithin(END_WITHIN_MS);
  report(
    "thief's open seat stream after the rotation",
    ended ? 'ended' : `open after ${END_WITHIN_MS} ms`,
    seatStream.status === 200 && ended,
    'ended',
  );
  const earlyTicket = await openStream(
    `${api}/games/${gameId}/stream?ticket=${String(early.body.ticket)}`,
  );
  await earlyTicket.endsWithin(1000);
  report(
    "thief's ticket from before the rotation",
    String(earlyTicket.status),
    early.status === 201 && earlyTicket.status === 401,
    '401',
  );
  const queued = await send(`${api}/queue/${String(entry.body.id)}`, { headers: auth(fresh) });
  report(
    "thief's waiting queue entry after the rotation",
    `${queued.status} ${queued.code ?? ''}`,
    entry.status === 201 && queued.status === 404,
    '404 (deleted)',
  );

  // Item 9: every ticket issued around the replacement, opened after it answered.
  report(
    'the victim replaces its token amid the tickets',
    `${replaced.status} ${replaced.code ?? ''}`,
    replaced.status === 201,
    '201 (the attacks above assume it)',
  );
  const tickets = (await Promise.all([...before, ...during])).filter((t) => t !== null);
  let opened = 0;
  for (const url of tickets) {
    const s = await openStream(url);
    if (s.status === 200) opened++;
    await s.endsWithin(s.status === 200 ? 0 : 1000);
  }
  report(
    `tickets asked for during the rotation (${tickets.length} issued)`,
    `${opened} opened a stream after it`,
    replaced.status === 201 && opened === 0,
    'none opens',
  );
}
