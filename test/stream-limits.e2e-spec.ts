import { describe, expect, it } from '@jest/globals';
import { StreamLimits } from '../src/live/streams/stream-limits.js';
import { StreamPlaces } from '../src/live/streams/stream-places.js';
import { StreamPlacesStore } from '../src/live/streams/stream-places.store.js';
import { AddressHash } from '../src/platform/http/address-hash.js';
import { randomUUID } from 'node:crypto';
import { GameClient } from './support/api.js';
import { SseClient } from './support/sse.js';
import { useTestApp } from './support/app-fixture.js';

const PER_ADDRESS = 3;

// Anonymous spectator streams were unbounded: 1,000 from one address were all accepted.
describe('spectator streams per address', () => {
  const t = useTestApp(
    { spectatorStreamsPerAddress: PER_ADDRESS, streamsPerToken: 2 },
    { listen: true },
  );

  async function refusal(gameId: string, token?: string) {
    const res = await fetch(`${t.url}/api/v1/games/${gameId}/stream`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as { code: string; detail: string },
    };
  }

  it('refuses the spectator stream past the limit with 429 too_many_streams, across games', async () => {
    const api = new GameClient(t.url);
    const games = [await api.create(), await api.create()];
    const open = [0, 1, 2].map((i) => SseClient.open(t.url, games[i % 2].id));
    for (const s of open) await s.until(() => s.messages.length >= 1);
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    try {
      const refused = await refusal(games[1].id);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_streams');
      expect(refused.retryAfter).toBe('5');
      expect(refused.body.detail).toContain(`${PER_ADDRESS} streams`);

      // A seat's streams count against its token, not against the address.
      const { token } = await api.join(games[0].id, 'Anna');
      const mine = SseClient.open(t.url, games[0].id, { token });
      await mine.until(() => mine.messages.length >= 1);
      expect(mine.status).toBe(200);
      mine.close();
    } finally {
      for (const s of open) s.close();
    }
    // Closed streams give their places back.
    const limits = t.app.get(StreamLimits);
    for (let i = 0; i < 200 && limits.openStreams() > 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(limits.openStreams()).toBe(0);
    const again = SseClient.open(t.url, games[0].id);
    await again.until(() => again.messages.length >= 1);
    expect(again.status).toBe(200);
    again.close();
  });

  it("counts the streams of a left seat's token against the address, as a spectator's", async () => {
    // The last test's streams give their places back after their close.
    const places = t.app.get(StreamPlaces);
    for (let i = 0; i < 200 && places.openHere > 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(places.openHere).toBe(0);
    const api = new GameClient(t.url);
    const { gameId, tokens } = await api.startGame();
    expect((await api.post(gameId, 'leave', tokens[0])).status).toBe(200);
    const open = [0, 1].map(() => SseClient.open(t.url, gameId));
    try {
      for (const s of open) await s.until(() => s.messages.length >= 1);
      const left = SseClient.open(t.url, gameId, { token: tokens[0] });
      open.push(left);
      await left.until(() => left.messages.length >= 1);
      expect(left.status).toBe(200);
      // The address's three places are taken: the left token has none of its own.
      const refused = await refusal(gameId, tokens[0]);
      expect([refused.status, refused.body.code]).toEqual([429, 'too_many_streams']);
      expect(refused.body.detail).toContain('address');
    } finally {
      for (const s of open) s.close();
    }
  });

  it('still caps a seat token on its own', async () => {
    const api = new GameClient(t.url);
    const game = await api.create();
    const { token } = await api.join(game.id, 'Boris');
    const open = [
      SseClient.open(t.url, game.id, { token }),
      SseClient.open(t.url, game.id, { token }),
    ];
    try {
      for (const s of open) await s.until(() => s.messages.length >= 1);
      const refused = await refusal(game.id, token);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_streams');
    } finally {
      for (const s of open) s.close();
    }
  });

  // After a kill -9, the dead instance's places counted against its spectators' reconnects for
  // 27 s (an operator's trial): a place its instance has not renewed for 12 s (three renewals
  // missed) counts no more; one renewed 10 s ago still does.
  it("stops counting a dead instance's places after 12 s", async () => {
    const places = t.app.get(StreamPlaces);
    const store = t.app.get(StreamPlacesStore);
    const hash = t.app.get(AddressHash);
    const placeRenewed = async (msAgo: number) => {
      const key = `address:${randomUUID()}`;
      const holder = await hash.of('stream-place', key);
      await store.take(randomUUID(), holder, new Date(Date.now() - msAgo));
      return key;
    };
    expect(await places.acquire(await placeRenewed(10_000), 1)).toBeNull();
    const admitted = await places.acquire(await placeRenewed(13_000), 1);
    expect(admitted).toEqual(expect.any(Function));
    admitted!();
  });
});
