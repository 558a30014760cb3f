import { describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { GameClient } from './support/api.js';
import { SseClient } from './support/sse.js';
import { useTestApp } from './support/app-fixture.js';

const REQUEST_TIMEOUT_MS = 600;
const IDLE_TIMEOUT_MS = 900;

interface Outcome {
  text: string;
  /** ms from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Writes `head`, then `drip` one character at a time every `everyMs`, until the server closes
 * the connection or `giveUpMs` pass (then the outcome says it stayed open).
 */
function slowRequest(port: number, head: string, drip: string, everyMs: number, giveUpMs: number) {
  return new Promise<Outcome & { open: boolean }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    let sent = 0;
    const dripper = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++]);
    }, everyMs);
    const giveUp = setTimeout(() => finish(true), giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(false));
    function finish(open: boolean) {
      clearInterval(dripper);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, open, closedAfterMs: Date.now() - started });
    }
  });
}

// Fastify's request and connection timeouts were off: a body sent a byte at a time, or one that
// declared more bytes than it sent, held its connection forever.
describe('slow clients', () => {
  const t = useTestApp(
    {
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      connectionIdleTimeoutMs: IDLE_TIMEOUT_MS,
      streamKeepAliveMs: 15_000,
    },
    { listen: true },
  );

  const post = (length: number) =>
    'POST /api/v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${length}\r\n\r\n`;

  it('answers 408 request_timeout to a body that declares 1000 bytes and sends 4', async () => {
    const outcome = await slowRequest(t.port, post(1000) + '{"na', '', 1000, 10_000);
    expect(outcome.open).toBe(false);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.text).toContain('"code":"request_timeout"');
    expect(outcome.text).toMatch(/content-type: application\/problem\+json/i);
  });

  it('closes a body that arrives a byte at a time, though each byte keeps the line busy', async () => {
    // A byte every 100 ms: never idle for IDLE_TIMEOUT_MS, but never whole within the request timeout.
    const body = JSON.stringify({ name: 'x'.repeat(60) });
    const outcome = await slowRequest(t.port, post(body.length), body, 100, 10_000);
    expect(outcome.open).toBe(false);
    expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });

  it('closes a connection that sends nothing', async () => {
    const outcome = await slowRequest(t.port, '', '', 1000, 10_000);
    expect(outcome.open).toBe(false);
  });

  it('keeps an event stream open past both timeouts, and it still delivers', async () => {
    const api = new GameClient(t.url);
    const game = await api.create();
    const sse = SseClient.open(t.url, game.id);
    await sse.until(() => sse.messages.length >= 1);
    // Quiet for longer than both timeouts together (no keep-alive is due for 15 s).
    await new Promise((r) => setTimeout(r, REQUEST_TIMEOUT_MS + IDLE_TIMEOUT_MS + 1000));
    await api.join(game.id, 'Late');
    await sse.until(() => sse.updates.length === 1);
    expect(sse.events.map((e) => e.type)).toEqual(['player_joined']);
    sse.close();
  });
});

// Each slow body held a place of MAX_IN_FLIGHT_REQUESTS until its timeout: as many slow clients
// as places shut the instance to everyone else.
describe('slow bodies and the in-flight limit', () => {
  const t = useTestApp({ maxInFlightRequests: 2, requestTimeoutMs: 5000 }, { listen: true });

  it('counts a request with a body only once the body has arrived', async () => {
    const head =
      'POST /api/v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\n\r\n{';
    const sockets = [0, 1, 2].map(
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect(t.port, '127.0.0.1', () => {
            socket.write(head);
            resolve(socket);
          });
          socket.on('error', () => undefined);
        }),
    );
    const open = await Promise.all(sockets);
    try {
      // Time for the service to read the three requests' headers (no clock of ours to advance).
      await new Promise((r) => setTimeout(r, 300));
      const api = new GameClient(t.url);
      const game = await api.create();
      expect((await fetch(`${t.url}/api/v1/games/${game.id}`)).status).toBe(200);
    } finally {
      for (const socket of open) socket.destroy();
    }
  });
});
