// An away seat is told its turns (README, "The player's stream"): a bot account whose turns timed
// out twice was played by the stand-in and never told again, so it lost every turn after (outside
// trial, 2026-12-07). Now `your_turn` says `away: true` while the stand-in holds the seat, and
// after POST /back the bot plays its own turns.
import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { chooseMove, testRng } from './support/api.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';
import { SseClient } from './support/sse.js';
import type { TestPlayer } from './support/queue.js';

interface Turn {
  kind: string;
  gameId: string;
  seat: number;
  version: number;
  deadline: string | null;
  away?: boolean;
}

describe('an away seat on its player stream', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock, { listen: true }, { streamKeepAliveMs: 100 });
  const open: SseClient[] = [];

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  const bearer = (p: TestPlayer) => ({ Authorization: `Bearer ${p.token}` });

  async function myGame(bot: TestPlayer, gameId: string) {
    const res = await request(o.t.server)
      .get('/api/v1/players/me/games?status=playing')
      .set(bearer(bot))
      .expect(200);
    return (res.body.games as { id: string; away: boolean }[]).find((g) => g.id === gameId)!;
  }

  it('tells a bot account its turn with away: true, and after /back the bot plays', async () => {
    const bot = (
      await request(o.t.server)
        .post('/api/v1/players')
        .send({ name: 'AwayBot', kind: 'bot', owner: 'o@example.org', description: 'x' })
        .expect(201)
    ).body as TestPlayer;
    // The pace holds the stand-in's moves until the test moves the clock. Two people play on,
    // so the table never waits for its people (as it would with computer players only).
    const timeControl = { moveSeconds: 30, onTimeout: 'bot' };
    const game = await o.api.create({ timeControl, botPaceMs: 800 });
    const joined = await request(o.t.server)
      .post(`/api/v1/games/${game.id}/players`)
      .set(bearer(bot))
      .send({ name: bot.name })
      .expect(201);
    const seat = joined.body.seat as number;
    const tokens: string[] = [];
    tokens[seat] = joined.body.token as string;
    const live = SseClient.openPath(o.t.url, '/api/v1/players/me/stream', bearer(bot));
    open.push(live);
    await live.until(() => live.messages.some((m) => m.event === 'ready'));
    const turns = () =>
      live.messages.filter((m) => m.event === 'your_turn').map((m) => m.data as Turn);

    for (const name of ['Anna', 'Boris']) {
      const person = await o.api.join(game.id, name);
      tokens[person.seat] = person.token;
    }

    // The bot misses its turns (a timeout each) until its seat is away, and the people play on
    // until the seat is to act again, the stand-in's move due at the pace.
    await o.untilAway(game.id, tokens, seat);
    let view = await o.api.view(game.id);
    for (let i = 0; i < 100 && view.deal!.turn !== seat; i++) {
      await o.personMove(game.id, tokens);
      view = await o.api.view(game.id);
    }
    expect([view.seats[seat].away, view.deal!.turn]).toEqual([true, seat]);
    await live.until(() => turns().some((t) => t.version === view.version));
    const told = turns().find((t) => t.version === view.version)!;
    const stored = await o.prisma.game.findUniqueOrThrow({ where: { id: game.id } });
    expect(told).toMatchObject({ gameId: game.id, seat, away: true });
    expect(told.deadline).toBe(stored.deadline!.toISOString());
    // The turns it was told before it was away said so too.
    expect(turns()[0]).toMatchObject({ gameId: game.id, seat, away: false });
    expect((await myGame(bot, game.id)).away).toBe(true);

    // Back before the stand-in's time: the turn is the bot's own, told again, and its move taken.
    const back = await o.api.post(game.id, 'back', bot.token).expect(200);
    expect(back.body.seats[seat].away).toBe(false);
    await live.until(() => turns().some((t) => t.version === back.body.version));
    expect(turns().find((t) => t.version === back.body.version)).toMatchObject({ away: false });
    expect((await myGame(bot, game.id)).away).toBe(false);
    const mine = await o.api.view(game.id, bot.token);
    const move = chooseMove(mine.legalActions, testRng(3));
    await o.api.post(game.id, move.path, bot.token, move.body).expect(200);
    expect(await o.eventsOfType(game.id, 'seat_back')).toHaveLength(1);
  });
});
