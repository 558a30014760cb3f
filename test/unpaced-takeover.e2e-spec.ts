import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { BotRunner } from '../src/features/bot-runner/bot-runner.service.js';
import { TurnClock } from '../src/features/turn-clock/turn-clock.service.js';
import { chooseMove, testRng } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

// A bot table at pace 0 whose instance stops right after a commit that it told (issue 43;
// docs/architecture.md, "One commit, told once"): the bot's turn has no pace, so nothing waits for
// it, yet another instance's turn clock finds it (its deadline is the committing instance's hold,
// deadlineFor) and makes the move within 3 s, once. Both instances on the real clock, sweeping
// every TURN_CLOCK_INTERVAL_MS as in production.
describe('a bot table at pace 0 whose instance stopped after a commit', () => {
  const a = useTestApp({ botPaceMs: 0 });
  const b = useTestApp({ botPaceMs: 0 });
  const rng = testRng(4343);

  it('is moved by the other instance within 3 s, once', async () => {
    // A plays no bot move and sweeps nothing from here on, as once it is closing: the commits it
    // makes below are told (announced, their outbox rows cleared), their bot moves never made.
    a.app.get(BotRunner).onModuleDestroy();
    a.app.get(TurnClock).onModuleDestroy();
    const game = await a.api.create({ botPaceMs: 0 });
    const person = await a.api.join(game.id, 'Anna');
    for (let i = 0; i < 2; i++) {
      await request(a.server).post(`/api/v1/games/${game.id}/bots`).send({ level: 'random' });
    }
    let view = await a.api.view(game.id, person.token);
    while (view.deal!.turn === person.seat) {
      const move = chooseMove(view.legalActions, rng);
      expect((await a.api.post(game.id, move.path, person.token, move.body)).status).toBe(200);
      view = await a.api.view(game.id, person.token);
    }
    const seat = view.deal!.turn;
    const stored = await a.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(stored.version).toBe(view.version);
    // A bot's turn with no pace: no deadline anyone sees, only the committing instance's hold.
    expect(view.deal!.deadline).toBeNull();
    expect(stored.deadline).not.toBeNull();
    await a.close();
    // A told its last commit before it went: nobody owes it to anyone any more.
    expect(await b.prisma.outbox.count({ where: { gameId: game.id } })).toBe(0);
    const stoppedAt = Date.now();

    let moved = await b.api.view(game.id);
    while (moved.version === view.version && Date.now() - stoppedAt < 6000) {
      await new Promise((r) => setTimeout(r, 50));
      moved = await b.api.view(game.id);
    }
    expect(moved.version).toBeGreaterThan(view.version);
    expect(Date.now() - stoppedAt).toBeLessThan(3000);
    // Once: the bot's turn was one action, by its seat, at the version after A's last commit.
    const first = await b.prisma.gameAction.findMany({
      where: { gameId: game.id, version: view.version + 1 },
    });
    expect(first.map((x) => x.seat)).toEqual([seat]);
  });
});
