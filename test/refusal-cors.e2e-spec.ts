// The refusals made before any route runs (framework-errors.ts, host-header.ts) lacked the CORS
// headers that the router's 414 and 400 `bad_url` carry, so a page on another origin could not
// read why it was refused: a 408 for an upload that stalled, a 431 for a URL too long.
import { describe, expect, it } from '@jest/globals';
import { EXPOSED } from '../src/platform/http/cors.js';
import { useTestApp } from './support/app-fixture.js';
import { exchange, parse } from './support/raw-exchange.js';

const PAGE = 'https://table.example';
const REQUEST_TIMEOUT_MS = 600;

/** Each refusal of the kind, sent with an Origin. */
const refusals = (origin: string): [string, string, number, string][] => [
  [
    'malformed framing',
    `POST /api/v1/games HTTP/1.1\r\nHost: x\r\nOrigin: ${origin}\r\nContent-Length: 1x\r\n\r\n`,
    400,
    'malformed_request',
  ],
  [
    'two Host headers',
    `GET /health HTTP/1.1\r\nHost: a\r\nHost: b\r\nOrigin: ${origin}\r\nConnection: close\r\n\r\n`,
    400,
    'malformed_request',
  ],
  [
    'a URL longer than the header limit',
    `GET /api/v1/games?x=${'q'.repeat(30_000)} HTTP/1.1\r\nHost: x\r\nOrigin: ${origin}\r\n\r\n`,
    431,
    'headers_too_large',
  ],
  [
    'a body that stops arriving',
    `POST /api/v1/games HTTP/1.1\r\nHost: x\r\nOrigin: ${origin}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
    408,
    'request_timeout',
  ],
];

/** The answer's CORS headers and Vary, by lower-case name. */
function corsHeadersOf(head: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    if (name.startsWith('access-control-') || name === 'vary')
      found[name] = line.slice(colon + 1).trim();
  }
  return found;
}

async function refusalOf(port: number, raw: string) {
  const answer = parse(await exchange(port, raw));
  return { status: answer.status, code: answer.body?.code, cors: corsHeadersOf(answer.head) };
}

describe('refusals made before routing carry the CORS headers of any origin (CORS_ORIGINS=*)', () => {
  const t = useTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_MS }, { listen: true });

  it.each(refusals(PAGE))('%s', async (_name, raw, status, code) => {
    expect(await refusalOf(t.port, raw)).toEqual({
      status,
      code,
      cors: { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED },
    });
  });
});

describe('refusals made before routing with a list of origins', () => {
  const t = useTestApp(
    { corsOrigins: [PAGE], requestTimeoutMs: REQUEST_TIMEOUT_MS },
    { listen: true },
  );

  it.each(refusals(PAGE))('name a listed origin: %s', async (_name, raw, status, code) => {
    expect(await refusalOf(t.port, raw)).toEqual({
      status,
      code,
      cors: {
        'access-control-allow-origin': PAGE,
        'access-control-expose-headers': EXPOSED,
        vary: 'Origin',
      },
    });
  });

  it('answers an unreadable request with an origin: line of 60,000 spaces at once', async () => {
    // A regular expression looked for the Origin in such bytes for hours, the event loop held.
    const raw = `XXX / HTTP/1.1\r\nHost: x\r\norigin:${' '.repeat(60_000)}`;
    expect(await refusalOf(t.port, raw)).toEqual({
      status: 400,
      code: 'malformed_request',
      cors: {},
    });
    expect((await fetch(`http://127.0.0.1:${t.port}/health`)).status).toBe(200);
  });

  it.each(refusals('https://elsewhere.example'))(
    'give another origin no CORS header: %s',
    async (_name, raw, status, code) => {
      expect(await refusalOf(t.port, raw)).toEqual({ status, code, cors: {} });
    },
  );
});
