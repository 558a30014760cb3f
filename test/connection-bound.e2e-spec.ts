import { beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import net from 'node:net';
import { freshLoopbackAddress } from './support/from-address.js';
import { useTestApp } from './support/app-fixture.js';
import { exchange } from './support/raw-exchange.js';

// One address held about 2,000 idle connections until the idle timeout.
const MAX = 3;

describe('open connections per address (MAX_CONNECTIONS_PER_ADDRESS)', () => {
  const t = useTestApp({ maxConnectionsPerAddress: MAX }, { listen: true });
  let gameId: string;
  beforeAll(async () => {
    const res = await fetch(`http://127.0.0.1:${t.port}/api/v1/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'connections' }),
    });
    gameId = ((await res.json()) as { id: string }).id;
  });

  /** A connection from `from` that sends nothing, once it is established. */
  const idle = (from: string) =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect({ port: t.port, host: '127.0.0.1', localAddress: from }, () =>
        resolve(socket),
      );
      socket.on('error', reject);
    });

  /** A spectator's event stream from `from`, once its answer has begun. */
  const stream = (from: string) =>
    new Promise<http.ClientRequest>((resolve, reject) => {
      const req = http.get(
        `http://127.0.0.1:${t.port}/api/v1/games/${gameId}/stream`,
        { localAddress: from, agent: false },
        (res) => {
          expect(res.statusCode).toBe(200);
          resolve(req);
        },
      );
      req.on('error', reject);
    });

  /** GET /health on a new connection from `from`: the status line, or what happened instead. */
  const health = async (from: string) => {
    const text = await exchange(
      t.port,
      'GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      from,
    );
    return /^HTTP\/1\.1 \d{3}/.exec(text)?.[0] ?? 'closed without an answer';
  };

  it('closes a connection past the bound at once, event streams counted; other addresses are served', async () => {
    const me = freshLoopbackAddress();
    const watching = await stream(me);
    const held = [await idle(me), await idle(me)];
    try {
      expect(await health(me)).toBe('closed without an answer');
      expect(await health(freshLoopbackAddress())).toBe('HTTP/1.1 200');
      // A connection given back makes room for one more.
      held.pop()!.destroy();
      let again = '';
      for (let i = 0; i < 50 && again !== 'HTTP/1.1 200'; i++) {
        again = await health(me);
        if (again !== 'HTTP/1.1 200') await new Promise((r) => setTimeout(r, 20));
      }
      expect(again).toBe('HTTP/1.1 200');
      // The stream holds its place: with the other idle one, the address is full again (once the
      // service has seen the last probe's connection close).
      // Real sockets are the subject: no clock of ours tells when the service saw the close.
      await new Promise((r) => setTimeout(r, 200));
      const third = await idle(me);
      held.push(third);
      expect(await health(me)).toBe('closed without an answer');
    } finally {
      watching.destroy();
      for (const socket of held) socket.destroy();
    }
  });
});

describe('open connections behind a trusted balancer (TRUST_PROXY)', () => {
  // The balancer is 127.0.0.2 here: its connections carry many clients and are not capped as one
  // address's (issue 45: 255 of 300 clients' streams were served, the rest and haproxy's own
  // health checks refused); any other address still is.
  const balancer = '127.0.0.2';
  const t = useTestApp({ maxConnectionsPerAddress: MAX, trustProxy: [balancer] }, { listen: true });

  const open = (from: string) =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect({ port: t.port, host: '127.0.0.1', localAddress: from }, () =>
        resolve(socket),
      );
      socket.on('error', reject);
    });
  const health = (socket: net.Socket) =>
    new Promise<string>((resolve) => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => resolve(/^HTTP\/1\.1 \d{3}/.exec(text)?.[0] ?? 'closed'));
      socket.write('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    });

  it('serves every connection of the balancer, and still bounds another address', async () => {
    const fromBalancer = await Promise.all(Array.from({ length: MAX * 3 }, () => open(balancer)));
    expect(await Promise.all(fromBalancer.map(health))).toEqual(
      new Array(MAX * 3).fill('HTTP/1.1 200'),
    );
    const other = freshLoopbackAddress();
    const held = await Promise.all(Array.from({ length: MAX }, () => open(other)));
    try {
      expect(await health(await open(other))).toBe('closed');
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});
