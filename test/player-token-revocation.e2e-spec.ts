import { afterEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { chooseMove, GameClient, testRng, type GameView } from './support/api.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';
import { enqueue, newPlayer, queueBody, type TestPlayer } from './support/queue.js';
import { SseClient } from './support/sse.js';

// Issue 42, items 2, 7 and 9: replacing a player token (POST /players/me/tokens) revokes what the
// old token made, on every instance. Two instances on one database: the thief works on B (whose
// cache has seen its seat token), the victim replaces the token on A.
describe('a replaced player token revokes what it made', () => {
  const clock = new ManualTimeOfDay();
  const a = useOnlineApp(clock, { listen: true }, { streamKeepAliveMs: 100 });
  const b = useOnlineApp(clock, { listen: true }, { streamKeepAliveMs: 100 });
  const open: SseClient[] = [];
  const rng = testRng(42);

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const key = () => randomBytes(16).toString('base64url');
  const track = (s: SseClient) => (open.push(s), s);
  const ready = (s: SseClient) => s.until(() => s.messages.length > 0);
  /** Whether the stream ended within 5 s. */
  const endsSoon = (s: SseClient) =>
    Promise.race([
      s.ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
  const rotate = (url: string, token: string, idempotencyKey = key()) =>
    request(url)
      .post('/api/v1/players/me/tokens')
      .set(bearer(token))
      .set('Idempotency-Key', idempotencyKey);

  /** A running game in which the thief took a seat with the victim's player token. */
  async function thiefAtTable(victim: TestPlayer) {
    const game = await a.api.create({});
    const joined = await request(a.t.url)
      .post(`/api/v1/games/${game.id}/players`)
      .set(bearer(victim.token))
      .send({ name: 'Thief' })
      .expect(201);
    const tokens: string[] = [];
    tokens[joined.body.seat as number] = joined.body.token as string;
    for (const name of ['Ann', 'Bob']) {
      const other = await a.api.join(game.id, name);
      tokens[other.seat] = other.token;
    }
    return {
      gameId: game.id,
      seat: joined.body.seat as number,
      seatToken: tokens[joined.body.seat as number],
      tokens,
    };
  }

  it('locks the thief out of the seats, streams, tickets and queue entry it made', async () => {
    const victim = await newPlayer(a.t.server);
    const { gameId, seat, seatToken, tokens } = await thiefAtTable(victim);
    // Others move until the thief's seat is to act: its move would be decided on B's cache.
    while ((await a.api.view(gameId)).deal!.turn !== seat) await a.api.step(gameId, tokens, rng);
    const onB = new GameClient(b.t.url);
    const mine: GameView = await onB.view(gameId, seatToken);
    expect(mine.deal!.hand).toHaveLength(mine.deal!.handSizes[seat]);
    const move = chooseMove(mine.legalActions, rng);
    const seatStream = track(SseClient.open(b.t.url, gameId, { token: seatToken }));
    await ready(seatStream);
    const ticket = await request(b.t.url)
      .post(`/api/v1/games/${gameId}/stream-tickets`)
      .set(bearer(seatToken))
      .expect(201);
    const entry = await enqueue(a.t.url, victim, queueBody()).expect(201);
    expect(await a.prisma.seatPresence.count({ where: { gameId, seat } })).toBe(1);

    const replaced = await rotate(a.t.url, victim.token).expect(201);
    expect(replaced.body.revoked).toEqual({ seatTokens: 1, queueEntries: 1, streamTickets: 1 });
    // The seat shows no stream of the old token's from the answer on.
    expect(await a.prisma.seatPresence.count({ where: { gameId, seat } })).toBe(0);
    expect(await endsSoon(seatStream)).toBe(true);

    const refused = async (res: request.Response) => [res.status, res.body.code];
    const dead = [401, 'invalid_token'];
    // The move first: B's cache still knows the seat token (a refused read forgets it there).
    expect(await refused(await onB.post(gameId, move.path, seatToken, move.body))).toEqual(dead);
    expect(
      await refused(await request(b.t.url).get(`/api/v1/games/${gameId}`).set(bearer(seatToken))),
    ).toEqual(dead);
    expect(
      await refused(
        await request(b.t.url).get(`/api/v1/games/${gameId}/stream`).set(bearer(seatToken)),
      ),
    ).toEqual(dead);
    expect(
      await refused(
        await request(b.t.url)
          .post(`/api/v1/games/${gameId}/stream-tickets`)
          .set(bearer(seatToken)),
      ),
    ).toEqual(dead);
    expect(await refused(await onB.post(gameId, 'leave', seatToken))).toEqual(dead);
    const withTicket = await request(b.t.url).get(
      `/api/v1/games/${gameId}/stream?ticket=${ticket.body.ticket as string}`,
    );
    expect(withTicket.status).toBe(401);
    expect(await a.prisma.queueEntry.count({ where: { id: entry.body.id as string } })).toBe(0);

    // The new player token stands for the seat, on either instance: it reads the hand and moves.
    const token = replaced.body.token as string;
    expect((await onB.view(gameId, token)).deal!.hand).toEqual(mine.deal!.hand);
    expect((await onB.post(gameId, move.path, token, move.body)).status).toBe(200);
    const seats = await a.prisma.seat.findMany({ where: { gameId } });
    expect(seats.find((s) => s.seat === seat)!.playerId).toBe(victim.id);
  });

  it('refuses a guessable Idempotency-Key, and a replay of the key with the old token', async () => {
    const victim = await newPlayer(a.t.server);
    const guessable = await rotate(a.t.url, victim.token, 'aaaaaaaa');
    expect([guessable.status, guessable.body.code]).toEqual([400, 'invalid_idempotency_key']);
    const uuidLike = await rotate(a.t.url, victim.token, 'a'.repeat(30));
    expect([uuidLike.status, uuidLike.body.code]).toEqual([400, 'invalid_idempotency_key']);
    await request(a.t.url).get('/api/v1/players/me').set(bearer(victim.token)).expect(200);

    const k = key();
    const first = await rotate(a.t.url, victim.token, k).expect(201);
    for (const url of [a.t.url, b.t.url]) {
      const replay = await rotate(url, victim.token, k);
      expect([replay.status, replay.body.code]).toEqual([401, 'invalid_token']);
      expect(JSON.stringify(replay.body)).not.toContain(first.body.token);
    }
    await request(b.t.url).get('/api/v1/players/me').set(bearer(first.body.token)).expect(200);
  });

  it('leaves no ticket or stream asked for during the replacement working after it', async () => {
    const victim = await newPlayer(a.t.server);
    const { gameId } = await thiefAtTable(victim);
    const urls = [a.t.url, b.t.url];
    /** A ticket for the player's stream (even i % 4 < 2) or for its seat's, from A or B. */
    const ask = async (i: number) => {
      const player = i % 4 < 2;
      const res = await request(urls[i % 2])
        .post(
          player ? '/api/v1/players/me/stream-tickets' : `/api/v1/games/${gameId}/stream-tickets`,
        )
        .set(bearer(victim.token));
      const opens = player ? '/api/v1/players/me/stream' : `/api/v1/games/${gameId}/stream`;
      return res.status === 201 ? `${opens}?ticket=${res.body.ticket as string}` : null;
    };
    const before = Array.from({ length: 30 }, (_, i) => ask(i));
    const streams = Array.from({ length: 6 }, (_, i) =>
      track(
        i % 2
          ? SseClient.openPath(urls[i % 2], '/api/v1/players/me/stream', bearer(victim.token))
          : SseClient.open(urls[i % 2], gameId, { token: victim.token }),
      ),
    );
    const rotation = rotate(a.t.url, victim.token).then((r) => r.status);
    const during = Array.from({ length: 30 }, (_, i) => ask(i));
    expect(await rotation).toBe(201);
    const issued = (await Promise.all([...before, ...during])).filter((p) => p !== null);
    expect(issued.length).toBeGreaterThan(0);
    for (const path of issued) {
      // Read as a stream: one that opened would never end.
      const s = track(SseClient.openPath(b.t.url, path));
      await s.until(() => s.status !== 0);
      expect([path.split('?')[0], s.status]).toEqual([path.split('?')[0], 401]);
    }
    const ended = await Promise.all(streams.map(endsSoon));
    expect(ended).toEqual(streams.map(() => true));
  });
});
