import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';
import { newPlayer, type TestPlayer } from './support/queue.js';
import { SseClient } from './support/sse.js';

// Replacing a player token (POST /api/v1/players/me/tokens) is the remedy for a leaked one: what
// the old token opened ends, on every instance. Two instances on one database: the token is
// replaced on A, the old token's streams are open on B (and one on A).
describe('replacing a player token', () => {
  const clock = new ManualTimeOfDay();
  const a = useOnlineApp(clock, { listen: true }, { streamKeepAliveMs: 100 });
  const b = useOnlineApp(clock, { listen: true }, { streamKeepAliveMs: 100 });
  const open: SseClient[] = [];

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  function playerStream(url: string, headers: Record<string, string>, query = '') {
    const s = SseClient.openPath(url, `/api/v1/players/me/stream${query}`, headers);
    open.push(s);
    return s;
  }
  const ready = (s: SseClient) => s.until(() => s.messages.length > 0);
  /** Whether the stream ended within 5 s. */
  const endsSoon = (s: SseClient) =>
    Promise.race([
      s.ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);

  /** A waiting game in which `p` holds a seat through its player token. */
  async function seatOf(p: TestPlayer): Promise<string> {
    const game = await request(a.t.url).post('/api/v1/games').send({}).expect(201);
    await request(a.t.url)
      .post(`/api/v1/games/${game.body.id}/players`)
      .set(bearer(p.token))
      .send({ name: p.name })
      .expect(201);
    return game.body.id as string;
  }

  it('ends the old token’s streams, refuses its unused tickets and frees the stream limit', async () => {
    const p = await newPlayer(a.t.server);
    const gameId = await seatOf(p);
    const streams = [
      ...[1, 2, 3, 4, 5].map(() => playerStream(b.t.url, bearer(p.token))),
      playerStream(a.t.url, bearer(p.token)),
    ];
    for (const s of streams) await ready(s);
    const seatStream = SseClient.open(b.t.url, gameId, { token: p.token });
    open.push(seatStream);
    await ready(seatStream);
    expect([...streams, seatStream].map((s) => s.status)).toEqual([
      200, 200, 200, 200, 200, 200, 200,
    ]);
    // The limit is per instance (STREAMS_PER_TOKEN): B is full.
    const full = await request(b.t.url).get('/api/v1/players/me/stream').set(bearer(p.token));
    expect([full.status, full.body.code]).toEqual([429, 'too_many_streams']);
    const playerTicket = (
      await request(a.t.url).post('/api/v1/players/me/stream-tickets').set(bearer(p.token))
    ).body.ticket as string;
    const gameTicket = (
      await request(a.t.url).post(`/api/v1/games/${gameId}/stream-tickets`).set(bearer(p.token))
    ).body.ticket as string;

    const replaced = await request(a.t.url)
      .post('/api/v1/players/me/tokens')
      .set(bearer(p.token))
      .expect(201);
    const token = replaced.body.token as string;

    const ended = await Promise.all([...streams, seatStream].map(endsSoon));
    expect(ended).toEqual([true, true, true, true, true, true, true]);
    const oldTicket = await request(b.t.url).get(
      `/api/v1/players/me/stream?ticket=${playerTicket}`,
    );
    expect([oldTicket.status, oldTicket.body.code]).toEqual([401, 'invalid_ticket']);
    const oldGameTicket = await request(b.t.url).get(
      `/api/v1/games/${gameId}/stream?ticket=${gameTicket}`,
    );
    expect([oldGameTicket.status, oldGameTicket.body.code]).toEqual([401, 'invalid_ticket']);

    // The new token opens its own streams on either instance, as many as the limit allows.
    const fresh = [1, 2, 3, 4, 5].map(() => playerStream(b.t.url, bearer(token)));
    for (const s of fresh) await ready(s);
    expect(fresh.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const seatAgain = SseClient.open(b.t.url, gameId, { token });
    open.push(seatAgain);
    await ready(seatAgain);
    expect(seatAgain.status).toBe(200);
  });
});
