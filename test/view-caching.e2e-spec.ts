// The game view's caching over HTTP (src/platform/common/preconditions.ts, src/platform/http/security-headers.ts):
// one URL answers the spectator view to one caller and a seat's view to another, so its ETag names
// the audience and presence, every API answer says Vary: Authorization, and If-Match on moves
// still takes what clients hold: a view's ETag or a bare version.
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { chooseMove, testRng, type GameView } from './support/api.js';
import { SseClient } from './support/sse.js';
import { useTestApp } from './support/app-fixture.js';

const listOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

describe('caching of game views', () => {
  const t = useTestApp();

  const read = (gameId: string, token?: string, ifNoneMatch?: string) => {
    const req = request(t.api.server).get(`/api/v1/games/${gameId}`);
    if (token) req.set('Authorization', `Bearer ${token}`);
    if (ifNoneMatch) req.set('If-None-Match', ifNoneMatch);
    return req;
  };

  it("answers a seat sending the spectator's ETag with its own view, not 304", async () => {
    const { gameId, tokens } = await t.api.startGame();
    const spectator = await read(gameId).expect(200);
    const version = spectator.body.version as number;
    expect(spectator.headers.etag).toMatch(new RegExp(`^"${version}-p-[A-Za-z0-9_-]{11}"$`));
    const tags = new Set([spectator.headers.etag]);
    for (const [seat, token] of tokens.entries()) {
      const mine = await read(gameId, token, spectator.headers.etag).expect(200);
      expect(mine.body.you).toBe(seat);
      expect(mine.body.deal.hand.length).toBeGreaterThan(0);
      expect(mine.headers.etag).toMatch(new RegExp(`^"${version}-s${seat}-[A-Za-z0-9_-]{11}"$`));
      expect(mine.headers.etag).not.toContain(token);
      tags.add(mine.headers.etag);
      // Its own tag still answers 304, and another seat's does not.
      await read(gameId, token, mine.headers.etag).expect(304);
      const other = tokens[(seat + 1) % tokens.length];
      expect((await read(gameId, other, mine.headers.etag).expect(200)).body.you).not.toBe(seat);
    }
    expect(tags.size).toBe(tokens.length + 1);
    // The spectator's own tag answers the spectator 304; a seat's tag answers it the public view.
    await read(gameId, undefined, spectator.headers.etag).expect(304);
    const back = await read(gameId, undefined, [...tags][1]).expect(200);
    expect([back.body.you, back.body.deal.hand]).toEqual([null, undefined]);
  });

  it('answers a HEAD with the same ETag, and 304 to its If-None-Match as a GET does', async () => {
    const { gameId, tokens } = await t.api.startGame();
    for (const token of [undefined, tokens[0]]) {
      const got = await read(gameId, token).expect(200);
      const head = (ifNoneMatch?: string) => {
        const req = request(t.api.server).head(`/api/v1/games/${gameId}`);
        if (token) req.set('Authorization', `Bearer ${token}`);
        if (ifNoneMatch) req.set('If-None-Match', ifNoneMatch);
        return req;
      };
      const plain = await head().expect(200);
      expect(plain.headers.etag).toBe(got.headers.etag);
      await head(got.headers.etag).expect(304);
      await head(`"${got.body.version - 1}-p-AAAAAAAAAAA"`).expect(200);
    }
  });

  it('gives a new ETag when presence changes, though the version does not', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const before = await read(gameId).expect(200);
    expect(before.body.seats.map((s: { connected: boolean }) => s.connected)).toEqual([
      false,
      false,
      false,
    ]);
    const mineBefore = await read(gameId, tokens[0]).expect(200);
    const stream = SseClient.open(t.url, gameId, { token: tokens[1] });
    try {
      await stream.until(() => stream.messages.length >= 1);
      const after = await read(gameId, undefined, before.headers.etag).expect(200);
      expect(after.body.version).toBe(before.body.version);
      expect(after.body.seats[1].connected).toBe(true);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const mineAfter = await read(gameId, tokens[0], mineBefore.headers.etag).expect(200);
      expect(mineAfter.body.seats[1].connected).toBe(true);
      await read(gameId, undefined, after.headers.etag).expect(304);
    } finally {
      stream.close();
      await stream.ended;
    }
  });

  it('says Vary: Authorization on every API answer; a seat answer is private, an anonymous one revalidated', async () => {
    const { gameId, tokens } = await t.api.startGame();
    // The seat to act, so that its hint is answered.
    const turn = ((await read(gameId).expect(200)).body as GameView).deal!.turn;
    const auth = { Authorization: `Bearer ${tokens[turn]}` };
    const server = t.api.server;
    const anonymous = [
      `/api/v1/games/${gameId}`,
      `/api/v1/games/${gameId}/events`,
      `/api/v1/games/${gameId}/score-table`,
      `/api/v1/games/${gameId}/deals/1/replay`,
      '/api/v1/games',
    ];
    for (const path of anonymous) {
      const res = await request(server).get(path);
      expect([path, listOf(res.headers.vary)]).toEqual([
        path,
        expect.arrayContaining(['authorization']),
      ]);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-cache']);
    }
    for (const path of [
      `/api/v1/games/${gameId}`,
      `/api/v1/games/${gameId}/events`,
      `/api/v1/games/${gameId}/hint`,
    ]) {
      const res = await request(server).get(path).set(auth);
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, listOf(res.headers.vary)]).toEqual([
        path,
        expect.arrayContaining(['authorization']),
      ]);
      expect([path, res.headers['cache-control']]).toEqual([path, 'private, no-store']);
    }
    // A 304 carries them too, and a foreign token's 401 varies by Authorization as well.
    const tag = (await read(gameId, tokens[0])).headers.etag;
    const unchanged = await read(gameId, tokens[0], tag).expect(304);
    expect(listOf(unchanged.headers.vary)).toContain('authorization');
    expect(unchanged.headers['cache-control']).toBe('private, no-store');
    const foreign = await read(gameId, 'x'.repeat(43));
    expect(foreign.status).toBe(401);
    expect(listOf(foreign.headers.vary)).toContain('authorization');
  });

  it("keeps If-Match working: a view's ETag (any audience) or a bare version; stale ones 412", async () => {
    const { gameId, tokens } = await t.api.startGame();
    const rng = testRng(5);
    const move = async (ifMatch: string) => {
      const spectator = (await read(gameId).expect(200)).body as GameView;
      const seat = spectator.deal!.turn;
      const mine = (await read(gameId, tokens[seat]).expect(200)).body as GameView;
      const chosen = chooseMove(mine.legalActions, rng);
      return t.api.post(gameId, chosen.path, tokens[seat], chosen.body, { 'If-Match': ifMatch });
    };
    const first = await read(gameId).expect(200);
    const stale = first.headers.etag as string;
    const ok = await move(stale);
    expect(ok.status).toBe(200);
    // The move's answer is the seat's view and carries the seat's tag of the new version.
    const v = first.body.version + 1;
    expect(ok.headers.etag).toMatch(new RegExp(`^"${v}-s${ok.body.you}-[A-Za-z0-9_-]{11}"$`));
    const refused = await move(stale);
    expect([refused.status, refused.body.code, refused.body.currentVersion]).toEqual([
      412,
      'version_mismatch',
      v,
    ]);
    expect((await move(ok.headers.etag)).status).toBe(200);
    expect((await move(`W/"${v + 1}"`)).status).toBe(200);
    expect((await move(`"${v + 2}"`)).status).toBe(200);
    const spectatorTag = (await read(gameId).expect(200)).headers.etag as string;
    expect((await move(spectatorTag)).status).toBe(200);
    const bad = await move('"12-x-abc"');
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_if_match']);
  });
});
