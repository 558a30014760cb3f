import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { chooseMove, testRng } from './support/api.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { BOT_CLOCK, useOnlineApp, type OnlineApp } from './support/online.js';
import { SseClient } from './support/sse.js';
import { SeatPresence } from '../src/live/streams/seat-presence.service.js';

// Sweeps count every game of the database (other tests' too): each test judges by its own games'
// logs, which hold one turn_timed_out event per timeout move made.
describe('turn clocks across instances and restarts (docs/online-play.md)', () => {
  const clock = new ManualTimeOfDay();
  const a = useOnlineApp(clock, { listen: true });
  const b = useOnlineApp(clock);

  /** Versions of the game's timeout moves, and whether each has exactly one action. */
  async function timeoutsOf(o: OnlineApp, gameId: string) {
    const versions = (await o.eventsOfType(gameId, 'turn_timed_out')).map((e) => e.version);
    const actions = await o.prisma.gameAction.findMany({ where: { gameId } });
    const single = versions.every((v) => actions.filter((x) => x.version === v).length === 1);
    return { versions, single };
  }

  it('two instances sweeping one deadline at once make exactly one timeout move', async () => {
    const { gameId } = await a.api.startGame({ timeControl: BOT_CLOCK });
    for (let round = 1; round <= 6; round++) {
      const before = await a.api.view(gameId);
      clock.advance(31);
      await Promise.all([a.sweep(), b.sweep(), a.sweep(), b.sweep()]);
      await Promise.all([a.settle(gameId), b.settle(gameId)]);
      const { versions, single } = await timeoutsOf(a, gameId);
      expect({ round, timeouts: versions.length, single }).toEqual({
        round,
        timeouts: round,
        single: true,
      });
      expect(versions[round - 1]).toBe(before.version + 1);
    }
  });

  it('a late move racing the timeout: exactly one is applied, the other refused clearly', async () => {
    const rng = testRng(5);
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const { gameId, tokens } = await a.api.startGame({ timeControl: BOT_CLOCK });
      const before = await a.api.view(gameId);
      const seat = before.deal!.turn;
      const mine = await a.api.view(gameId, tokens[seat]);
      const move = chooseMove(mine.legalActions, rng);
      clock.advance(31);
      // The move goes to one instance while the other sweeps.
      const [res] = await Promise.all([
        b.api.post(gameId, move.path, tokens[seat], move.body),
        a.sweep(),
      ]);
      const after = await a.api.view(gameId);
      const { versions, single } = await timeoutsOf(a, gameId);
      expect(after.version).toBe(before.version + 1);
      expect(single).toBe(true);
      if (res.status === 200) {
        expect(versions).toEqual([]);
        outcomes.add('move won');
      } else {
        expect({ status: res.status, code: res.body.code }).toEqual({
          status: 409,
          code: 'turn_timed_out',
        });
        expect(versions).toEqual([before.version + 1]);
        outcomes.add('timeout won');
      }
      const action = await a.prisma.gameAction.findUniqueOrThrow({
        where: { gameId_version: { gameId, version: after.version } },
      });
      expect(action.seat).toBe(seat);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('a move that arrives after the timeout move was written is refused as turn_timed_out', async () => {
    const { gameId, tokens } = await a.api.startGame({ timeControl: BOT_CLOCK });
    const seat = (await a.api.view(gameId)).deal!.turn;
    const mine = await a.api.view(gameId, tokens[seat]);
    clock.advance(31);
    await a.sweep();
    const move = chooseMove(mine.legalActions, testRng(3));
    const res = await b.api.post(gameId, move.path, tokens[seat], move.body);
    expect({ status: res.status, code: res.body.code }).toEqual({
      status: 409,
      code: 'turn_timed_out',
    });
    expect((await timeoutsOf(a, gameId)).versions).toHaveLength(1);
  });

  it('a seat freed on one instance: its old token stops working on the other', async () => {
    // Private: this game stays waiting with a creation time ahead of the real clock, and other
    // suites list the newest public waiting games.
    const game = await a.api.create({ visibility: 'private' });
    const anna = await a.api.join(game.id, 'Anna');
    await a.api.join(game.id, 'Boris');
    // Instance b learns Anna's token.
    expect((await b.api.view(game.id, anna.token)).you).toBe(anna.seat);
    expect((await a.api.post(game.id, 'leave', anna.token)).status).toBe(200);
    const vera = await a.api.join(game.id, 'Vera');
    expect(vera.seat).toBe(anna.seat);
    expect((await b.api.view(game.id, vera.token)).you).toBe(vera.seat);
    // Reading or moving with the old token must not act as the new player.
    for (const o of [b, a]) {
      const res = await request(o.api.server)
        .get(`/api/v1/games/${game.id}`)
        .set('Authorization', `Bearer ${anna.token}`);
      expect({ status: res.status, code: res.body.code }).toEqual({
        status: 401,
        code: 'invalid_token',
      });
    }
    for (const o of [b, a, b]) {
      const res = await o.api.post(game.id, 'passes', anna.token);
      expect({ status: res.status, code: res.body.code }).toEqual({
        status: 401,
        code: 'invalid_token',
      });
    }
  });

  it('presence is per seat across instances: a stream open on one shows on the other', async () => {
    const { gameId, tokens } = await a.api.startGame();
    const stream = SseClient.open(a.t.url, gameId, { token: tokens[1] });
    await stream.until(() => stream.messages.length >= 1);
    const seen = await b.api.view(gameId);
    expect(seen.seats.map((s) => s.connected)).toEqual([false, true, false]);
    // An instance that stops renewing (it died) is no longer counted after PRESENCE_TTL_MS.
    clock.advance(7);
    expect((await b.api.view(gameId)).seats[1].connected).toBe(false);
    await a.t.app.get(SeatPresence).renew();
    expect((await b.api.view(gameId)).seats[1].connected).toBe(true);
    stream.close();
    await stream.ended;
    let connected = true;
    for (let i = 0; i < 200 && connected; i++) {
      connected = (await b.api.view(gameId)).seats[1].connected;
      if (connected) await new Promise((r) => setTimeout(r, 10));
    }
    expect(connected).toBe(false);
  });

  it('a deadline that passed while every instance was down is handled at start', async () => {
    const { gameId } = await a.api.startGame({ timeControl: BOT_CLOCK });
    const before = await a.api.view(gameId);
    await a.t.close();
    await b.t.close();
    clock.advance(3600);
    await a.t.start();
    await b.t.start();
    // Start-up itself swept: nothing else ran the clock.
    const { versions, single } = await timeoutsOf(a, gameId);
    expect(versions).toEqual([before.version + 1]);
    expect(single).toBe(true);
    const after = await a.api.view(gameId);
    expect(after.deal!.deadline).toBe(new Date(clock.now().getTime() + 30_000).toISOString());
  });
});
