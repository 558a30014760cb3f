import { describe, expect, it } from '@jest/globals';
import type { EventSink } from './event-sink.js';
import { PassThrough } from 'node:stream';
import type { GameHistoryService } from '../../features/history/game-history.service.js';
import { ManualClock } from '../../platform/clock/manual-clock.js';
import { GameStream, type SeatHolder } from './game-stream.js';

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

/**
 * One turn of the event loop: every promise chain of the stream's mocks (which never wait for I/O)
 * has settled by then.
 */
const turn = () => new Promise((resolve) => setImmediate(resolve));

function response() {
  const res = new PassThrough();
  let text = '';
  res.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { res: res as unknown as EventSink, text: () => text };
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
    const clock = new ManualClock();
    const stream = new GameStream(res, log.history, 'g', null, 3, 60_000, clock);
    let closed = false;
    stream.onClose(() => (closed = true));

    await stream.pump();
    expect([log.calls, closed]).toEqual([1, false]);
    // Each retry comes after its backoff (250 ms, doubled per failure), not a millisecond sooner.
    for (const [backoff, calls] of [
      [250, 2],
      [500, 3],
      [1000, 4],
    ]) {
      await clock.advance(backoff - 1);
      expect(log.calls).toBe(calls - 1);
      await clock.advance(1);
      expect(log.calls).toBe(calls);
    }
    expect(closed).toBe(false);
    expect(text()).toContain('id: 4\nevent: update\n');
    stream.close();
  });

  // A reader catching up (a reconnect, or a bot's move right after a person's) gets a page of
  // several actions: one write, not one per action.
  it("writes a page's messages in one write, in order", async () => {
    const page: Page = {
      events: [
        {
          seq: 5,
          version: 3,
          type: 'card_played',
          data: { type: 'card_played', seat: 0, card: 'AS', marriage: false },
        },
        {
          seq: 6,
          version: 4,
          type: 'card_played',
          data: { type: 'card_played', seat: 1, card: '9S', marriage: false },
        },
      ],
      upTo: 6,
    };
    const log = flakyLog(0, page);
    const { res, text } = response();
    const writes: string[] = [];
    const write = res.write.bind(res);
    res.write = (chunk: string) => (writes.push(chunk), write(chunk));
    const stream = new GameStream(res, log.history, 'g', null, 4, 60_000, new ManualClock());
    await stream.pump();
    await turn();
    expect(writes).toHaveLength(1);
    expect(text().indexOf('id: 5\n')).toBeGreaterThanOrEqual(0);
    expect(text().indexOf('id: 6\n')).toBeGreaterThan(text().indexOf('id: 5\n'));
    stream.close();
  });

  it('sends a keep-alive comment only after keepAliveMs without a write', async () => {
    const log = flakyLog(0, { events: [], upTo: 0 });
    const { res, text } = response();
    const clock = new ManualClock();
    const stream = new GameStream(res, log.history, 'g', null, 0, 1000, clock);
    const comments = () => text().split(': keep-alive').length - 1;
    // A message every 400 ms: never a second without one, so never a comment.
    for (let i = 0; i < 12; i++) {
      stream.send('update', { n: i });
      await clock.advance(400);
    }
    expect(comments()).toBe(0);
    // Then quiet: a comment within a second of the last message, then one a second.
    await clock.advance(600);
    expect(comments()).toBe(1);
    await clock.advance(1000);
    expect(comments()).toBe(2);
    stream.close();
  });

  it('stops retrying once closed', async () => {
    const log = flakyLog(Infinity, { events: [], upTo: 0 });
    const { res } = response();
    const clock = new ManualClock();
    const stream = new GameStream(res, log.history, 'g', null, 0, 60_000, clock);
    await stream.pump();
    // A retry and the keep-alive are set; closing clears both.
    expect(clock.pending()).toBe(2);
    stream.close();
    expect(clock.pending()).toBe(0);
    await clock.advance(60_000);
    expect(log.calls).toBe(1);
  });

  it('closes at once, releasing its place, when the client hung up before it was opened', () => {
    const log = flakyLog(0, { events: [], upTo: 0 });
    const { res } = response();
    (res as unknown as PassThrough).destroy();
    const clock = new ManualClock();
    const stream = new GameStream(res, log.history, 'g', null, 0, 60_000, clock);
    let released = 0;
    stream.onClose(() => released++);
    expect(released).toBe(1);
    stream.close();
    expect(released).toBe(1);
  });

  describe("a seat's stream ends when its token stops holding the seat", () => {
    type Event = Page['events'][number];
    /** An event as the log reads it, loosely typed. */
    const ev = (seq: number, version: number, type: string, data: object = {}) =>
      ({ seq, version, type, data: { type, ...data } }) as unknown as Event;
    /** A log of `events`: each read answers those after its `after`. */
    function logOf(events: Event[]) {
      return {
        visibleEvents: (_g: string, _s: number | null, after: number): Promise<Page> => {
          const page = events.filter((e) => e.seq > after);
          return Promise.resolve({ events: page, upTo: page.at(-1)?.seq ?? after });
        },
      } as unknown as GameHistoryService;
    }
    const seat0 = (heldAt: number, stillHeld = () => Promise.resolve(true)): SeatHolder => ({
      seat: 0,
      heldAt,
      stillHeld,
    });
    async function run(events: Event[], holder: SeatHolder, after = 0) {
      const { res, text } = response();
      const stream = new GameStream(
        res,
        logOf(events),
        'g',
        holder,
        after,
        60_000,
        new ManualClock(),
      );
      let closed = false;
      stream.onClose(() => (closed = true));
      await stream.pump();
      return { stream, closed: () => closed, text };
    }

    it("never sends a new occupant's arrival or hand, even without seeing its player leave", async () => {
      // A player_left it never saw (as if resumed past it): the next occupant's join is enough.
      const { closed, text } = await run(
        [
          ev(3, 3, 'player_joined', { seat: 1 }),
          ev(4, 4, 'player_joined', { seat: 0 }),
          ev(5, 4, 'deal_started', { hand: ['AS'] }),
        ],
        seat0(2),
        2,
      );
      expect(closed()).toBe(true);
      expect(text()).toContain('id: 3\n');
      expect(text()).not.toContain('"seat":0');
      expect(text()).not.toContain('deal_started');
    });

    it('tells its own leaving and how the game ended with it, then nothing', async () => {
      const { closed, text } = await run(
        [
          ev(7, 5, 'player_left', { seat: 0, running: true }),
          ev(8, 5, 'game_forfeited', { seat: 0 }),
          ev(9, 5, 'card_given', { card: 'KH' }),
          ev(10, 6, 'card_given', { card: 'QH' }),
        ],
        seat0(6),
        6,
      );
      expect(closed()).toBe(true);
      expect(text()).toContain('id: 8\n');
      expect(text()).toContain('game_forfeited');
      expect(text()).not.toContain('card_given');
    });

    it('ends at game_closed', async () => {
      const { closed, text } = await run([ev(4, 4, 'game_closed')], seat0(3), 3);
      expect(closed()).toBe(true);
      expect(text()).toContain('game_closed');
    });

    it("reads on past the seat's earlier occupants, before its token held it", async () => {
      const { closed, text, stream } = await run(
        [
          ev(1, 1, 'player_joined', { seat: 0 }),
          ev(2, 2, 'player_left', { seat: 0, running: false }),
          ev(3, 3, 'player_joined', { seat: 0 }),
          ev(4, 4, 'player_joined', { seat: 1 }),
        ],
        seat0(3),
      );
      expect(closed()).toBe(false);
      expect(text()).toContain('id: 4\n');
      stream.close();
    });

    it('after a lost notification connection, asks whether the token still holds the seat', async () => {
      let held = true;
      let asked = 0;
      const stillHeld = () => {
        asked++;
        return Promise.resolve(held);
      };
      const { closed, text, stream } = await run(
        [ev(4, 4, 'bid', { seat: 1 })],
        seat0(3, stillHeld),
        3,
      );
      // The first read asks nothing: the stream was opened on a fresh check.
      expect(asked).toBe(0);
      expect(text()).toContain('id: 4\n');
      stream.notified(null);
      await turn();
      expect(asked).toBe(1);
      expect(closed()).toBe(false);
      held = false;
      stream.notified(null);
      await turn();
      expect(asked).toBe(2);
      expect(closed()).toBe(true);
    });
  });
});
