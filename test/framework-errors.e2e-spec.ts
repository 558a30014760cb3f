import { describe, expect, it } from '@jest/globals';
import { useTestApp } from './support/app-fixture.js';
import { exchange, parse } from './support/raw-exchange.js';

// Refusals made before any route ran were Fastify's or Node's JSON, not
// problem details, and one echoed the path.
describe('refusals made before routing are problem details', () => {
  const t = useTestApp({}, { listen: true });

  const marker = 'q'.repeat(150);
  it.each([
    [
      'a path parameter over 100 characters',
      `GET /api/v1/games/${marker} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      414,
      'uri_too_long',
    ],
    [
      'a malformed percent-encoding in the path',
      `GET /api/v1/games/${marker.slice(0, 20)}%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      400,
      'bad_url',
    ],
    [
      'a URL longer than the header limit',
      `GET /api/v1/games?x=${marker.repeat(200)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    [
      'an HTTP/1.1 request without a Host header (Node answered a bare 400)',
      `GET /api/v1/games/${marker} HTTP/1.1\r\nConnection: close\r\n\r\n`,
      400,
      'malformed_request',
    ],
    [
      'an HTTP/1.1 request with two Host headers (Node took the first)',
      `GET /api/v1/games?q=${marker} HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n`,
      400,
      'malformed_request',
    ],
    [
      'malformed framing',
      `POST /api/v1/games HTTP/1.1\r\nHost: x\r\nContent-Length: ${marker.slice(0, 5)}\r\n\r\n`,
      400,
      'malformed_request',
    ],
  ])('%s', async (_name, raw, status, code) => {
    const answer = parse(await exchange(t.port, raw));
    expect({ status: answer.status, code: answer.body?.code }).toEqual({ status, code });
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
    expect(answer.body).toMatchObject({ status, type: `/problems/${code.replace(/_/g, '-')}` });
    expect(answer.raw).not.toContain(marker.slice(0, 5));
  });

  // A trial's browser page on another origin could not read why the router refused it.
  it('carries the request id and the CORS headers on the router’s refusals', async () => {
    const answer = parse(
      await exchange(
        t.port,
        `GET /api/v1/games/${marker} HTTP/1.1\r\nHost: x\r\nOrigin: https://table.example\r\nX-Request-Id: trial-414\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(414);
    expect(answer.head).toMatch(/\r\naccess-control-allow-origin: \*/i);
    expect(answer.head).toMatch(/\r\naccess-control-expose-headers: [^\r]*X-Request-Id/i);
    expect(answer.head).toMatch(/\r\nx-request-id: trial-414/i);
  });

  it('answers a request read before an unreadable one first, then refuses that one', async () => {
    const text = await exchange(t.port, `GET /health HTTP/1.1\r\nHost: x\r\n\r\nxyz\r\n\r\n`);
    const answers = text.split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 400']);
    expect(parse(answers[1]).body).toMatchObject({ code: 'malformed_request' });
  });

  // A review: a request queued between the two was carried out, and the refusal read as its answer.
  it('carries out no request queued between the answered one and the unreadable one', async () => {
    const base = `http://127.0.0.1:${t.port}/api/v1/games`;
    const game = (await (await fetch(base, { method: 'POST' })).json()) as { id: string };
    const joined = await fetch(`${base}/${game.id}/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Stays' }),
    });
    const { token } = (await joined.json()) as { token: string };
    const leave =
      `POST /api/v1/games/${game.id}/leave HTTP/1.1\r\nHost: x\r\n` +
      `Authorization: Bearer ${token}\r\nContent-Length: 0\r\n\r\n`;
    const text = await exchange(
      t.port,
      `GET /api/v1/games/${game.id} HTTP/1.1\r\nHost: x\r\n\r\n${leave}xyz\r\n\r\n`,
    );
    const answers = text.split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 200']);
    const view = (await (await fetch(`${base}/${game.id}`)).json()) as {
      seats: { name: string | null }[];
    };
    expect(view.seats.filter((seat) => seat.name !== null)).toHaveLength(1);
  });

  // Node closed a CONNECT's connection without a word (it asks for a tunnel, a proxy's work, and
  // the server had no 'connect' listener); it is answered as a method no route takes.
  it('answers CONNECT to a host 404 route_not_found, then closes the connection', async () => {
    const raw = 'CONNECT tunnel.example:443 HTTP/1.1\r\nHost: tunnel.example:443\r\n\r\n';
    const answer = parse(await exchange(t.port, raw));
    expect([answer.status, answer.body?.code]).toEqual([404, 'route_not_found']);
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
    expect(answer.body).toMatchObject({ status: 404, type: '/problems/route-not-found' });
    expect(answer.head).toMatch(/\r\nconnection: close/i);
    expect(answer.head).toMatch(/\r\nx-request-id: \S+/i);
    // The host is no resource of the service's: neither echoed nor an `instance`.
    expect(answer.raw).not.toContain('tunnel.example');
  });

  it('answers CONNECT to a path as TRACE is answered: 405 with Allow, or 404', async () => {
    for (const path of ['/health', '/api/v1/games', '/nothing']) {
      const [connect, trace] = await Promise.all(
        ['CONNECT', 'TRACE'].map(async (method) => {
          const raw = `${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`;
          const answer = parse(await exchange(t.port, raw));
          const allow = /\r\nallow: ([^\r]*)/i.exec(answer.head)?.[1] ?? null;
          return {
            status: answer.status,
            code: answer.body?.code,
            allow,
            at: answer.body?.instance,
          };
        }),
      );
      expect([path, connect]).toEqual([path, trace]);
      expect(connect.status).toBe(path === '/nothing' ? 404 : 405);
    }
  });

  it('answers a request read before a CONNECT first', async () => {
    const raw =
      'GET /health HTTP/1.1\r\nHost: x\r\n\r\nCONNECT a.example:1 HTTP/1.1\r\nHost: x\r\n\r\n';
    const answers = (await exchange(t.port, raw)).split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 404']);
  });

  it('still answers an HTTP/1.0 request without a Host header', async () => {
    const answer = parse(await exchange(t.port, 'GET /health HTTP/1.0\r\n\r\n'));
    expect(answer.status).toBe(200);
  });
});
