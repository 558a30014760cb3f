import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { GameEvent } from '../src/core/engine/index.js';
import type { EventPageDto, GameEventDto } from '../clients/ts/src/index.js';
import { cardsIn, TruthTracker } from './support/leak-check.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { BOT_CLOCK, FORFEIT_CLOCK, useOnlineApp } from './support/online.js';
import { SseClient } from './support/sse.js';
import { SeatPresence } from '../src/live/streams/seat-presence.service.js';

type Event = GameEventDto;
const ONLINE_EVENTS = ['turn_timed_out', 'seat_away', 'seat_back', 'player_left'];

// The leak test of test/games-full-game.e2e-spec.ts and test/streams.e2e-spec.ts, over what
// online play adds: timeout moves, away and back, leaving, presence, rematch tokens and tickets.
describe('online play leaks nothing: timeouts, away seats, leaving, rematches', () => {
  const clock = new ManualTimeOfDay();
  const open: SseClient[] = [];
  // Before the app's own afterAll (hooks run in the order declared): closing waits on open streams.
  afterAll(() => {
    for (const s of open) s.close();
  });
  const o = useOnlineApp(clock, { listen: true });

  async function ticketFor(gameId: string, token: string): Promise<string> {
    const res = await request(o.api.server)
      .post(`/api/v1/games/${gameId}/stream-tickets`)
      .set('Authorization', `Bearer ${token}`)
      .expect(201);
    return res.body.ticket as string;
  }

  it('no party receives a card, token, ticket or seed it may not see', async () => {
    const { gameId, tokens } = await o.api.startGame({ timeControl: BOT_CLOCK });
    const parties: (number | null)[] = [0, 1, 2, null];
    const tickets = [await ticketFor(gameId, tokens[0]), await ticketFor(gameId, tokens[1])];
    const streams = new Map<number | null, SseClient>([
      [0, SseClient.open(o.t.url, gameId, { ticket: tickets[0] })],
      [1, SseClient.open(o.t.url, gameId, { ticket: tickets[1] })],
      [null, SseClient.open(o.t.url, gameId)],
    ]);
    open.push(...streams.values());
    const raw = new Map<number | null, string[]>(parties.map((p) => [p, []]));
    const events = new Map<number | null, Event[]>(parties.map((p) => [p, []]));
    const collect = async () => {
      for (const p of parties) {
        const token = p === null ? undefined : tokens[p];
        const view = await o.api.view(gameId, token);
        const req = request(o.api.server).get(`/api/v1/games/${gameId}/events?after=0`);
        if (token) req.set('Authorization', `Bearer ${token}`);
        const page = (await req.expect(200)).body as EventPageDto;
        raw.get(p)!.push(JSON.stringify(view), JSON.stringify(page));
        events.set(p, page.events);
      }
    };

    // Seat 2 lets its time run out until it is away; the others play.
    await o.untilAway(gameId, tokens, 2);
    await collect();
    // Seat 2 comes back by opening its stream with a ticket.
    tickets.push(await ticketFor(gameId, tokens[2]));
    streams.set(2, SseClient.open(o.t.url, gameId, { ticket: tickets[2] }));
    open.push(streams.get(2)!);
    await streams.get(2)!.until(() => streams.get(2)!.events.some((e) => e.type === 'seat_back'));
    // Seat 1 leaves: a bot plays it to the end; seat 0 times out now and then.
    expect((await o.api.post(gameId, 'leave', tokens[1])).status).toBe(200);
    for (let i = 0; i < 40; i++) {
      await o.settle(gameId);
      const view = await o.api.view(gameId);
      if (view.status !== 'playing') break;
      if (i % 7 === 3) {
        clock.advance(31);
        await o.sweep();
      } else if (view.deal!.turn !== 1) {
        await o.personMove(gameId, [tokens[0], '', tokens[2]]);
      }
      if (i % 5 === 0) await collect();
    }
    await o.settle(gameId);
    await collect();
    const lastSeq = (await o.log(gameId)).at(-1)!.seq;
    // Seat 1's stream ended when it left (it reads as a spectator from then on).
    await streams.get(1)!.ended;
    for (const [p, s] of streams) {
      if (p !== 1) await s.until(() => s.updates.length > 0 && lastSeqOf(s) >= lastSeq);
    }
    // Presence is renewed on the clock: after the clock's jumps, the renewal of the open streams.
    await o.t.app.get(SeatPresence).renew();
    const seen = await o.api.view(gameId);
    expect(seen.seats.map((s) => s.connected)).toEqual([true, false, true]);

    const log = await o.log(gameId);
    const truth = new TruthTracker(3);
    const forbiddenAt = new Map<number, Map<number | null, Set<string>>>();
    for (const row of log) {
      truth.apply(row.payload as unknown as GameEvent);
      const revealed = row.type === 'deal_revealed';
      forbiddenAt.set(
        row.seq,
        new Map(parties.map((p) => [p, revealed ? new Set() : truth.forbidden(p)])),
      );
    }
    const { seed } = await o.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    let checked = 0;
    for (const p of parties) {
      const stream = streams.get(p);
      const received = [...events.get(p)!, ...(stream ? stream.events : [])];
      for (const types of ONLINE_EVENTS) expect(received.map((e) => e.type)).toContain(types);
      for (const e of received) {
        const leaked = [...cardsIn(JSON.stringify(e.data))].filter((c) =>
          forbiddenAt.get(e.seq)!.get(p)!.has(c),
        );
        expect({ party: p, seq: e.seq, leaked }).toEqual({ party: p, seq: e.seq, leaked: [] });
        checked++;
      }
      const text = raw.get(p)!.join('\n') + (stream?.raw ?? '');
      for (const secret of [seed, ...tokens, ...tickets]) expect(text).not.toContain(secret);
    }
    expect(checked).toBeGreaterThan(log.length * 3);
    const logText = o.t.logs.join('');
    for (const secret of [seed, ...tokens, ...tickets]) expect(logText).not.toContain(secret);
  });

  it('a player who leaves reads the table as a spectator; the seat stream ends at the leaving', async () => {
    // A waiting game: the seat goes to someone else, whose hand the old stream must never see.
    const game = await o.api.create();
    const anna = await o.api.join(game.id, 'Anna');
    const annaStream = SseClient.open(o.t.url, game.id, { token: anna.token });
    open.push(annaStream);
    await annaStream.until(() => annaStream.messages.length >= 1);
    expect((await o.api.post(game.id, 'leave', anna.token)).status).toBe(200);
    await annaStream.ended;
    expect(annaStream.events.map((e) => e.type)).toEqual(['player_left']);

    // A running game: the seat's cards are a bot's now.
    const { gameId, tokens } = await o.api.startGame();
    const stream = SseClient.open(o.t.url, gameId, { token: tokens[2] });
    open.push(stream);
    await stream.until(() => stream.messages.length >= 1);
    expect((await o.api.view(gameId, tokens[2])).deal!.hand).toHaveLength(7);
    expect((await o.api.post(gameId, 'leave', tokens[2])).status).toBe(200);
    await stream.ended;
    const after = await o.api.view(gameId, tokens[2]);
    expect(after.you).toBeNull();
    expect(after.deal!.hand).toBeUndefined();
    const reopened = SseClient.open(o.t.url, gameId, { token: tokens[2] });
    open.push(reopened);
    await reopened.until(() => reopened.messages.length >= 1);
    expect((reopened.messages[0].data as { you: number | null }).you).toBeNull();
    expect((await o.api.view(gameId)).seats[2].connected).toBe(false);
    await o.settle(gameId);
  });

  it('rematch tokens reach only their caller: not the other seats, events or the log', async () => {
    const { gameId, tokens } = await o.api.startGame({ timeControl: FORFEIT_CLOCK });
    await o.api.post(gameId, 'leave', tokens[0]).expect(200);
    const answers = [];
    for (const seat of [2, 0, 1])
      answers.push(await o.api.post(gameId, 'rematch', tokens[seat]).expect(201));
    const next = answers[0].body.game.id as string;
    const secrets = answers.map((a) => a.body.token as string);
    expect(new Set(secrets).size).toBe(3);
    const texts: string[] = [];
    for (const [i, a] of answers.entries()) {
      const others = secrets.filter((_, k) => k !== i);
      for (const s of others) expect(JSON.stringify(a.body)).not.toContain(s);
      texts.push(JSON.stringify(await o.api.view(next, a.body.token)));
    }
    for (const id of [gameId, next]) {
      texts.push(
        JSON.stringify(
          (await request(o.api.server).get(`/api/v1/games/${id}/events?after=0`)).body,
        ),
      );
      texts.push(JSON.stringify(await o.api.view(id)));
    }
    const { seed } = await o.prisma.game.findUniqueOrThrow({ where: { id: next } });
    for (const secret of [seed, ...secrets]) {
      expect(texts.join('\n')).not.toContain(secret);
      expect(o.t.logs.join('')).not.toContain(secret);
    }
  });
});

function lastSeqOf(s: SseClient): number {
  const last = s.updates.at(-1)!;
  return Number(last.id);
}
