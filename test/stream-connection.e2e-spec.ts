import { describe, expect, it } from '@jest/globals';
import { connect, type Socket } from 'node:net';
import { AddressHash } from '../src/platform/http/address-hash.js';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

/** A raw HTTP/1.1 connection: every byte received, and when it closed. */
function openRaw(
  base: string,
  options: { allowHalfOpen?: boolean } = {},
): Promise<{ socket: Socket; text: () => string; closed: Promise<void> }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(
      { port: Number(url.port), host: url.hostname, allowHalfOpen: options.allowHalfOpen },
      () => resolve({ socket, text: () => text, closed }),
    );
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
  });
}

/** `promise`, or a failure naming `what` after five seconds. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 5000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The body of one chunked response: its chunks joined, and where the response ended. */
function dechunk(text: string, from: number): { body: string; end: number } {
  let at = from;
  let body = '';
  for (;;) {
    const line = text.indexOf('\r\n', at);
    if (line < 0) throw new Error('unterminated chunked body');
    const size = parseInt(text.slice(at, line), 16);
    expect(Number.isNaN(size)).toBe(false);
    const data = text.slice(line + 2, line + 2 + size);
    expect(text.slice(line + 2 + size, line + 4 + size)).toBe('\r\n');
    at = line + 4 + size;
    if (size === 0) return { body, end: at };
    body += data;
  }
}

const request = (path: string, headers: string[] = []) =>
  [`GET ${path} HTTP/1.1`, 'Host: localhost', ...headers, '', ''].join('\r\n');

/** A seat's raw POST /leave: carried out, it empties the seat and ends the seat's stream. */
const rawLeave = (gameId: string, token: string) =>
  [
    `POST /api/v1/games/${gameId}/leave HTTP/1.1`,
    'Host: localhost',
    `Authorization: Bearer ${token}`,
    'Content-Length: 0',
    '',
    '',
  ].join('\r\n');

/** The text of one stream's response: its head, its body dechunked, and where the body ended. */
function response(text: string) {
  const headEnd = text.indexOf('\r\n\r\n');
  const head = text.slice(0, headEnd);
  return { head, ...dechunk(text, headEnd + 4) };
}

/** A game with one seat taken: its stream ends when that seat is left. */
async function seatedGameAt(base: string) {
  const api = new GameClient(base);
  const game = await api.create();
  const joined = await api.join(game.id, 'Stays a while');
  return { gameId: game.id, token: joined.token };
}

async function leaveAt(base: string, gameId: string, token: string): Promise<void> {
  const res = await fetch(`${base}/api/v1/games/${gameId}/leave`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBeLessThan(300);
}

/**
 * An open stream writes its chunks to the connection itself once Node has let go of the response
 * (src/live/streams/event-sink.ts). What a client sees on the wire: one chunked body that ends with
 * its last chunk, on a connection that is the stream's alone (`Connection: close`): nothing else is
 * ever answered into it, and it is closed, and counted no more, once the stream ends (a review
 * found requests answered mid-stream, and ended streams' connections kept half-open for good).
 */
describe('an event stream on its connection', () => {
  const t = useTestApp({ streamKeepAliveMs: 200, spectatorStreamsPerAddress: 3 });

  const open = (options: { allowHalfOpen?: boolean } = {}) => openRaw(t.url, options);

  const seatedGame = () => seatedGameAt(t.url);
  const leave = (gameId: string, token: string) => leaveAt(t.url, gameId, token);

  it('sends one chunked body ending in its last chunk, then closes the connection', async () => {
    const { gameId, token } = await seatedGame();
    const c = await open();
    c.socket.write(request(`/api/v1/games/${gameId}/stream`, [`Authorization: Bearer ${token}`]));
    await until(() => c.text().includes('\r\n: keep-alive\n\n'), 'a keep-alive comment');
    await leave(gameId, token);
    await within(c.closed, 'the connection to close');

    const { head, body, end } = response(c.text());
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/\r\ntransfer-encoding: chunked/i);
    expect(head).toMatch(/\r\ncontent-type: text\/event-stream/i);
    expect(head).toMatch(/\r\nconnection: close/i);
    expect(end).toBe(c.text().length);
    expect(body).toMatch(/^event: view\ndata: \{/);
    expect(body).toContain(': keep-alive\n\n');
    expect(body).toMatch(/event: update\ndata: .*"player_left"/);
  });

  it('closes a connection that asked to be closed once the stream ends', async () => {
    const { gameId, token } = await seatedGame();
    const c = await open();
    c.socket.write(
      request(`/api/v1/games/${gameId}/stream`, [
        `Authorization: Bearer ${token}`,
        'Connection: close',
      ]),
    );
    await until(() => c.text().includes('event: view'), 'the first message');
    await leave(gameId, token);
    await within(c.closed, 'the connection to close');
    const { head, end } = response(c.text());
    expect(head).toMatch(/\r\nconnection: close/i);
    expect(end).toBe(c.text().length);
  });

  // Sent on the stream's connection while it streams, a request is never answered into the body.
  it('answers nothing else on its connection, sent during the stream or pipelined before it', async () => {
    for (const when of ['during', 'pipelined'] as const) {
      const { gameId, token } = await seatedGame();
      const c = await open();
      const stream = request(`/api/v1/games/${gameId}/stream`, [`Authorization: Bearer ${token}`]);
      if (when === 'pipelined') c.socket.write(stream + request('/health'));
      else {
        c.socket.write(stream);
        await until(() => c.text().includes('event: view'), 'the first message');
        c.socket.write(request('/health'));
      }
      const keepAlives = () => c.text().split('\r\n: keep-alive\n\n').length - 1;
      await until(() => keepAlives() >= 2, `two keep-alive comments (${when})`);
      await leave(gameId, token);
      await within(c.closed, 'the connection to close');
      const { body, end } = response(c.text());
      expect([when, body]).toEqual([when, expect.stringMatching(/"player_left"/)]);
      expect([when, body.includes('HTTP/1.1')]).toEqual([when, false]);
      // The connection closed with the stream, the other request unanswered (it said it would).
      expect([when, end]).toEqual([when, c.text().length]);
    }
  });

  // A review found a move pipelined behind a stream played with no answer ever sent. A leave is
  // the request here: carried out, it would end the stream and empty the seat.
  it('carries out no request sent behind it, during the stream or pipelined before it', async () => {
    for (const when of ['during', 'pipelined'] as const) {
      const { gameId, token } = await seatedGame();
      const c = await open();
      const auth = `Authorization: Bearer ${token}`;
      const stream = request(`/api/v1/games/${gameId}/stream`, [auth]);
      const leaveRequest = rawLeave(gameId, token);
      if (when === 'pipelined') c.socket.write(stream + leaveRequest);
      else {
        c.socket.write(stream);
        await until(() => c.text().includes('event: view'), 'the first message');
        c.socket.write(leaveRequest);
      }
      try {
        const keepAlives = () => c.text().split('\r\n: keep-alive\n\n').length - 1;
        await until(() => keepAlives() >= 2, `two keep-alive comments (${when})`);
        const seats = (await new GameClient(t.url).view(gameId)).seats;
        expect([when, seats.filter((seat) => seat.name !== null).length]).toEqual([when, 1]);
        expect([when, c.text().includes('player_left')]).toEqual([when, false]);
      } finally {
        c.socket.destroy();
      }
    }
  });

  it('closes a connection that keeps sending requests behind its stream', async () => {
    const { gameId, token } = await seatedGame();
    const c = await open();
    c.socket.write(request(`/api/v1/games/${gameId}/stream`, [`Authorization: Bearer ${token}`]));
    await until(() => c.text().includes('event: view'), 'the first message');
    c.socket.write(request('/health').repeat(9));
    await within(c.closed, 'the connection to close');
    expect(c.text()).not.toMatch(/\r\n\r\n[\s\S]*HTTP\/1\.1/);
  });

  it('answers requests pipelined on a plain connection in turn, each carried out after the one before', async () => {
    const { gameId, token } = await seatedGame();
    const c = await open();
    const auth = `Authorization: Bearer ${token}`;
    const view = request(`/api/v1/games/${gameId}`, [auth]);
    const leaveRequest = rawLeave(gameId, token);
    // The view is read before the leave is carried out: it still shows the seat taken.
    c.socket.write(view + leaveRequest + request('/health', ['Connection: close']));
    await within(c.closed, 'the connection to close');
    const answers = c.text().split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((a) => a.slice(0, 15))).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 200 OK',
      'HTTP/1.1 200 OK',
    ]);
    expect(answers[0]).toMatch(/"seats":\[\{/);
  });

  // A review: past eight waiting, the connection was closed, and the answer under way lost with it.
  it('answers a deep pipeline whole, reading more as the answers catch up', async () => {
    const c = await open();
    c.socket.write(request('/health').repeat(19) + request('/health', ['Connection: close']));
    await within(c.closed, 'the connection to close');
    expect(
      c
        .text()
        .split(/(?=HTTP\/1\.1 )/)
        .filter((a) => a.startsWith('HTTP/1.1 200')),
    ).toHaveLength(20);
  });

  it('answers HEAD with the headers alone and keeps the connection usable', async () => {
    const { gameId } = await seatedGame();
    const c = await open();
    c.socket.write(
      [`HEAD /api/v1/games/${gameId}/stream HTTP/1.1`, 'Host: localhost', '', ''].join('\r\n'),
    );
    await until(() => c.text().includes('\r\n\r\n'), 'the headers');
    expect(c.text()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(c.text()).toMatch(/\r\ncontent-type: text\/event-stream/i);
    const end = c.text().length;
    c.socket.write(request('/health'));
    await until(() => c.text().includes('\r\n\r\n', end), 'the next answer');
    expect(c.text().slice(end)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    c.socket.destroy();
  });

  it('gives back its place when the client hangs up, and logs the stream once, when it opened', async () => {
    const { gameId } = await seatedGame();
    const logged = t.app.get(AddressHash).logId(gameId);
    const lines = () =>
      t.logs.filter((l) => l.includes(`"path":"/api/v1/games/${logged}/stream"`)).length;
    const before = lines();
    // More spectator streams than one address may hold, one after another, each hung up.
    for (let i = 0; i < 12; i++) {
      const c = await open();
      c.socket.write(request(`/api/v1/games/${gameId}/stream`));
      await until(() => c.text().includes('event: view'), `spectator stream ${i}`);
      c.socket.destroy();
      await within(c.closed, 'the connection to close');
    }
    await until(() => lines() - before === 12, 'twelve log lines');
    const c = await open();
    c.socket.write(request(`/api/v1/games/${gameId}/stream`));
    await until(() => c.text().includes('event: view'), 'one more stream');
    expect(c.text()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    c.socket.destroy();
  });
});

describe('an ended event stream and its address', () => {
  const t = useTestApp({ maxConnectionsPerAddress: 3, streamKeepAliveMs: 200 });

  // A client that keeps its side of a connection open after the server's FIN (allowHalfOpen): the
  // server still closes its own, so the connection stops counting against
  // MAX_CONNECTIONS_PER_ADDRESS (3 here). Five such streams, one after another, all open.
  it('closes its connection whole, so the address may open more', async () => {
    const kept: Socket[] = [];
    for (let i = 0; i < 5; i++) {
      const { gameId, token } = await seatedGameAt(t.url);
      const stream = request(`/api/v1/games/${gameId}/stream`, [`Authorization: Bearer ${token}`]);
      // A connection past the cap is closed at once: tried again while the last one's close
      // reaches the server, for at most two seconds.
      let c = await openRaw(t.url, { allowHalfOpen: true });
      for (let tries = 0; ; tries++) {
        c.socket.write(stream);
        let closed = false;
        void c.closed.then(() => (closed = true));
        await until(() => closed || c.text().includes('event: view'), `stream ${i}`);
        const refused = !c.text().includes('event: view');
        if (!refused) break;
        expect([i, tries < 40]).toEqual([i, true]);
        await new Promise((r) => setTimeout(r, 50));
        c = await openRaw(t.url, { allowHalfOpen: true });
      }
      kept.push(c.socket);
      const ended = new Promise((r) => c.socket.once('end', r));
      await leaveAt(t.url, gameId, token);
      await within(ended, `the end of stream ${i}`);
      expect(response(c.text()).end).toBe(c.text().length);
    }
    for (const socket of kept) socket.destroy();
  });
});
