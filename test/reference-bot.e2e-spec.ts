// The reference bot (examples/bot) against the service: what an outside bot author's trial
// (2026-12-07) found it did not do.
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ReferenceBot } from '../examples/bot/bot.js';
import type { PlayerStreamMessage } from '../clients/ts/src/index.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';
import type { TestPlayer } from './support/queue.js';

let made = 0;

describe('the reference bot comes back to an away seat', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock, { listen: true });

  async function newBot(): Promise<TestPlayer> {
    const res = await request(o.t.server)
      .post('/api/v1/players')
      .send({ name: `RefBot${++made}`, kind: 'bot', owner: 'o@example.org', description: 'x' })
      .expect(201);
    return res.body as TestPlayer;
  }

  /** A timed game of the bot and two people; answers the game, the bot's seat and every token. */
  async function tableOf(bot: TestPlayer) {
    // The pace holds the stand-in's moves until the test moves the clock.
    const game = await o.api.create({
      timeControl: { moveSeconds: 30, onTimeout: 'bot' },
      botPaceMs: 800,
    });
    const joined = await request(o.t.server)
      .post(`/api/v1/games/${game.id}/players`)
      .set('Authorization', `Bearer ${bot.token}`)
      .send({ name: bot.name })
      .expect(201);
    const seat = joined.body.seat as number;
    const tokens: string[] = [];
    tokens[seat] = joined.body.token as string;
    for (const name of ['Anna', 'Boris']) {
      const person = await o.api.join(game.id, name);
      tokens[person.seat] = person.token;
    }
    return { gameId: game.id, seat, tokens };
  }

  /** Lets the bot's seat go away, then has the stand-in play a turn of it. */
  async function awayAndPlayedFor(gameId: string, seat: number, tokens: string[]) {
    await o.untilAway(gameId, tokens, seat);
    let view = await o.api.view(gameId);
    for (let i = 0; i < 100 && view.deal!.turn !== seat; i++) {
      await o.personMove(gameId, tokens);
      view = await o.api.view(gameId);
    }
    const told = view.version;
    for (let i = 0; i < 100 && view.deal!.turn === seat; i++) {
      clock.advance(1);
      await o.sweep();
      await o.settle(gameId);
      view = await o.api.view(gameId);
    }
    expect([view.seats[seat].away, view.deal!.turn === seat]).toEqual([true, false]);
    return told;
  }

  it('on a your_turn that says away (the stand-in moved first) and at start', async () => {
    const bot = await newBot();
    const { gameId, seat, tokens } = await tableOf(bot);
    const reference = new ReferenceBot({ baseUrl: o.t.url, token: bot.token });

    // Told late: the stand-in made that move, and the bot comes back for the turns after.
    const version = await awayAndPlayedFor(gameId, seat, tokens);
    const deadline = (await o.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).deadline;
    const message = {
      kind: 'your_turn',
      seq: 1,
      gameId,
      seat,
      at: clock.now().toISOString(),
      version,
      deadline: deadline!.toISOString(),
      away: true,
    } satisfies PlayerStreamMessage;
    await reference.handle(message);
    expect((await o.api.view(gameId)).seats[seat].away).toBe(false);
    expect(await o.eventsOfType(gameId, 'seat_back')).toHaveLength(1);

    // Down while its seat went away again: at start it comes back, though not to act.
    await awayAndPlayedFor(gameId, seat, tokens);
    const running = reference.run();
    for (let i = 0; i < 200 && (await o.api.view(gameId)).seats[seat].away; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    reference.stop();
    await running;
    expect((await o.api.view(gameId)).seats[seat].away).toBe(false);
    expect(await o.eventsOfType(gameId, 'seat_back')).toHaveLength(2);
  });
});
