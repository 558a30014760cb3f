import { describe, expect, it } from '@jest/globals';
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { GameHistoryService } from '../history/game-history.service.js';
import { GameStream } from './game-stream.js';

type Page = Awaited<ReturnType<GameHistoryService['visibleEvents']>>;

/** A log whose first `failures` reads fail, as reads do while the database is down. */
function flakyLog(failures: number, page: Page) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    history: {
      visibleEvents: (_gameId: string, _seat: number | null, after: number): Promise<Page> => {
        calls++;
        if (calls <= failures) return Promise.reject(new Error('connection terminated'));
        return Promise.resolve(after >= page.upTo ? { events: [], upTo: after } : page);
      },
    } as unknown as GameHistoryService,
  };
}

function response() {
  const res = new PassThrough();
  let text = '';
  res.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { res: res as unknown as ServerResponse, text: () => text };
}

describe('GameStream', () => {
  // A failed read used to close the stream.
  it('retries a failed log read with the stream kept open, then sends what it missed', async () => {
    const page: Page = {
      events: [{ seq: 4, version: 2, type: 'bid', data: { type: 'bid', seat: 1, amount: 100 } }],
      upTo: 4,
    };
    const log = flakyLog(3, page);
    const { res, text } = response();
    const stream = new GameStream(res, log.history, 'g', null, 3, 60_000);
    let closed = false;
    stream.onClose(() => (closed = true));

    await stream.pump();
    expect(closed).toBe(false);
    const deadline = Date.now() + 10_000;
    while (!text().includes('event: update') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(log.calls).toBe(4);
    expect(closed).toBe(false);
    expect(text()).toContain('id: 4\nevent: update\n');
    stream.close();
  });

  it('stops retrying once closed', async () => {
    const log = flakyLog(Infinity, { events: [], upTo: 0 });
    const { res } = response();
    const stream = new GameStream(res, log.history, 'g', null, 0, 60_000);
    await stream.pump();
    stream.close();
    const calls = log.calls;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(log.calls).toBe(calls);
  });

  it('closes at once, releasing its place, when the client hung up before it was opened', () => {
    const log = flakyLog(0, { events: [], upTo: 0 });
    const { res } = response();
    (res as unknown as PassThrough).destroy();
    const stream = new GameStream(res, log.history, 'g', null, 0, 60_000);
    let released = 0;
    stream.onClose(() => released++);
    expect(released).toBe(1);
    stream.close();
    expect(released).toBe(1);
  });
});
