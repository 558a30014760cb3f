import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from 'pino';
import { ManualClock } from '../clock/manual-clock.js';
import { InstanceOrigin } from './instance-origin.js';
import { NoticeSender } from './notice-sender.js';
import type { NoticesStore } from './notices.store.js';

/** A store whose notices are recorded; the first `failures` of them fail. */
function recordingPool(failures = 0) {
  const sent: string[][] = [];
  let left = failures;
  const pool = {
    notifyCommits: (notices: string[]) => {
      if (left-- > 0) return Promise.reject(new Error('database down'));
      sent.push([...notices].sort());
      return Promise.resolve();
    },
  };
  const logger = { warn: jest.fn() } as unknown as Logger;
  const origin = { id: 'o' } as InstanceOrigin;
  const clock = new ManualClock();
  const notices = new NoticeSender(pool as unknown as NoticesStore, logger, origin, clock);
  return { sent, notices, clock };
}

const round = () => new Promise((r) => setImmediate(r));

describe('NoticeSender', () => {
  it("sends one round's commits as one statement, with each game's newest sequence number", async () => {
    const { sent, notices } = recordingPool();
    notices.committed('a', 4);
    notices.committed('b', 9);
    notices.committed('a', 6);
    expect(sent).toEqual([]);
    await round();
    await round();
    expect(sent).toEqual([['a:6:o', 'b:9:o']]);
    notices.committed('a', 7);
    await round();
    await round();
    expect(sent).toEqual([['a:6:o', 'b:9:o'], ['a:7:o']]);
  });

  it('sends again after a failure, merged with what was committed meanwhile', async () => {
    const { sent, notices, clock } = recordingPool(1);
    notices.committed('a', 4);
    await round();
    await round();
    expect(sent).toEqual([]);
    notices.committed('a', 5);
    notices.committed('b', 1);
    // The retry waits its 250 ms, then sends the merged batch.
    await clock.advance(249);
    expect(sent).toEqual([]);
    await clock.advance(1);
    expect(sent).toEqual([['a:5:o', 'b:1:o']]);
  });

  it('sends what is pending when the module is destroyed', async () => {
    const { sent, notices } = recordingPool();
    notices.committed('a', 3);
    await notices.onModuleDestroy();
    expect(sent).toEqual([['a:3:o']]);
  });

  it('keeps one send at a time: what commits meanwhile goes out together after it', async () => {
    const sent: string[][] = [];
    let finish: () => void = () => undefined;
    const pool = {
      notifyCommits: (notices: string[]) => {
        sent.push([...notices].sort());
        return new Promise<void>((resolve) => (finish = () => resolve()));
      },
    };
    const logger = { warn: jest.fn() } as unknown as Logger;
    const origin = { id: 'o' } as InstanceOrigin;
    const notices = new NoticeSender(
      pool as unknown as NoticesStore,
      logger,
      origin,
      new ManualClock(),
    );
    notices.committed('a', 1);
    await round();
    notices.committed('b', 2);
    await round();
    notices.committed('c', 3);
    await round();
    expect(sent).toEqual([['a:1:o']]);
    finish();
    await round();
    await round();
    expect(sent).toEqual([['a:1:o'], ['b:2:o', 'c:3:o']]);
    finish();
  });

  it('after shutdown sends a late commit at once and does not retry a failure', async () => {
    const { sent, notices } = recordingPool(1);
    await notices.onModuleDestroy();
    notices.committed('a', 3);
    await round();
    await round();
    expect(sent).toEqual([]);
    notices.committed('b', 4);
    await round();
    expect(sent).toEqual([['a:3:o', 'b:4:o']]);
  });
});
