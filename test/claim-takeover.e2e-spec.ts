import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { BotRunner, CLAIM_MS } from '../src/features/bot-runner/bot-runner.service.js';
import { loadConfig } from '../src/platform/config/app-config.js';
import { GameQueries } from '../src/features/games/game-queries.service.js';
import { AbsencesService } from '../src/features/play/absences.service.js';
import { TurnClock } from '../src/features/turn-clock/turn-clock.service.js';
import { chooseMove, testRng } from './support/api.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';

// Claims that die with their holder (issue 43; docs/architecture.md, "One commit, told once"): a
// bot's due move claimed by an instance that then dies holds its table only as long as the claim,
// after which another instance's turn clock makes it, once, within 3 s of the claim.
describe("a bot's move claimed by an instance that died", () => {
  const clock = new ManualTimeOfDay();
  const a = useOnlineApp(clock);
  const b = useOnlineApp(clock);
  const rng = testRng(43);

  /** A person and two bots at a pace, on A, brought to a bot's turn; A's bots never move. */
  async function botsTurn() {
    const game = await a.api.create({ botPaceMs: 800 });
    const person = await a.api.join(game.id, 'Anna');
    for (let i = 0; i < 2; i++) {
      await request(a.api.server)
        .post(`/api/v1/games/${game.id}/bots`)
        .send({ level: 'random' })
        .expect(201);
    }
    for (;;) {
      const view = await a.api.view(game.id, person.token);
      if (view.deal!.turn !== person.seat) return { gameId: game.id, view };
      const move = chooseMove(view.legalActions, rng);
      expect((await a.api.post(game.id, move.path, person.token, move.body)).status).toBe(200);
    }
  }

  it('is made by the other instance once the claim runs out, within 3 s of it, exactly once', async () => {
    // A "dies": its bot runner and turn clock stop, so it plays no bot's move and sweeps no more.
    a.t.app.get(BotRunner).onModuleDestroy();
    a.t.app.get(TurnClock).onModuleDestroy();
    const { gameId, view } = await botsTurn();
    const seat = view.deal!.turn;
    // The bot's move is due at the game's deadline (its pace), not shown in views.
    const due = (await a.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).deadline;
    expect(due!.getTime()).toBeGreaterThan(clock.now().getTime());
    // The bot's time comes; A claims its move as its bot runner does, and dies before making it.
    clock.advance(3);
    const claimedAt = clock.now();
    const until = new Date(claimedAt.getTime() + CLAIM_MS);
    const absences = a.t.app.get(AbsencesService);
    expect(await absences.claimDeadline(gameId, view.version, claimedAt, until)).toBe(true);
    const stale = await a.t.app.get(GameQueries).fresh(gameId, { tokenHash: null });

    // While the claim holds, B's sweeps leave the table alone.
    await b.sweep();
    clock.advance(CLAIM_MS / 1000 - 0.5);
    await b.sweep();
    expect((await b.api.view(gameId)).version).toBe(view.version);

    // The claim ran out: B's next sweep moves the table. Sweeps come every TURN_CLOCK_INTERVAL_MS,
    // so the move comes at most that much after the claim's end: within 3 s of the claim.
    clock.advance(0.5);
    await b.sweep();
    const after = await b.api.view(gameId);
    expect(after.version).toBe(view.version + 1);
    expect(CLAIM_MS + loadConfig({}).turnClockIntervalMs).toBeLessThanOrEqual(3000);

    // A wakes with its decision after all: the move is written at the version it was decided on,
    // which is gone, so it is refused and the table moved once.
    expect(await a.t.app.get(BotRunner).moveFor(stale.game, stale.seats, seat)).toBe(false);
    const actions = await b.prisma.gameAction.findMany({
      where: { gameId, version: { gt: view.version } },
      orderBy: { version: 'asc' },
    });
    expect(actions.map((x) => ({ version: x.version, seat: x.seat }))).toEqual([
      { version: view.version + 1, seat },
    ]);
  });
});
