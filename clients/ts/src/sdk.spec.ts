// The SDK's hand-written layer on answers made up here: when a call is retried and with which key,
// what a refusal carries, and how the stream reader resumes; test/sdk.e2e-spec.ts runs it against
// the service.
import { describe, expect, it } from '@jest/globals';
import { type Answer, call } from './call.js';
import { ThousandError } from './problems.js';
import { followPlayerStream, followStream } from './stream.js';

const problem = (status: number, code: string, headers: Record<string, string> = {}) => ({
  error: { type: 'about:blank', title: 'x', status, detail: `refused: ${code}`, code },
  response: new Response(null, { status, headers }),
});
const success = { data: 'done', response: new Response(null, { status: 200 }) };

/** A sender answering the listed answers in turn, recording the key of each attempt. */
function sender(answers: (Answer<string> | Error)[]) {
  const keys: (string | undefined)[] = [];
  const send = async (key: string | undefined) => {
    keys.push(key);
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next ?? success;
  };
  return { keys, send };
}

describe('call', () => {
  it('retries a write after a lost answer and a 503 under one key, waiting as told', async () => {
    const waits: number[] = [];
    const { keys, send } = sender([
      new TypeError('fetch failed'),
      problem(503, 'overloaded', { 'Retry-After': '2' }),
    ]);
    const sleep = async (ms: number) => void waits.push(ms);
    expect(await call(send, 'write', { attempts: 3, sleep })).toBe('done');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(waits).toEqual([250, 2000]);
  });

  it('caps a wait at maxDelayMs and stops after `attempts`', async () => {
    const waits: number[] = [];
    const { send } = sender([
      problem(429, 'rate_limited', { 'Retry-After': '60' }),
      problem(429, 'rate_limited'),
    ]);
    const sleep = async (ms: number) => void waits.push(ms);
    const failed = await call(send, 'read', { attempts: 2, maxDelayMs: 1000, sleep }).catch(
      (e) => e,
    );
    expect([failed.status, failed.code, waits]).toEqual([429, 'rate_limited', [1000]]);
  });

  it('retries only the 429s that pass: never too_many_games nor too_many_bot_games', async () => {
    for (const code of ['too_many_games', 'too_many_bot_games', 'too_many_challenges']) {
      const bound = sender([problem(429, code, { 'Retry-After': '1820' }), problem(429, code)]);
      const sleep = async () => undefined;
      const failed = await call(bound.send, 'write', { sleep }).catch((e: unknown) => e);
      expect([(failed as ThousandError).code, bound.keys.length]).toEqual([code, 1]);
    }
    const busy = sender([
      problem(429, 'too_many_requests_in_flight'),
      problem(429, 'rate_limited'),
    ]);
    await call(busy.send, 'write', { attempts: 2, sleep: async () => undefined }).catch(() => 0);
    expect(busy.keys).toHaveLength(2);
  });

  it('never retries a refusal that would be refused again, nor a call sent once', async () => {
    const refused = sender([problem(409, 'not_your_turn')]);
    const error = await call(refused.send, 'write').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThousandError);
    expect((error as ThousandError).is('not_your_turn', 'wrong_phase')).toBe(true);
    expect(refused.keys).toHaveLength(1);
    const once = sender([new TypeError('fetch failed')]);
    await expect(call(once.send, 'once')).rejects.toMatchObject({ code: 'service_unreachable' });
    expect(once.keys).toEqual([undefined]);
  });
});

/** A text/event-stream body of these blocks, ending cleanly after the last. */
const body = (...blocks: string[]) =>
  new Response(blocks.join(''), { headers: { 'Content-Type': 'text/event-stream' } });
const view = (lastSeq: number, status = 'playing') =>
  `event: view\ndata: ${JSON.stringify({ kind: 'view', status, lastSeq, version: lastSeq })}\n\n`;
const update = (seq: number, type = 'bid') =>
  `: keep-alive\n\nevent: update\nid: ${seq}\ndata: ${JSON.stringify({ kind: 'update', version: seq, events: [{ type }] })}\n\n`;

describe('followStream', () => {
  it('resumes a closed stream from the last update seen, not from the newer view, and ends with the game', async () => {
    const opened: (string | null)[] = [];
    const answers = [
      body(view(3), update(4)),
      // Dropped right after the resumed stream's view, before the updates it owed.
      body(view(9)),
      body(view(9), update(5), update(6, 'game_over')),
    ];
    const source = {
      url: 'http://service/stream',
      headers: () => ({ Authorization: 'Bearer t' }),
      fetch: (async (_url: string, init: RequestInit) => {
        opened.push(new Headers(init.headers).get('Last-Event-ID'));
        return answers.shift()!;
      }) as typeof fetch,
    };
    const kinds: string[] = [];
    for await (const message of followStream(source, { sleep: async () => {} })) {
      kinds.push(
        message.kind === 'view'
          ? `view ${message.lastSeq}`
          : message.kind === 'update'
            ? `update ${message.version}`
            : 'presence',
      );
    }
    expect(kinds).toEqual(['view 3', 'update 4', 'view 9', 'view 9', 'update 5', 'update 6']);
    expect(opened).toEqual([null, '4', '4']);
  });

  it('asks for presence only when told to, on every (re)connection, and hands its messages out', async () => {
    const urls: string[] = [];
    const answers = [
      body(view(3), 'event: presence\ndata: {"kind":"presence","connected":[0,2]}\n\n'),
      body(view(3), update(4, 'game_over')),
    ];
    const source = {
      url: 'http://service/stream',
      headers: () => ({}),
      fetch: (async (url: string) => {
        urls.push(url);
        return answers.shift() ?? body(view(3, 'finished'));
      }) as typeof fetch,
    };
    const connected: number[][] = [];
    const options = { sleep: async () => {}, presence: true };
    for await (const message of followStream(source, options)) {
      if (message.kind === 'presence') connected.push(message.connected);
    }
    expect(connected).toEqual([[0, 2]]);
    expect(urls).toEqual([
      'http://service/stream?presence=true',
      'http://service/stream?presence=true',
    ]);
    const plain: string[] = [];
    const once = {
      ...source,
      fetch: (async (url: string) => (plain.push(url), body(view(1, 'finished')))) as typeof fetch,
    };
    for await (const message of followStream(once)) expect(message.kind).toBe('view');
    expect(plain).toEqual(['http://service/stream']);
  });

  it("reopens a seat's stream that drops after another seat's player_left, and ends after its own", async () => {
    const seatView = (lastSeq: number) =>
      `event: view\ndata: ${JSON.stringify({ kind: 'view', status: 'playing', lastSeq, version: lastSeq, you: 1 })}\n\n`;
    const left = (seq: number, seat: number) =>
      `event: update\nid: ${seq}\ndata: ${JSON.stringify({ kind: 'update', version: seq, events: [{ type: 'player_left', data: { type: 'player_left', seat, running: true } }] })}\n\n`;
    const answers = [
      // Seat 0 leaves a running game; then the connection drops (an instance stopping).
      body(seatView(3), left(4, 0)),
      // This seat's own player leaves: the service closes the stream for good.
      body(seatView(4), update(5), left(6, 1)),
    ];
    let opened = 0;
    const source = {
      url: 'http://service/stream',
      headers: () => ({ Authorization: 'Bearer t' }),
      fetch: (async () => (opened++, answers.shift() ?? body(seatView(6)))) as typeof fetch,
    };
    const seen: number[] = [];
    for await (const message of followStream(source, { sleep: async () => {} })) {
      if (message.kind === 'update') seen.push(message.version);
    }
    expect(seen).toEqual([4, 5, 6]);
    expect(opened).toBe(2);
  });

  it('throws a refusal to open (401) at once', async () => {
    const source = {
      url: 'http://service/stream',
      headers: () => ({}),
      fetch: (async () =>
        new Response(JSON.stringify({ status: 401, detail: 'no', code: 'invalid_ticket' }), {
          status: 401,
        })) as typeof fetch,
    };
    await expect(followStream(source).next()).rejects.toMatchObject({
      status: 401,
      code: 'invalid_ticket',
    });
  });
});

describe('followPlayerStream', () => {
  const ready = (lastSeq: number) =>
    `event: ready\ndata: ${JSON.stringify({ kind: 'ready', lastSeq })}\n\n`;
  const message = (seq: number, kind = 'your_turn') =>
    `: keep-alive\n\nid: ${seq}\nevent: ${kind}\ndata: ${JSON.stringify({ kind, seq, gameId: 'g' })}\n\n`;

  it('starts after `ready`, resumes a dropped stream from the last message, and never ends by itself', async () => {
    const opened: (string | null)[] = [];
    const answers = [
      body(ready(7), message(8, 'game_started'), message(9)),
      // Dropped before anything came.
      body(),
      body(ready(12), message(10, 'game_finished')),
    ];
    const stop = new AbortController();
    const source = {
      url: 'http://service/api/v1/players/me/stream',
      headers: () => ({ Authorization: 'Bearer p' }),
      fetch: (async (_url: string, init: RequestInit) => {
        opened.push(new Headers(init.headers).get('Last-Event-ID'));
        const next = answers.shift();
        if (!next) stop.abort();
        return next ?? body();
      }) as typeof fetch,
    };
    const seen: string[] = [];
    const options = { sleep: async () => {}, signal: stop.signal };
    for await (const m of followPlayerStream(source, options)) {
      seen.push(m.kind === 'ready' ? `ready ${m.lastSeq}` : `${m.kind} ${m.seq}`);
    }
    expect(seen).toEqual([
      'ready 7',
      'game_started 8',
      'your_turn 9',
      'ready 12',
      'game_finished 10',
    ]);
    expect(opened).toEqual([null, '9', '9', '10']);
  });
});
