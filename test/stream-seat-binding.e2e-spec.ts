import { afterEach, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { hashToken } from '../src/platform/http/seat-token.js';
import { GameHistoryService } from '../src/features/history/game-history.service.js';
import { prismaOf } from './support/prisma.js';
import { NoticeListener } from '../src/platform/realtime/notice-listener.js';
import { SeatPresence } from '../src/live/streams/seat-presence.service.js';
import { chooseMove, testRng } from './support/api.js';
import { SseClient } from './support/sse.js';
import { useTestApp } from './support/app-fixture.js';

// A seat's stream outlived its seat: opened with a resume point past the sequence number its own
// `player_left` would get, it never saw that event, so after its player left a waiting game and
// three others joined it delivered the new occupant's hand (and in a running game the cards the
// bot then played for the seat), while the seat showed `connected` with nobody's stream open.
// Streams are on instance A and the leaving and joining on instance B, which share one database.
describe("a seat's stream is bound to its token's hold on the seat", () => {
  const a = useTestApp({ streamKeepAliveMs: 100 }, { listen: true });
  const b = useTestApp({ streamKeepAliveMs: 100 }, { listen: true });
  const open: SseClient[] = [];

  afterEach(() => {
    jest.restoreAllMocks();
    for (const s of open.splice(0)) s.close();
  });

  function stream(url: string, gameId: string, opts: Parameters<typeof SseClient.open>[2]) {
    const s = SseClient.open(url, gameId, opts);
    open.push(s);
    return s;
  }

  async function lastSeq(gameId: string): Promise<number> {
    const res = await request(a.url).get(`/api/v1/games/${gameId}/events?limit=1`).expect(200);
    return res.body.lastSeq as number;
  }

  /** Whether the stream ends within `ms`. */
  async function endedWithin(s: SseClient, ms = 5_000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const ended = await Promise.race([s.ended.then(() => true), late]);
    clearTimeout(timer);
    return ended;
  }

  /** Whether an event as a stream got it shows a hand or a card: the seat's private data. */
  function secret(e: { type: string; data: unknown }): boolean {
    const data = e.data as { hand?: unknown; card?: unknown };
    return (
      (e.type === 'deal_started' && data.hand !== undefined) ||
      (e.type === 'card_given' && data.card !== null)
    );
  }

  /** Stops instance A's streams of `gameId` from hearing of changes other instances make. */
  function deafenA(gameId: string): () => void {
    const notifications = a.app.get(NoticeListener) as unknown as {
      dispatch(payload: string): void;
    };
    const dispatch = notifications.dispatch.bind(notifications);
    const spy = jest
      .spyOn(notifications, 'dispatch')
      .mockImplementation((payload: string) =>
        payload.startsWith(`${gameId}:`) ? undefined : dispatch(payload),
      );
    return () => {
      spy.mockRestore();
      dispatch(`${gameId}:${2 ** 31 - 1}`);
    };
  }

  /**
   * Plays the other seats on B (the bot plays `left` there) until the log holds, after `from`,
   * a deal's hands or a card given to or by `left`: the private data of the seat that was left.
   */
  async function playUntilSecretOf(gameId: string, tokens: string[], left: number, from: number) {
    const rng = testRng(21);
    const prisma = prismaOf(a.app);
    for (let i = 0; i < 400; i++) {
      const log = await prisma.gameEvent.findMany({
        where: { gameId, seq: { gt: from } },
        orderBy: { seq: 'asc' },
      });
      const found = log.some((e) => {
        const p = e.payload as { fromSeat?: number; toSeat?: number };
        return (
          e.type === 'deal_started' ||
          (e.type === 'card_given' && (p.fromSeat === left || p.toSeat === left))
        );
      });
      if (found) return;
      const view = await b.api.view(gameId);
      if (view.status !== 'playing') throw new Error('the game ended first');
      const turn = view.deal!.turn;
      if (turn === left) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const mine = await b.api.view(gameId, tokens[turn]);
      const move = chooseMove(mine.legalActions, rng);
      const res = await b.api.post(gameId, move.path, tokens[turn], move.body);
      if (res.status !== 200 && res.status !== 409) throw new Error(JSON.stringify(res.body));
    }
    throw new Error(`no private event of seat ${left} came`);
  }

  it("waiting game: a stream resumed past its own leaving never gets the next occupant's hand", async () => {
    const game = await a.api.create();
    const anna = await a.api.join(game.id, 'Anna');
    const seq = await lastSeq(game.id);
    // The attack: the resume point is the sequence number Anna's player_left will get.
    const attack = stream(a.url, game.id, { token: anna.token, after: seq + 1 });
    // And the seat's stream as a client opens it, on the same instance.
    const plain = stream(a.url, game.id, { token: anna.token });
    await plain.until(() => plain.messages.length >= 1);
    await attack.until(() => attack.status !== 0);

    await b.api.post(game.id, 'leave', anna.token).expect(200);
    const joined = [];
    for (const name of ['Boris', 'Vera', 'Gleb']) joined.push(await b.api.join(game.id, name));
    expect(joined.map((j) => j.seat).sort()).toEqual([0, 1, 2]);
    const bob = joined.find((j) => j.seat === anna.seat)!;
    expect((await b.api.view(game.id, bob.token)).deal!.hand).toHaveLength(7);

    // Both streams are over (the seat is not Anna's any more), so what they got is all they get.
    for (const s of [attack, plain]) expect(await endedWithin(s)).toBe(true);
    for (const s of [attack, plain]) {
      expect(s.events.filter(secret)).toEqual([]);
      expect(s.events.some((e) => e.type === 'deal_started')).toBe(false);
    }
    expect(plain.events.map((e) => e.type)).toEqual(['player_left']);
    expect(attack.status).toBe(400);
    // Nobody streams Bob's seat.
    for (const api of [a.api, b.api]) {
      expect((await api.view(game.id)).seats[anna.seat].connected).toBe(false);
    }
  });

  it('running game: a stream resumed past its own leaving gets no more hands or cards', async () => {
    const { gameId, tokens } = await a.api.startGame({ name: 'left running' });
    const seq = await lastSeq(gameId);
    const attack = stream(a.url, gameId, { token: tokens[2], lastEventId: String(seq + 1) });
    const plain = stream(a.url, gameId, { token: tokens[2] });
    await plain.until(() => plain.messages.length >= 1);
    await attack.until(() => attack.status !== 0);

    await b.api.post(gameId, 'leave', tokens[2]).expect(200);
    await playUntilSecretOf(gameId, tokens, 2, seq + 1);

    // Both streams are over, so what they got is all they get.
    for (const s of [attack, plain]) expect(await endedWithin(s)).toBe(true);
    expect(plain.events.map((e) => e.type)).toEqual(['player_left']);
    for (const s of [attack, plain]) expect(s.events.filter(secret)).toEqual([]);
    expect(attack.status).toBe(400);
    expect((await a.api.view(gameId)).seats[2].connected).toBe(false);
  });

  it('refuses a resume point past the last event, by ?after= and by Last-Event-ID', async () => {
    const { gameId, tokens } = await a.api.startGame();
    const seq = await lastSeq(gameId);
    const ask = (url: string, token: string | null, how: 'after' | 'header', at: number) => {
      const req = request(url).get(
        `/api/v1/games/${gameId}/stream${how === 'after' ? `?after=${at}` : ''}`,
      );
      if (how === 'header') req.set('Last-Event-ID', String(at));
      if (token) req.set('Authorization', `Bearer ${token}`);
      // An accepted stream never ends by itself: fail fast instead of waiting for it.
      return req.timeout(5_000);
    };
    for (const url of [a.url, b.url]) {
      for (const how of ['after', 'header'] as const) {
        for (const [token, at] of [
          [tokens[0], seq + 1],
          [tokens[1], 999_999_999],
          [null, seq + 1],
        ] as const) {
          const res = await ask(url, token, how, at);
          expect(res.status).toBe(400);
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(res.body.code).toBe('invalid_resume_point');
        }
      }
    }
    // The last event itself is a resume point, as is any before it.
    for (const at of [seq, 0]) {
      const s = stream(b.url, gameId, { token: tokens[0], lastEventId: String(at) });
      await s.until(() => s.messages.length >= 1);
      expect(s.status).toBe(200);
    }
    // The refused streams took no place: the token's five (STREAMS_PER_TOKEN) are all free.
    const five = Array.from({ length: 5 }, () => stream(a.url, gameId, { token: tokens[1] }));
    for (const s of five) await s.until(() => s.messages.length >= 1);
    expect(five.every((s) => s.status === 200)).toBe(true);
  });

  it('counts no stream whose token died as `connected`, even before that stream has ended', async () => {
    // Waiting game: Anna's stream on A has not heard of her leaving on B yet.
    const game = await a.api.create();
    const anna = await a.api.join(game.id, 'Anna');
    const annaStream = stream(a.url, game.id, { token: anna.token });
    await annaStream.until(() => annaStream.messages.length >= 1);
    await a.app.get(SeatPresence).renew();
    expect((await b.api.view(game.id)).seats[anna.seat].connected).toBe(true);
    const hear = deafenA(game.id);
    await b.api.post(game.id, 'leave', anna.token).expect(200);
    for (const name of ['Boris', 'Vera', 'Gleb']) await b.api.join(game.id, name);
    await a.app.get(SeatPresence).renew();
    const prisma = prismaOf(a.app);
    expect(await prisma.seatPresence.count({ where: { gameId: game.id } })).toBe(0);
    for (const api of [a.api, b.api]) {
      expect((await api.view(game.id)).seats.map((s) => s.connected)).toEqual([
        false,
        false,
        false,
      ]);
    }
    expect(annaStream.events).toEqual([]);
    hear();
    expect(await endedWithin(annaStream)).toBe(true);
    expect(annaStream.events.filter(secret)).toEqual([]);
    expect(annaStream.events.map((e) => e.type)).toEqual(['player_left']);

    // Running game: seat 2's stream on A has not heard of its leaving on B yet.
    const { gameId, tokens } = await a.api.startGame();
    const seat2 = stream(a.url, gameId, { token: tokens[2] });
    await seat2.until(() => seat2.messages.length >= 1);
    await a.app.get(SeatPresence).renew();
    expect((await b.api.view(gameId)).seats[2].connected).toBe(true);
    const hear2 = deafenA(gameId);
    await b.api.post(gameId, 'leave', tokens[2]).expect(200);
    await a.app.get(SeatPresence).renew();
    expect(
      await prisma.seatPresence.count({ where: { gameId, tokenHash: hashToken(tokens[2]) } }),
    ).toBe(0);
    for (const api of [a.api, b.api]) {
      expect((await api.view(gameId)).seats[2].connected).toBe(false);
    }
    hear2();
    expect(await endedWithin(seat2)).toBe(true);
    expect(seat2.events.map((e) => e.type)).toEqual(['player_left']);
    // A presence row that raced the leaving (written after it) still never counts.
    await prisma.seatPresence.create({
      data: {
        streamId: '00000000-0000-4000-8000-0000000000a2',
        gameId,
        seat: 2,
        seenAt: new Date(),
        tokenHash: hashToken(tokens[2]),
      },
    });
    for (const api of [a.api, b.api]) {
      expect((await api.view(gameId)).seats[2].connected).toBe(false);
    }
  });

  it("GET /events reads the log only up to the snapshot that named the caller's seat", async () => {
    // The same race without a stream: the player leaves and the seat is dealt to another between
    // the read that names the caller's seat and the read of the log.
    const game = await a.api.create();
    const anna = await a.api.join(game.id, 'Anna');
    const history = a.app.get(GameHistoryService);
    const read = history.visibleEvents.bind(history);
    jest.spyOn(history, 'visibleEvents').mockImplementationOnce(async (...args) => {
      await b.api.post(game.id, 'leave', anna.token).expect(200);
      for (const name of ['Boris', 'Vera', 'Gleb']) await b.api.join(game.id, name);
      return read(...args);
    });
    const page = await request(a.url)
      .get(`/api/v1/games/${game.id}/events?after=0`)
      .set('Authorization', `Bearer ${anna.token}`)
      .expect(200);
    const events = page.body.events as { seq: number; type: string; data: unknown }[];
    expect(events.filter(secret)).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['player_joined']);
    expect(events.every((e) => e.seq <= page.body.lastSeq)).toBe(true);
    // The next read finds the token gone.
    await request(a.url)
      .get(`/api/v1/games/${game.id}/events?after=0`)
      .set('Authorization', `Bearer ${anna.token}`)
      .expect(401);
  });
});
