// An open event stream holds no admission place, whatever spelling of its path reached it, and a
// seat's stream is never stored by a cache in between. The admission hook once told streams by
// matching the raw URL: `/stream/` (the router ignores a trailing slash) and `/%73tream` (it
// decodes the path) were admitted as ordinary requests and held their places for as long as they
// stayed open, so a few callers with open streams had every other view answered 503.
import { afterAll, describe, expect, it } from '@jest/globals';
import { StreamLimits } from '../src/live/streams/stream-limits.js';
import { SseClient } from './support/sse.js';
import { useTestApp } from './support/app-fixture.js';

describe('event streams and admission', () => {
  const open: SseClient[] = [];
  // Declared before the app, so it runs before the app closes (hooks run in the order declared):
  // the streams see their clients go first, else closing waits on them.
  afterAll(async () => {
    for (const stream of open) stream.close();
    const limits = t.app.get(StreamLimits);
    for (let i = 0; i < 200 && limits.openStreams() > 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
  });
  const t = useTestApp({ maxInFlightRequests: 2, maxInFlightPerCaller: 2 }, { listen: true });

  /** Opens a stream and keeps it open; answers it once its headers arrived. */
  async function openStream(path: string, token?: string) {
    const stream = SseClient.openPath(
      t.url,
      path,
      token ? { authorization: `Bearer ${token}` } : {},
    );
    open.push(stream);
    await stream.until(() => stream.status !== 0);
    return stream;
  }

  it('gives back the places of streams once they are open, however their path is spelt', async () => {
    const { gameId } = await t.api.startGame({ name: 'streams and places' });
    const spellings = [
      `/api/v1/games/${gameId}/stream`,
      `/api/v1/games/${gameId}/stream/`,
      `/api/v1/games/${gameId}/%73tream`,
      `/api/v1/games/${gameId}/stream/?after=0`,
    ];
    for (const path of spellings) expect((await openStream(path)).status).toBe(200);
    // Four streams open, two places on the instance, two per caller: a view is still answered.
    for (let i = 0; i < 3; i++) {
      const view = await fetch(`${t.url}/api/v1/games/${gameId}`);
      expect(view.status).toBe(200);
      await view.arrayBuffer();
    }
  });

  it("sends a seat's stream as private and not to be stored; a spectator's as no-cache", async () => {
    const { gameId, tokens } = await t.api.startGame({ name: 'stream caching' });
    const seat = await openStream(`/api/v1/games/${gameId}/stream`, tokens[0]);
    expect(seat.status).toBe(200);
    expect(seat.header('cache-control')).toBe('private, no-store, no-transform');
    const spectator = await openStream(`/api/v1/games/${gameId}/stream`);
    expect(spectator.header('cache-control')).toBe('no-cache, no-transform');
  });
});
