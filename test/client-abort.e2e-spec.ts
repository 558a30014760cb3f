import { describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { useTestApp } from './support/app-fixture.js';

// A client that gave up mid-upload was logged as a database outage (ECONNRESET).
describe('a client aborting an upload', () => {
  const t = useTestApp({}, { listen: true });

  it('is logged as a client abort, not as the database being unavailable', async () => {
    const socket = net.connect(t.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":',
    );
    // A real socket is the subject: a moment for the service to start reading the body.
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.resetAndDestroy();
    const deadline = Date.now() + 5_000;
    while (!t.logs.some((l) => l.includes('client aborted')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const text = t.logs.join('');
    expect(text).not.toContain('database unavailable');
    expect(text).toContain('client aborted');
  });
});
