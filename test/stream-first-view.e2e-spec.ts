// The first message of every game stream is the view, and what follows it goes on from it
// (README, "Live updates"), even when the game changes while the stream is opening. An outside
// trial opened seat 0's stream while a computer took the last seat (so the game started): in 3-5
// runs of 25 the stream sent the start's `update` (id 5), then a view still `waiting` at lastSeq 2,
// then nothing. The ordering itself is pinned down in src/live/streams/stream-opening.spec.ts;
// this repeats the trial against the running service.
import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { StreamUpdateDto, StreamViewDto } from '../clients/ts/src/index.js';
import { GameClient } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { SseClient } from './support/sse.js';

const ATTEMPTS = 12;

const opened: SseClient[] = [];
afterEach(() => {
  for (const sse of opened.splice(0)) sse.close();
});

/** The version the stream has brought its client to: its view's, then its newest update's. */
function reached(sse: SseClient): number {
  const last = sse.messages.filter((m) => m.event === 'view' || m.event === 'update').at(-1);
  return last ? (last.data as { version: number }).version : -1;
}

const misordered = (sse: SseClient) => sse.messages.length > 0 && sse.messages[0].event !== 'view';

/** Every update follows the view (first), each newer than the one before. */
function expectOrdered(sse: SseClient): void {
  expect(sse.messages[0]?.event).toBe('view');
  const view = sse.messages[0].data as StreamViewDto;
  let seq = view.lastSeq;
  let version = view.version;
  for (const m of sse.updates) {
    const update = m.data as StreamUpdateDto;
    expect(Number(m.id)).toBeGreaterThan(seq);
    expect(update.version).toBeGreaterThan(version);
    seq = Number(m.id);
    version = update.version;
  }
}

describe('a stream opened while the game changes starts with the view, and follows on from it', () => {
  const t = useTestApp({}, { listen: true });

  for (const [who, path] of [
    ['a seat', ''],
    ['a seat asking for presence', '?presence=true'],
    ['a spectator', ''],
  ] as const) {
    it(`${who}: the game starts while the stream opens`, async () => {
      const api = new GameClient(t.url);
      for (let i = 0; i < ATTEMPTS; i++) {
        const game = await api.create({ name: `race ${i}` });
        const { token } = await api.join(game.id, 'Anna');
        await api.join(game.id, 'Boris');
        const headers: Record<string, string> =
          who === 'a spectator' ? {} : { Authorization: `Bearer ${token}` };
        const sse = SseClient.openPath(t.url, `/api/v1/games/${game.id}/stream${path}`, headers);
        opened.push(sse);
        // The trial's window: the third seat taken 0-9 ms after the stream was asked for.
        await new Promise((resolve) => setTimeout(resolve, i % 10));
        await request(api.server)
          .post(`/api/v1/games/${game.id}/bots`)
          .send({ level: 'random' })
          .expect(201);
        // The bot may move on at once (botPaceMs 0): the stream must come to the version a read
        // answers once the game stands still (waiting for a person), read after it got there.
        let now = -1;
        for (let tries = 0; tries < 50 && !misordered(sse); tries++) {
          now = (await api.view(game.id)).version;
          // An update ahead of the view fails at once below, not by a wait that times out.
          await sse.until(() => reached(sse) >= now || misordered(sse), 5_000);
          if (reached(sse) === now) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expectOrdered(sse);
        expect(reached(sse)).toBe(now);
        sse.close();
      }
    });
  }
});
