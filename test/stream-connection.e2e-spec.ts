import { describe, expect, it } from '@jest/globals';
import { connect, type Socket } from 'node:net';
import { AddressHash } from '../src/platform/http/address-hash.js';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

/**
 * An open stream writes its chunks to the connection itself once Node has let go of the response
 * (src/live/streams/event-sink.ts). What a client sees on the wire must not change: one chunked
 * body that ends with its last chunk, and a connection that is then closed or usable again as its
 * headers said.
 */
describe('an event stream on its connection', () => {
  const t = useTestApp({ streamKeepAliveMs: 200, spectatorStreamsPerAddress: 3 });

  /** A raw HTTP/1.1 connection: every byte received, and whether the server closed it. */
  function open(): Promise<{ socket: Socket; text: () => string; closed: Promise<void> }> {
    const url = new URL(t.url);
    return new Promise((resolve, reject) => {
      let text = '';
      const socket = connect(Number(url.port), url.hostname, () =>
        resolve({ socket, text: () => text, closed }),
      );
      const closed = new Promise<void>((done) => socket.on('close', () => done()));
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
    });
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

  /** A game with one seat taken: its stream ends when that seat is left. */
  async function seatedGame() {
    const api = new GameClient(t.url);
    const game = await api.create();
    const joined = await api.join(game.id, 'Stays a while');
    return { gameId: game.id, token: joined.token };
  }

  async function leave(gameId: string, token: string): Promise<void> {
    const res = await fetch(`${t.url}/api/v1/games/${gameId}/leave`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBeLessThan(300);
  }

  it('sends one chunked body ending in its last chunk, and keeps the connection for the next request', async () => {
    const { gameId, token } = await seatedGame();
    const c = await open();
    c.socket.write(request(`/api/v1/games/${gameId}/stream`, [`Authorization: Bearer ${token}`]));
    await until(() => c.text().includes('\r\n: keep-alive\n\n'), 'a keep-alive comment');
    await leave(gameId, token);
    await until(() => /\r\n0\r\n\r\n$/.test(c.text()), 'the last chunk');

    const text = c.text();
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/\r\ntransfer-encoding: chunked/i);
    expect(head).toMatch(/\r\ncontent-type: text\/event-stream/i);
    expect(head).not.toMatch(/\r\nconnection: close/i);
    const { body, end } = dechunk(text, text.indexOf('\r\n\r\n') + 4);
    expect(end).toBe(text.length);
    expect(body).toMatch(/^event: view\ndata: \{/);
    expect(body).toContain(': keep-alive\n\n');
    expect(body).toMatch(/event: update\ndata: .*"player_left"/);

    // The same connection answers the next request, as after any finished response.
    c.socket.write(request('/health'));
    await until(() => c.text().length > end && c.text().includes('\r\n\r\n', end), 'an answer');
    expect(c.text().slice(end)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    c.socket.destroy();
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
    expect(c.text()).toMatch(/\r\nconnection: close\r\n/i);
    await leave(gameId, token);
    await c.closed;
    const text = c.text();
    const { end } = dechunk(text, text.indexOf('\r\n\r\n') + 4);
    expect(end).toBe(text.length);
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
      await c.closed;
    }
    await until(() => lines() - before === 12, 'twelve log lines');
    const c = await open();
    c.socket.write(request(`/api/v1/games/${gameId}/stream`));
    await until(() => c.text().includes('event: view'), 'one more stream');
    expect(c.text()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    c.socket.destroy();
  });
});
