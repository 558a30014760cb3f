import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DatabasePool } from '../src/platform/database/database-pool.js';
import { GameAnnouncements } from '../src/platform/realtime/game-announcements.js';
import { OutboxRelay } from '../src/platform/realtime/outbox-relay.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';
import { enqueue, newPlayer, queueBody, type TestPlayer } from './support/queue.js';
import { SseClient } from './support/sse.js';

interface Message {
  kind: string;
  gameId: string;
  seat: number;
  result?: { reason: string } | null;
  ratingChange?: { muBefore: number; muAfter: number } | null;
}

// One commit, told once (issue 43; docs/architecture.md, "One commit, told once"): the players'
// messages a commit owes are written in its own transaction, so an instance whose database is cut
// right after a finishing commit, before it announced anything, loses none of them: another
// instance finds the commit's outbox rows untold and tells every stream.
describe('a finishing commit whose instance lost its database right after it', () => {
  const clock = new ManualTimeOfDay();
  const a = useOnlineApp(clock, { listen: true }, { botPaceMs: 0, streamKeepAliveMs: 100 });
  const b = useOnlineApp(clock, { listen: true }, { botPaceMs: 0, streamKeepAliveMs: 100 });
  const open: SseClient[] = [];

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  const bearer = (p: TestPlayer) => ({ Authorization: `Bearer ${p.token}` });
  const data = (s: SseClient) =>
    s.messages.filter((m) => m.event !== 'ready').map((m) => m.data as Message);

  it('still tells every player game_finished with its rating change, from the other instance, within 2 s', async () => {
    const moveSeconds = 40 + Math.floor(Math.random() * 1000);
    const body = queueBody({ timeControl: { moveSeconds, onTimeout: 'forfeit' }, rated: true });
    const people = await Promise.all([0, 1, 2].map(() => newPlayer(a.t.server)));
    const streams = people.map((p) => {
      const s = SseClient.openPath(b.t.url, '/api/v1/players/me/stream', bearer(p));
      open.push(s);
      return s;
    });
    for (const s of streams) await s.until(() => s.messages.some((m) => m.event === 'ready'));
    let gameId = '';
    for (const p of people) {
      gameId = ((await enqueue(a.t.server, p, body).expect(201)).body as { gameId: string }).gameId;
    }
    for (const s of streams)
      await s.until(() => data(s).some((m) => m.kind === 'your_turn' || m.kind === 'game_started'));
    const entry = await request(a.t.url).get(`/api/v1/games/${gameId}`).expect(200);
    expect(entry.body.status).toBe('playing');

    // A announces nothing from now on, and its database goes the moment it would have.
    await a.t.app.get(OutboxRelay).onModuleDestroy();
    const announcements = a.t.app.get(GameAnnouncements);
    const pool = a.t.app.get(DatabasePool).pool;
    const cut: Promise<void>[] = [];
    // Only at this game's commit: the sweep may first forfeit earlier specs' games on this database.
    announcements.announce = (commit) => {
      if (commit.gameId === gameId) cut.push(pool.end());
    };
    announcements.announceMessages = () => undefined;

    // The clock runs out on the seat to act: A forfeits the game in one commit.
    clock.advance(moveSeconds + 1);
    await a.sweep();
    const committedAt = Date.now();
    expect(cut).toHaveLength(1);
    await Promise.all(cut);

    // Written with the commit itself, before anyone announced it: no second transaction owes them.
    const written = await b.prisma.playerMessage.findMany({
      where: { gameId, type: 'game_finished' },
    });
    expect(written.map((m) => m.playerId).sort()).toEqual(people.map((p) => p.id).sort());
    const ratings = await b.prisma.gameRating.findMany({ where: { gameId } });
    expect(ratings).toHaveLength(3);

    // B takes the untold rows over: every player's stream on B hears game_finished and its rating.
    for (const [i, s] of streams.entries()) {
      await s.until(() => data(s).some((m) => m.kind === 'game_finished'), 2500);
      const finished = data(s).find((m) => m.kind === 'game_finished')!;
      expect(finished.result?.reason).toBe('forfeit');
      const row = ratings.find((r) => r.playerId === people[i].id)!;
      expect(finished.ratingChange).toMatchObject({ muBefore: row.muBefore, muAfter: row.muAfter });
    }
    expect(Date.now() - committedAt).toBeLessThan(2000);
    // Told once: the rows go, so nobody announces them again.
    const rows = () =>
      b.prisma.outbox.count({
        where: { OR: [{ gameId }, { playerId: { in: people.map((p) => p.id) } }] },
      });
    for (let i = 0; i < 200 && (await rows()) > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await rows()).toBe(0);
  });
});
