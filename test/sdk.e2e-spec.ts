// The official TypeScript SDK (clients/ts) against the real app on PostgreSQL: its README's deal,
// a move whose answer is lost retried under the same Idempotency-Key (made once), a refusal as a
// typed problem code, and the stream resumed with Last-Event-ID after a dropped connection.
import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { playADeal } from '../clients/ts/examples/play-a-deal.js';
import {
  firstChoice,
  type Seat,
  type StreamMessage,
  Thousand,
  ThousandError,
} from '../clients/ts/src/index.js';
import { useTestApp } from './support/app-fixture.js';

const root = resolve(import.meta.dirname, '..');

/** What a wrapped fetch saw: each request's method, path and headers. */
interface Seen {
  method: string;
  path: string;
  headers: Headers;
}

function recording(wrap: (request: Request, seen: Seen[]) => Promise<Response>) {
  const seen: Seen[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
    });
    return wrap(request, seen);
  };
  return { seen, fetcher };
}

/** A body that ends (cleanly, as a dropped proxy connection looks) after its first event. */
function cutAfterFirstEvent(response: Response): Response {
  const reader = response.body!.getReader();
  let text = '';
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      controller.enqueue(value);
      text += new TextDecoder().decode(value);
      if (text.includes('\n\n')) {
        controller.close();
        await reader.cancel();
      }
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

async function seated(thousand: Thousand): Promise<Map<number, Seat>> {
  const game = await thousand.createGame({ name: 'sdk' });
  const seats = new Map<number, Seat>();
  for (const name of ['Ann', 'Bob', 'Cid']) {
    const seat = await thousand.join(game.id, { name });
    seats.set(seat.seat, seat);
  }
  return seats;
}

/** The seat on turn and its simplest move, passing when it may. */
async function nextMove(thousand: Thousand, seats: Map<number, Seat>) {
  const gameId = seats.get(0)!.gameId;
  const view = await thousand.game(gameId);
  if (view.status !== 'playing') throw new Error(`game ${view.status}`);
  const seat = seats.get(view.deal.turn)!;
  const { legalActions } = await seat.view();
  const offered = legalActions.find((a) => a.type === 'pass') ?? legalActions[0]!;
  return { seat, action: firstChoice(offered), version: view.version };
}

describe('the TypeScript SDK (clients/ts)', () => {
  const t = useTestApp();
  const baseUrl = () => `http://127.0.0.1:${t.port}`;

  it("plays its README's deal, which the README shows in under 30 lines", async () => {
    const readme = await readFile(resolve(root, 'clients/ts/README.md'), 'utf8');
    const example = await readFile(resolve(root, 'clients/ts/examples/play-a-deal.ts'), 'utf8');
    const shown = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(shown).toBe(example.replace("from '../src/index.js'", "from '@thousand/client'"));
    expect(example.trimEnd().split('\n').length).toBeLessThan(30);
    const { updates, row } = await playADeal(baseUrl());
    expect(updates).toBeGreaterThan(10);
    expect(row?.deal).toBe(1);
  });

  it('retries a move whose answer was lost under the same Idempotency-Key: made once', async () => {
    let lost = false;
    const { seen, fetcher } = recording(async (request) => {
      const response = await fetch(request);
      if (!lost && request.method === 'POST' && request.url.endsWith('/actions')) {
        lost = true;
        throw new TypeError('fetch failed: the connection dropped before the answer');
      }
      return response;
    });
    const thousand = new Thousand({ baseUrl: baseUrl(), fetch: fetcher, sleep: async () => {} });
    const seats = await seated(thousand);
    const { seat, action, version } = await nextMove(thousand, seats);
    const answer = await seat.act(action);
    const posts = seen.filter((s) => s.method === 'POST' && s.path.endsWith('/actions'));
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map((p) => p.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(answer.version).toBe(version + 1);
    expect((await thousand.game(seat.gameId)).version).toBe(version + 1);
  });

  it('answers a refusal as a ThousandError with its typed code', async () => {
    const thousand = new Thousand({ baseUrl: baseUrl() });
    const seats = await seated(thousand);
    const { seat, action } = await nextMove(thousand, seats);
    const other = seats.get((seat.seat + 1) % 3)!;
    const refused = await other.act(action).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ThousandError);
    const error = refused as ThousandError;
    expect([error.status, error.code, error.is('not_your_turn')]).toEqual([
      409,
      'not_your_turn',
      true,
    ]);
    const unknown = thousand.seat(seat.gameId, seat.seat, 'x'.repeat(43));
    await expect(unknown.view()).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('resumes a dropped stream with Last-Event-ID: every update once, in order', async () => {
    let streams = 0;
    const { seen, fetcher } = recording(async (request) => {
      const response = await fetch(request);
      if (!request.url.includes('/stream') || request.method !== 'GET') return response;
      return ++streams === 1 ? cutAfterFirstEvent(response) : response;
    });
    const thousand = new Thousand({ baseUrl: baseUrl(), fetch: fetcher, sleep: async () => {} });
    const seats = await seated(thousand);
    const stream = seats.get(0)!.stream();
    const first = (await stream.next()).value as StreamMessage;
    expect(first.kind).toBe('view');
    const start = first.kind === 'view' ? first : null;
    for (let move = 0; move < 3; move++) {
      const { seat, action } = await nextMove(thousand, seats);
      await seat.act(action);
    }
    const messages: StreamMessage[] = [];
    for await (const message of stream) {
      messages.push(message);
      if (messages.filter((m) => m.kind === 'update').length === 3) break;
    }
    expect(messages[0]?.kind).toBe('view');
    const versions = messages.flatMap((m) => (m.kind === 'update' ? [m.version] : []));
    expect(versions).toEqual([1, 2, 3].map((n) => start!.version + n));
    const opened = seen.filter((s) => s.path.endsWith('/stream'));
    expect(opened.map((s) => s.headers.get('Last-Event-ID'))).toEqual([
      null,
      String(start!.lastSeq),
    ]);
    expect(opened.every((s) => s.headers.get('Authorization')?.startsWith('Bearer '))).toBe(true);
  });

  it("holds a player's token: the player reads itself", async () => {
    const thousand = new Thousand({ baseUrl: baseUrl() });
    const player = await thousand.createPlayer('Dora');
    const me = await player.me();
    expect([me.id, me.name]).toEqual([player.id, 'Dora']);
  });
});
