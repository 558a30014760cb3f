// A table's pace and a person's absence (docs/online-play.md, "Pace" and "Away seats"): bots wait
// the game's botPaceMs before each move, held in the games row like a deadline; an away seat is
// played at that pace by a stand-in that never raises the auction; `back` ends the absence; a
// table every person is away from waits after its deal, then ends as abandoned.
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { prismaOf } from './support/prisma.js';
import { chooseMove, GameClient, testRng, type LegalAction } from './support/api.js';
import { BotRunner } from '../src/features/bot-runner/bot-runner.service.js';
import { ManualClock } from '../src/platform/clock/manual-clock.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp, type OnlineApp } from './support/online.js';
import { createTestApp } from './support/test-app.js';

const FIVE_SECONDS = { moveSeconds: 5, onTimeout: 'bot' } as const;
const TTL_MINUTES = 30;

describe('pace and absence, on a clock the test moves', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock, {}, { abandonedGameTtlMs: TTL_MINUTES * 60_000 });

  /** Anna and two basic bots; answers the game, Anna's seat and token. */
  async function annaAndTwoBots(body: Record<string, unknown>) {
    const game = await o.api.create(body);
    const anna = await o.api.join(game.id, 'Anna');
    for (let i = 0; i < 2; i++) {
      await o.api.post(game.id, 'bots', null, { level: 'basic' }).expect(201);
    }
    return { gameId: game.id, seat: anna.seat, token: anna.token };
  }

  /** Moves the clock on (`seconds` at a time, a sweep after each) until `done` holds. */
  async function advanceUntil(
    gameId: string,
    seconds: number,
    done: (view: Awaited<ReturnType<OnlineApp['api']['view']>>) => boolean,
  ) {
    for (let i = 0; i < 400; i++) {
      await o.settle(gameId);
      const view = await o.api.view(gameId);
      if (done(view)) return view;
      if (view.status !== 'playing') throw new Error(`the game ended: ${view.status}`);
      clock.advance(seconds);
      await o.sweep();
    }
    throw new Error('never happened');
  }

  it('a 5 s clock and an away seat: the bots keep the pace, and back gives the seat back', async () => {
    const { gameId, seat, token } = await annaAndTwoBots({
      timeControl: FIVE_SECONDS,
      botPaceMs: 800,
    });
    expect((await o.api.view(gameId)).botPaceMs).toBe(800);
    /** Moves the clock on by `seconds`, sweeps, and answers how many changes the game saw. */
    const step = async (seconds: number) => {
      const before = (await o.api.view(gameId)).version;
      clock.advance(seconds);
      await o.sweep();
      await o.settle(gameId);
      return (await o.api.view(gameId)).version - before;
    };
    // Anna lets her time run out twice: her seat is away. One move at a time, each at its time
    // (without the pace, the bots answered each timeout at once).
    for (let i = 0; i < 100 && !(await o.api.view(gameId)).seats[seat].away; i++) {
      expect(await step(3)).toBeLessThanOrEqual(1);
    }
    expect((await o.api.view(gameId)).seats[seat].away).toBe(true);

    // Ten seconds of table time, in steps of a tenth: at most one move per 800 ms, and the game
    // goes on (before the pace, the bots played the whole game out at once).
    const before = await o.api.view(gameId);
    for (let i = 0; i < 100; i++) expect(await step(0.1)).toBeLessThanOrEqual(1);
    const after = await o.api.view(gameId);
    expect(after.status).toBe('playing');
    expect(after.version - before.version).toBeLessThanOrEqual(13);
    // The deadline of a bot's or the stand-in's move is not shown as anyone's clock.
    const toAct = after.deal!.turn;
    if (after.seats[toAct].bot !== null || after.seats[toAct].away) {
      expect(after.deal!.deadline).toBeNull();
    }

    // Anna is back: once, then again with no change.
    const back = await o.api.post(gameId, 'back', token).expect(200);
    expect(back.body.you).toBe(seat);
    expect(back.body.seats[seat].away).toBe(false);
    expect(await o.eventsOfType(gameId, 'seat_back')).toHaveLength(1);
    const again = await o.api.post(gameId, 'back', token).expect(200);
    expect(again.body.version).toBe(back.body.version);
    expect((await o.seatRow(gameId, seat)).away).toBe(false);

    // Her next turn is hers, on her own clock, and her move is taken.
    const mine = await advanceUntil(gameId, 1, (v) => v.deal!.turn === seat);
    expect(mine.deal!.deadline).toBe(new Date(clock.now().getTime() + 5000).toISOString());
    // Any of her legal moves: her turn may be a bid, the talon's or a card (the deal is random).
    const view = await o.api.view(gameId, token);
    expect(view.legalActions.length).toBeGreaterThan(0);
    const move = chooseMove(view.legalActions, testRng(7));
    await o.api.post(gameId, move.path, token, move.body).expect(200);
  });

  it('waits at the end of the deal when every person is away, then ends as abandoned', async () => {
    const { gameId, seat, token } = await annaAndTwoBots({ timeControl: FIVE_SECONDS });
    await advanceUntil(gameId, 6, (v) => v.seats[seat].away);
    // No pace: the stand-in and the bots play the deal out at once, then the table waits.
    await o.settle(gameId);
    const waiting = await o.api.view(gameId);
    expect(waiting.status).toBe('playing');
    expect(waiting.deal!.phase).toBe('bidding');
    const stored = await o.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(stored.deadline).toEqual(new Date(clock.now().getTime() + TTL_MINUTES * 60_000));

    clock.advance(TTL_MINUTES * 60 - 1);
    await o.sweep();
    await o.settle(gameId);
    expect((await o.api.view(gameId)).version).toBe(waiting.version);

    clock.advance(2);
    await o.sweep();
    const ended = await o.api.view(gameId, token);
    expect(ended.status).toBe('finished');
    expect(ended.result).toEqual({ reason: 'abandoned', seat: null });
    expect(ended.winner).toBeNull();
    expect(ended.deal).toBeNull();
    expect(ended.legalActions).toEqual([]);
    const [abandoned] = await o.eventsOfType(gameId, 'game_abandoned');
    expect(abandoned.payload).toEqual({
      type: 'game_abandoned',
      totals: waiting.seats.map((s) => s.total),
    });
    expect(abandoned.version).toBe(ended.version);
    await o.api.post(gameId, 'back', token).expect(409);
    // A rematch keeps the table's pace.
    const rematch = await o.api.post(gameId, 'rematch', token, {}).expect(201);
    expect(rematch.body.game.botPaceMs).toBe(0);
  });

  it('takes botPaceMs from 0 to 10000 at creation, the configured 800 by default', async () => {
    for (const bad of [-1, 10_001, 1.5, '800']) {
      const res = await request(o.api.server).post('/api/v1/games').send({ botPaceMs: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('botPaceMs');
    }
    const plain = await request(o.api.server).post('/api/v1/games').send({}).expect(201);
    expect(plain.body.botPaceMs).toBe(800);
    const stored = await o.prisma.game.findUniqueOrThrow({ where: { id: plain.body.id } });
    expect(stored.botPaceMs).toBe(800);
  });

  it('a waiting table plays on when its person is back', async () => {
    const { gameId, seat, token } = await annaAndTwoBots({ timeControl: FIVE_SECONDS });
    await advanceUntil(gameId, 6, (v) => v.seats[seat].away);
    await o.settle(gameId);
    const waiting = await o.api.view(gameId);
    await o.api.post(gameId, 'back', token).expect(200);
    const view = await advanceUntil(gameId, 0, (v) => v.deal!.turn === seat);
    expect(view.version).toBeGreaterThanOrEqual(waiting.version + 1);
    expect(view.deal!.deadline).toBe(new Date(clock.now().getTime() + 5000).toISOString());
  });

  it('ends a table every person left at the end of its deal, without waiting', async () => {
    const { gameId, token } = await annaAndTwoBots({});
    await o.api.post(gameId, 'leave', token).expect(200);
    await o.settle(gameId);
    await o.sweep();
    const ended = await o.api.view(gameId);
    expect(ended.status).toBe('finished');
    expect(ended.result).toEqual({ reason: 'abandoned', seat: null });
  });

  it('the stand-in never raises the auction for an away person', async () => {
    // Anna away, Boris at the table playing on: many deals, each with an auction.
    const game = await o.api.create({ timeControl: { moveSeconds: 30, onTimeout: 'bot' } });
    const tokens: string[] = [];
    for (const name of ['Anna', 'Boris']) {
      const joined = await o.api.join(game.id, name);
      tokens[joined.seat] = joined.token;
    }
    const { body: bot } = await o.api.post(game.id, 'bots', null, { level: 'basic' }).expect(201);
    const anna = tokens.findIndex((t) => t !== undefined);
    const boris = tokens.findIndex((t, s) => t !== undefined && s !== anna);
    const people = tokens.map((t, s) => (s === bot.seat ? '' : t));
    await o.untilAway(game.id, people, anna);
    const since = (await o.api.view(game.id)).version;
    for (let i = 0; i < 80; i++) {
      await o.settle(game.id);
      const view = await o.api.view(game.id);
      if (view.status !== 'playing') break;
      if (view.deal!.turn === boris) await o.personMove(game.id, people);
    }
    const stood = await o.prisma.gameAction.findMany({
      where: { gameId: game.id, seat: anna, version: { gt: since } },
    });
    const kinds = stood.map((a) => (a.action as { type: string }).type);
    expect(kinds.length).toBeGreaterThan(10);
    expect(kinds).not.toContain('bid');
    // A contract it was left with (everyone passed) is announced at the winning bid, no higher.
    const won = (await o.eventsOfType(game.id, 'bidding_won')).map(
      (e) => e.payload as { seat: number; amount: number },
    );
    const contracts = (await o.eventsOfType(game.id, 'contract_announced'))
      .filter((e) => e.version > since)
      .map((e) => e.payload as { seat: number; amount: number });
    for (const c of contracts.filter((c) => c.seat === anna)) {
      expect(won.some((w) => w.seat === anna && w.amount === c.amount)).toBe(true);
    }
  });
});

describe('the pace, on a clock whose timers the test moves', () => {
  it("holds each bot's move until its time, to the millisecond, and never a person's move", async () => {
    // The app's every timer (the bot runner's wake-ups among them) fires only when the test moves
    // this clock, so "not yet" and "now" are facts, not races.
    const clock = new ManualClock(new Date());
    const t = await createTestApp({}, { clock });
    try {
      const api = new GameClient(t.app);
      const game = await api.create({ botPaceMs: 150 });
      const anna = await api.join(game.id, 'Anna');
      for (let i = 0; i < 2; i++)
        await api.post(game.id, 'bots', null, { level: 'basic' }).expect(201);
      const runner = t.app.get(BotRunner);
      const prisma = prismaOf(t.app);
      // Polls (it does not sleep to assert): the runner reads and writes the database.
      const settled = async () => {
        while (runner.busy(game.id)) await new Promise((r) => setTimeout(r, 5));
      };
      const version = async () => (await api.view(game.id)).version;
      const waits: number[] = [];
      let answered = 0;
      for (let step = 0; step < 40 && waits.length < 4; step++) {
        await settled();
        const view = await api.view(game.id, anna.token);
        if (view.status !== 'playing') break;
        if (view.deal!.turn === anna.seat) {
          // Answered with the clock standing still: nothing holds a person's move.
          const res = await request(t.app.getHttpServer())
            .post(`/api/v1/games/${game.id}/actions`)
            .set('Authorization', `Bearer ${anna.token}`)
            .send(concrete(preferred(view.legalActions)));
          expect(res.status).toBe(200);
          answered++;
          continue;
        }
        // A bot's turn: its move is due at the game's deadline, which the runner waits for.
        const { deadline } = await prisma.game.findUniqueOrThrow({ where: { id: game.id } });
        const wait = deadline!.getTime() - clock.now().getTime();
        expect(runner.pending(game.id)).toBe(true);
        const before = view.version;
        await clock.advance(wait - 1);
        await settled();
        expect(await version()).toBe(before);
        await clock.advance(1);
        await settled();
        expect(await version()).toBe(before + 1);
        waits.push(wait);
      }
      expect(answered).toBeGreaterThan(0);
      expect(waits.length).toBe(4);
      // The pace after a move, twice it after a trick, three times after a deal (PAUSE_FACTOR,
      // src/core/table/online-rules.ts).
      for (const wait of waits) expect([150, 300, 450]).toContain(wait);
    } finally {
      await t.close();
    }
  });
});

/** Anna's choice: a pass, else a card, cards to give, the least contract. */
function preferred(legal: LegalAction[]): LegalAction {
  for (const type of ['pass', 'play', 'give', 'contract', 'redeal', 'bid']) {
    const found = legal.find((a) => a.type === type);
    if (found) return found;
  }
  return legal[0];
}

/** A concrete action for one legal action: the first card or cards, the least bid or contract. */
function concrete(a: LegalAction): Record<string, unknown> {
  switch (a.type) {
    case 'play':
      return { type: 'play', card: a.cards[0] };
    case 'bid':
    case 'contract':
      return { type: a.type, amount: a.min };
    case 'give':
      return {
        type: 'give',
        transfers: [
          { toSeat: a.toSeats[0], card: a.cards[0] },
          { toSeat: a.toSeats[1], card: a.cards[1] },
        ],
      };
    default:
      return { type: a.type };
  }
}
