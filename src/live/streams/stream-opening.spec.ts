import { describe, expect, it } from '@jest/globals';
import { PassThrough } from 'node:stream';
import type { GameHistoryService } from '../../features/history/game-history.service.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { Admission } from '../../platform/http/admission-places.js';
import type { HttpReply, HttpRequest } from '../../platform/http/http-types.js';
import type { ShutdownState } from '../../platform/lifecycle/shutdown-state.js';
import type { StreamRevocations } from '../../platform/realtime/stream-revocations.js';
import { ManualClock } from '../../platform/clock/manual-clock.js';
import type { EventSink } from './event-sink.js';
import { GameStream, type SeatHolder, type StreamView } from './game-stream.js';
import type { StreamLimits } from './stream-limits.js';
import type { StreamPlaces } from './stream-places.js';
import { StreamOpening } from './stream-opening.js';

type Page = Awaited<ReturnType<GameHistoryService['visibleEvents']>>;
type Event = Page['events'][number];

/** Lets every settled promise chain run (the fakes below never wait for I/O). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

const ev = (seq: number, version: number, type: string) =>
  ({ seq, version, type, data: { type } }) as unknown as Event;

/** A game's log that grows as the test commits to it; each read answers what follows `after`. */
function gameLog(events: Event[]) {
  const history = {
    visibleEvents: (_g: string, _s: number | null, after: number): Promise<Page> => {
      const page = events.filter((e) => e.seq > after);
      return Promise.resolve({ events: page, upTo: page.at(-1)?.seq ?? after });
    },
  } as unknown as GameHistoryService;
  return { history, commit: (...more: Event[]) => events.push(...more) };
}

/** StreamOpening with everything but the stream itself stubbed: places are free, nobody drains. */
function opening(): StreamOpening {
  return new StreamOpening(
    { acquire: () => true, release: () => undefined } as unknown as StreamLimits,
    {} as StreamPlaces,
    { whenDraining: () => () => undefined } as unknown as ShutdownState,
    { release: () => undefined } as unknown as Admission,
    { watch: () => () => undefined } as unknown as StreamRevocations,
    { streamKeepAliveMs: 60_000 } as AppConfig,
  );
}

/** A reply whose headers go nowhere; the stream writes to its own sink instead. */
const reply = {
  hijack: () => undefined,
  header: () => undefined,
  getHeaders: () => ({}),
  raw: { socket: null, writeHead: () => undefined, flushHeaders: () => undefined },
} as unknown as HttpReply;

/** The stream's messages as [event, id, lastSeq of a view] in the order written. */
function messagesOf(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.includes('event: '))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)![1];
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]) as { lastSeq?: number };
      return event === 'view' ? `view@${data.lastSeq}` : `${event}#${id}`;
    });
}

/**
 * Opens a game's stream on a snapshot at `snapshotSeq`, resuming at `after`. `meanwhile` runs while
 * the stream is subscribed but its view not yet sent: in the seat's `opened` hook (its presence row,
 * its seat_back), or, for a spectator, as the subscription is made.
 */
async function open(o: {
  holder: SeatHolder | null;
  snapshotSeq: number;
  after: number;
  log: ReturnType<typeof gameLog>;
  meanwhile: (notify: (seq: number | null) => void) => Promise<void>;
}): Promise<{ text: () => string; stream: GameStream }> {
  const sink = new PassThrough();
  let text = '';
  sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
  let stream: GameStream | null = null;
  let notify: (seq: number | null) => void = () => undefined;
  await opening().open({
    req: { method: 'GET' } as HttpRequest,
    reply,
    place: { key: 'k', max: 1, per: 'seat token' },
    isPrivate: o.holder !== null,
    create: (_sink, keepAliveMs) =>
      (stream = new GameStream(
        sink as unknown as EventSink,
        o.log.history,
        'g',
        o.holder,
        o.after,
        keepAliveMs,
        new ManualClock(),
      )),
    owner: null,
    stillHeld: null,
    subscribe: async (notified) => {
      notify = notified;
      if (!o.holder) await o.meanwhile(notify);
      return () => undefined;
    },
    opened: o.holder
      ? async () => {
          await o.meanwhile(notify);
          return () => undefined;
        }
      : undefined,
    // The view's own fields play no part here: only its lastSeq, the snapshot's.
    first: (s) => s.sendView({ seats: [], lastSeq: o.snapshotSeq } as unknown as StreamView),
  });
  await turn();
  return { text: () => text, stream: stream! };
}

const seat0: SeatHolder = { seat: 0, heldAt: 2, stillHeld: () => Promise.resolve(true) };

describe('StreamOpening: the view goes first, whatever is committed while the stream opens', () => {
  // An outside trial: a seat's stream sent `update` id 5, then a view at lastSeq 2, then nothing,
  // when a computer took the last seat (the game started) while the stream was opening.
  for (const [who, holder] of [
    ['a seat', seat0],
    ['a spectator', null],
  ] as const) {
    it(`${who}: a commit heard before the view is sent after it, not before`, async () => {
      const log = gameLog([ev(1, 1, 'player_joined'), ev(2, 2, 'player_joined')]);
      const { text, stream } = await open({
        holder,
        snapshotSeq: 2,
        after: 2,
        log,
        meanwhile: async (notify) => {
          log.commit(ev(3, 3, 'player_joined'), ev(4, 3, 'game_started'), ev(5, 3, 'deal_started'));
          notify(5);
          // Long enough for a read the notification started to have been written.
          await turn();
        },
      });
      expect(messagesOf(text())).toEqual(['view@2', 'update#5']);
      // And the stream follows on from there.
      log.commit(ev(6, 4, 'bid'));
      stream.notified(6);
      await turn();
      expect(messagesOf(text())).toEqual(['view@2', 'update#5', 'update#6']);
      stream.close();
    });

    it(`${who}: resumed, it tells the story up to the view's lastSeq and every later action once`, async () => {
      const log = gameLog([1, 2, 3, 4].map((seq) => ev(seq, seq, 'bid')));
      const { text, stream } = await open({
        holder,
        snapshotSeq: 4,
        after: 2,
        log,
        meanwhile: async (notify) => {
          log.commit(ev(5, 5, 'bid'));
          notify(5);
          await turn();
          log.commit(ev(6, 6, 'bid'));
          notify(6);
          await turn();
        },
      });
      expect(messagesOf(text())).toEqual([
        'view@4',
        'update#3',
        'update#4',
        'update#5',
        'update#6',
      ]);
      stream.close();
    });
  }

  it('a lost notification connection heard while opening still has the seat checked first', async () => {
    let asked = 0;
    const holder: SeatHolder = {
      ...seat0,
      stillHeld: () => (asked++, Promise.resolve(false)),
    };
    const log = gameLog([ev(1, 1, 'player_joined'), ev(2, 2, 'player_joined'), ev(3, 3, 'bid')]);
    const { text } = await open({
      holder,
      snapshotSeq: 2,
      after: 2,
      log,
      meanwhile: (notify) => Promise.resolve(notify(null)),
    });
    expect(asked).toBe(1);
    expect(messagesOf(text())).toEqual(['view@2']);
  });
});
