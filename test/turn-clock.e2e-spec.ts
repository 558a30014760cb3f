import { describe, expect, it, jest } from '@jest/globals';
import { BotDecisions } from '../src/features/bot-runner/bot-decisions.service.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { BOT_CLOCK, FORFEIT_CLOCK, useOnlineApp } from './support/online.js';
import { SseClient } from './support/sse.js';

describe('turn clocks (docs/online-play.md), on a clock the test moves', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock, { listen: true });

  it('bot: a basic bot makes the timed-out move through the move path, once', async () => {
    const { gameId, tokens } = await o.api.startGame({ timeControl: BOT_CLOCK });
    const before = await o.api.view(gameId, tokens[0]);
    const seat = before.deal!.turn;
    expect(before.timeControl).toEqual(BOT_CLOCK);
    expect(before.deal!.deadline).toBe(new Date(clock.now().getTime() + 30_000).toISOString());

    // Sweeps count every game of the database (earlier tests' too): this game's log is the judge.
    clock.advance(29);
    await o.sweep();
    expect((await o.api.view(gameId)).version).toBe(before.version);
    clock.advance(2);
    expect((await o.sweep()).timeouts).toBeGreaterThanOrEqual(1);
    await o.sweep();
    expect(await o.eventsOfType(gameId, 'turn_timed_out')).toHaveLength(1);

    const after = await o.api.view(gameId);
    expect(after.version).toBe(before.version + 1);
    expect(after.deal!.turn).not.toBe(seat);
    expect(after.deal!.deadline).toBe(new Date(clock.now().getTime() + 30_000).toISOString());
    const action = await o.prisma.gameAction.findUniqueOrThrow({
      where: { gameId_version: { gameId, version: after.version } },
    });
    expect(action.seat).toBe(seat);
    const events = (await o.log(gameId)).filter((e) => e.version === after.version);
    expect(events[0].payload).toEqual({ type: 'turn_timed_out', seat, onTimeout: 'bot' });
    expect(events.length).toBeGreaterThan(1);
    expect(after.seats[seat].away).toBe(false);
    expect((await o.seatRow(gameId, seat)).timeouts).toBe(1);
  });

  it("one game's failed timeout does not hold up the others' in the same sweep", async () => {
    const first = await o.api.startGame({ timeControl: BOT_CLOCK });
    clock.advance(1);
    const second = await o.api.startGame({ timeControl: BOT_CLOCK });
    const decisions = o.t.app.get(BotDecisions);
    const decide = decisions.decide.bind(decisions);
    const spy = jest
      .spyOn(decisions, 'decide')
      .mockImplementation((game, ...rest) =>
        game.id === first.gameId
          ? Promise.reject(new Error('decision refused'))
          : decide(game, ...rest),
      );
    try {
      clock.advance(31);
      await o.sweep();
    } finally {
      spy.mockRestore();
    }
    expect(await o.eventsOfType(first.gameId, 'turn_timed_out')).toHaveLength(0);
    expect(await o.eventsOfType(second.gameId, 'turn_timed_out')).toHaveLength(1);
  });

  it('an untimed game has no deadline and never times out', async () => {
    const { gameId } = await o.api.startGame();
    const view = await o.api.view(gameId);
    expect(view.timeControl).toBeNull();
    expect(view.deal!.deadline).toBeNull();
    clock.advance(100_000);
    await o.sweep();
    expect((await o.api.view(gameId)).version).toBe(view.version);
  });

  it('two timeouts in a row make the seat away; a bot plays its turns; its move brings it back', async () => {
    const { gameId, tokens } = await o.api.startGame({ timeControl: BOT_CLOCK });
    const target = (await o.api.view(gameId)).deal!.dealer;
    await o.untilAway(gameId, tokens, target);
    const timedOut = await o.eventsOfType(gameId, 'turn_timed_out');
    expect(timedOut.map((e) => (e.payload as { seat: number }).seat)).toEqual([target, target]);
    const away = await o.eventsOfType(gameId, 'seat_away');
    expect(away.map((e) => e.payload)).toEqual([{ type: 'seat_away', seat: target }]);
    expect(away[0].version).toBe(timedOut[1].version);

    // While away, the bot plays the seat at once: no deadline runs for it.
    let botMoves = 0;
    for (let i = 0; i < 60 && botMoves === 0; i++) {
      await o.personMove(gameId, tokens);
      await o.settle(gameId);
      const moves = await o.prisma.gameAction.findMany({
        where: { gameId, seat: target, version: { gt: away[0].version } },
      });
      botMoves = moves.length;
      const view = await o.api.view(gameId);
      expect(view.deal!.turn === target ? view.deal!.deadline : null).toBeNull();
    }
    expect(botMoves).toBeGreaterThan(0);
    expect(await o.eventsOfType(gameId, 'turn_timed_out')).toHaveLength(2);

    // The dealer's cut is a move of the person at any time: it brings the seat back.
    const view = await o.api.view(gameId, tokens[target]);
    expect(view.deal!.dealer).toBe(target);
    const cut = await o.api.post(gameId, 'cuts', tokens[target], { seed: 'back-again' });
    expect(cut.status).toBe(200);
    expect(cut.body.seats[target].away).toBe(false);
    const back = await o.eventsOfType(gameId, 'seat_back');
    expect(back.map((e) => e.payload)).toEqual([{ type: 'seat_back', seat: target }]);
    expect((await o.seatRow(gameId, target)).timeouts).toBe(0);
  });

  it('opening the seat stream brings an away seat back and shows it connected', async () => {
    const { gameId, tokens } = await o.api.startGame({ timeControl: BOT_CLOCK });
    const target = ((await o.api.view(gameId)).deal!.dealer + 1) % 3;
    await o.untilAway(gameId, tokens, target);
    expect((await o.api.view(gameId)).seats[target].connected).toBe(false);
    const stream = SseClient.open(o.t.url, gameId, { token: tokens[target] });
    await stream.until(() => stream.events.some((e) => e.type === 'seat_back'));
    const view = await o.api.view(gameId);
    expect(view.seats[target].away).toBe(false);
    expect(view.seats[target].connected).toBe(true);
    expect(view.seats.filter((s) => s.connected)).toHaveLength(1);
    stream.close();
    await stream.ended;
    for (let i = 0; i < 200 && (await o.api.view(gameId)).seats[target].connected; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await o.api.view(gameId)).seats[target].connected).toBe(false);
  });

  it('forfeit: the game ends at once; the winner has the highest total among the others', async () => {
    const { gameId, tokens } = await o.api.startGame({ timeControl: FORFEIT_CLOCK });
    const stream = SseClient.open(o.t.url, gameId, { token: tokens[0] });
    const seat = (await o.api.view(gameId)).deal!.turn;
    await stream.until(() => stream.messages.length >= 1);
    clock.advance(31);
    expect((await o.sweep()).timeouts).toBeGreaterThanOrEqual(1);
    const view = await o.api.view(gameId, tokens[seat]);
    expect(view.status).toBe('finished');
    expect(view.result).toEqual({ reason: 'forfeit', seat });
    expect(view.winner).toBe(seat === 0 ? 1 : 0);
    expect(view.deal).toBeNull();
    expect(view.legalActions).toEqual([]);
    const types = (await o.log(gameId)).slice(-2).map((e) => e.payload);
    expect(types).toEqual([
      { type: 'turn_timed_out', seat, onTimeout: 'forfeit' },
      { type: 'game_forfeited', seat, winner: view.winner, totals: [0, 0, 0] },
    ]);
    expect(await o.prisma.gameAction.count({ where: { gameId } })).toBe(0);
    await stream.ended;
    expect(stream.events.map((e) => e.type)).toContain('game_forfeited');
    const late = await o.api.post(gameId, 'passes', tokens[seat]);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('game_not_running');
  });
});
