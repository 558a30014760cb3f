import { describe, expect, it } from '@jest/globals';
import { GameAnnouncements } from '../src/platform/realtime/game-announcements.js';
import { OutboxRelay } from '../src/platform/realtime/outbox-relay.js';
import { chooseMove, testRng } from './support/api.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { FORFEIT_CLOCK, useOnlineApp } from './support/online.js';
import { moveBySeatToAct } from './support/openings.js';

// Every statement that appends a game's events writes its outbox row in that statement (TELLING_
// EVENTS, src/platform/realtime/outbox-statements.ts; docs/architecture.md, "One commit, told
// once"): a seat taken, a move, a player leaving, a rematch linked, a waiting game closed. With
// nothing told and nothing swept, the rows left are exactly one per commit, each naming the newest
// event that commit appended.
describe('the outbox rows of every commit that appends events', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock);
  const rng = testRng(47);

  /** The outbox's sequence numbers of a game, and the newest event of each version it committed. */
  async function rowsAndCommits(gameId: string) {
    const rows = await o.prisma.outbox.findMany({
      where: { gameId },
      orderBy: { seq: 'asc' },
    });
    const commits = await o.prisma.$queryRaw<{ seq: number }[]>`
      SELECT max(seq)::int AS seq FROM game_events WHERE game_id = ${gameId}::uuid
       GROUP BY version ORDER BY 1`;
    return {
      kinds: [...new Set(rows.map((r) => r.kind))],
      rows: rows.map((r) => r.seq),
      commits: commits.map((c) => c.seq),
    };
  }

  function expectOneRowPerCommit(seen: Awaited<ReturnType<typeof rowsAndCommits>>, n: number) {
    expect(seen.kinds).toEqual(['game_committed']);
    expect(seen.rows).toEqual(seen.commits);
    expect(seen.commits.length).toBeGreaterThanOrEqual(n);
  }

  it('leaves one row per commit: seats, moves, a leave that forfeits, a rematch, a closing', async () => {
    await o.t.app.get(OutboxRelay).onModuleDestroy();
    const announcements = o.t.app.get(GameAnnouncements);
    const announce = announcements.announce.bind(announcements);
    announcements.announce = () => undefined;
    try {
      const game = await o.api.create({ timeControl: FORFEIT_CLOCK });
      const tokens: string[] = [];
      for (const name of ['Anna', 'Boris', 'Vera'])
        tokens.push((await o.api.join(game.id, name)).token);
      expectOneRowPerCommit(await rowsAndCommits(game.id), 3);

      for (let i = 0; i < 6; i++) {
        await moveBySeatToAct(o.api, { gameId: game.id, tokens }, (_seat, mine) =>
          chooseMove(mine.legalActions, rng),
        );
      }
      expectOneRowPerCommit(await rowsAndCommits(game.id), 9);

      expect((await o.api.post(game.id, 'leave', tokens[2])).body.status).toBe('finished');
      await o.api.post(game.id, 'rematch', tokens[0], {}).expect(201);
      const ended = await rowsAndCommits(game.id);
      expectOneRowPerCommit(ended, 11);
      const last = await o.prisma.gameEvent.findFirstOrThrow({
        where: { gameId: game.id },
        orderBy: { seq: 'desc' },
      });
      expect(last.type).toBe('rematch_created');
      expect(ended.rows.at(-1)).toBe(last.seq);

      const waiting = await o.api.create();
      await o.api.join(waiting.id, 'Olga');
      clock.advance(24 * 3600);
      expect((await o.sweep()).closed).toBeGreaterThanOrEqual(1);
      const closed = await rowsAndCommits(waiting.id);
      expectOneRowPerCommit(closed, 2);
      const closing = await o.prisma.gameEvent.findFirstOrThrow({
        where: { gameId: waiting.id, type: 'game_closed' },
      });
      expect(closed.rows.at(-1)).toBe(closing.seq);
    } finally {
      announcements.announce = announce;
    }
  });
});
