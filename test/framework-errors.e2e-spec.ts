import { describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { useTestApp } from './support/app-fixture.js';

/** Sends raw bytes and reads the answer until the server closes (or 3 s pass). */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
    setTimeout(() => socket.destroy(), 3_000);
  });
}

function parse(text: string) {
  const [head, body = ''] = text.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1];
  return { status, contentType, head, body: body ? JSON.parse(body) : null, raw: text };
}

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
});
