import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from 'pino';
import { ManualClock } from '../clock/manual-clock.js';
import { InstanceOrigin } from './instance-origin.js';
import { NOTICE_GAP_MS, NoticeSender } from './notice-sender.js';
import type { NoticesStore } from './notices.store.js';

/** A store whose notices are recorded; the first `failures` of them fail. */
function recordingPool(failures = 0) {
  const sent: string[][] = [];
  let left = failures;
  const pool = {
    notify: (notices: { text: string }[]) => {
      if (left-- > 0) return Promise.reject(new Error('database down'));
      sent.push(notices.map((n) => n.text).sort());
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
    const { sent, notices, clock } = recordingPool();
    notices.send('game_committed', { gameId: 'a', seq: 4 });
    notices.send('game_committed', { gameId: 'b', seq: 9 });
    notices.send('game_committed', { gameId: 'a', seq: 6 });
    expect(sent).toEqual([]);
    await round();
    await round();
    expect(sent).toEqual([['a:6:o', 'b:9:o']]);
    // The next send waits until NOTICE_GAP_MS after the last one began, gathering what comes.
    notices.send('game_committed', { gameId: 'a', seq: 7 });
    await round();
    await round();
    notices.send('game_committed', { gameId: 'c', seq: 1 });
    await clock.advance(NOTICE_GAP_MS - 1);
    expect(sent).toEqual([['a:6:o', 'b:9:o']]);
    await clock.advance(1);
    expect(sent).toEqual([
      ['a:6:o', 'b:9:o'],
      ['a:7:o', 'c:1:o'],
    ]);
  });

  it('sends again after a failure, merged with what was committed meanwhile', async () => {
    const { sent, notices, clock } = recordingPool(1);
    notices.send('game_committed', { gameId: 'a', seq: 4 });
    await round();
    await round();
    expect(sent).toEqual([]);
    notices.send('game_committed', { gameId: 'a', seq: 5 });
    notices.send('game_committed', { gameId: 'b', seq: 1 });
    // The retry waits its 250 ms, then sends the merged batch.
    await clock.advance(249);
    expect(sent).toEqual([]);
    await clock.advance(1);
    expect(sent).toEqual([['a:5:o', 'b:1:o']]);
  });

  it('sends what is pending when the module is destroyed', async () => {
    const { sent, notices } = recordingPool();
    notices.send('game_committed', { gameId: 'a', seq: 3 });
    await notices.onModuleDestroy();
    expect(sent).toEqual([['a:3:o']]);
  });

  it('keeps one send at a time: what commits meanwhile goes out together after it', async () => {
    const sent: string[][] = [];
    let finish: () => void = () => undefined;
    const pool = {
      notify: (notices: { text: string }[]) => {
        sent.push(notices.map((n) => n.text).sort());
        return new Promise<void>((resolve) => (finish = () => resolve()));
      },
    };
    const logger = { warn: jest.fn() } as unknown as Logger;
    const origin = { id: 'o' } as InstanceOrigin;
    const clock = new ManualClock();
    const notices = new NoticeSender(pool as unknown as NoticesStore, logger, origin, clock);
    notices.send('game_committed', { gameId: 'a', seq: 1 });
    await round();
    notices.send('game_committed', { gameId: 'b', seq: 2 });
    await round();
    notices.send('game_committed', { gameId: 'c', seq: 3 });
    await round();
    expect(sent).toEqual([['a:1:o']]);
    finish();
    await round();
    await clock.advance(NOTICE_GAP_MS);
    expect(sent).toEqual([['a:1:o'], ['b:2:o', 'c:3:o']]);
    finish();
  });

  it("keeps kinds apart on their channels, each player's newest sequence number once", async () => {
    const wire: { channel: string; text: string }[][] = [];
    const pool = {
      notify: (notices: { channel: string; text: string }[]) => {
        wire.push([...notices]);
        return Promise.resolve();
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
    notices.send('player_message', { playerId: 'p', seq: 5 });
    notices.send('player_message', { playerId: 'p', seq: 3 });
    notices.send('game_committed', { gameId: 'p', seq: 2 });
    notices.send('player_token_replaced', { playerId: 'p' });
    await round();
    await round();
    expect(wire).toEqual([
      [
        { channel: 'player_messages', text: 'p:5:o' },
        { channel: 'game_events', text: 'p:2:o' },
        { channel: 'player_tokens', text: 'p:o' },
      ],
    ]);
  });

  it('after shutdown sends a late commit at once and does not retry a failure', async () => {
    const { sent, notices } = recordingPool(1);
    await notices.onModuleDestroy();
    notices.send('game_committed', { gameId: 'a', seq: 3 });
    await round();
    await round();
    expect(sent).toEqual([]);
    notices.send('game_committed', { gameId: 'b', seq: 4 });
    await round();
    expect(sent).toEqual([['a:3:o', 'b:4:o']]);
  });
});
