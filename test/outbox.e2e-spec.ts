import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { GameAnnouncements } from '../src/platform/realtime/game-announcements.js';
import { OutboxRelay } from '../src/platform/realtime/outbox-relay.js';
import { chooseMove, testRng } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { moveBySeatToAct, seatToAct } from './support/openings.js';
import { PlayerClient, type PlayerWithToken } from './support/players.js';
import { SseClient } from './support/sse.js';

// One commit, told once (issue 43; docs/architecture.md, "One commit, told once"): an instance
// that commits a move and dies before announcing it leaves the commit's outbox row behind, and
// another instance announces it: its streams and the next player's `your_turn` arrive within 2 s.
describe('a commit whose instance died before announcing it', () => {
  const a = useTestApp({ botPaceMs: 0, streamKeepAliveMs: 100 });
  const b = useTestApp({ botPaceMs: 0, streamKeepAliveMs: 100 });
  const open: SseClient[] = [];
  const rng = testRng(43);

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  /** A running game of three players, seated with their player tokens, made on A. */
  async function table() {
    const players = new PlayerClient(a.server);
    const seated: PlayerWithToken[] = [];
    for (const n of ['Anna', 'Boris', 'Vera']) seated.push(await players.create(n));
    const game = await a.api.create({});
    for (const p of seated) await players.join(game.id, p.token, p.name).expect(201);
    return { gameId: game.id, tokens: seated.map((p) => p.token), seated };
  }

  it("reaches the other instance's seat, spectator and player streams within 2 s, your_turn included", async () => {
    const t = await table();
    const first = await seatToAct(a.api, t);
    // Bring the game to a seat other than the first to act's, so the next turn is someone's news.
    await moveBySeatToAct(a.api, t, (_seat, mine) => chooseMove(mine.legalActions, rng));
    const mover = await seatToAct(a.api, t);
    expect(mover).not.toBe(first);

    const spectator = SseClient.open(b.url, t.gameId);
    const seatStreams = t.tokens.map((token) => SseClient.open(b.url, t.gameId, { token }));
    const playerStreams = t.tokens.map((token) =>
      SseClient.openPath(b.url, '/api/v1/players/me/stream', { Authorization: `Bearer ${token}` }),
    );
    open.push(spectator, ...seatStreams, ...playerStreams);
    for (const s of [spectator, ...seatStreams, ...playerStreams]) {
      await s.until(() => s.messages.some((m) => m.event === 'ready' || m.event === 'view'));
    }
    const before = await a.api.view(t.gameId);

    // A dies right after its commit: nothing it would have announced is told, and it sweeps no more.
    await a.app.get(OutboxRelay).onModuleDestroy();
    const announcements = a.app.get(GameAnnouncements);
    const announce = announcements.announce.bind(announcements);
    announcements.announce = () => undefined;
    try {
      const committedAt = Date.now();
      await moveBySeatToAct(a.api, t, (_seat, mine) => chooseMove(mine.legalActions, rng));
      const after = await a.api.view(t.gameId);
      expect(after.version).toBe(before.version + 1);
      const next = after.deal!.turn!;
      const sawVersion = (s: SseClient) =>
        s.messages.some((m) => JSON.stringify(m.data ?? '').includes(`"version":${after.version}`));
      for (const s of [spectator, ...seatStreams]) await s.until(() => sawVersion(s), 2500);
      const turnOf = (s: SseClient) =>
        s.messages.some(
          (m) =>
            (m.data as { kind?: string; gameId?: string } | null)?.kind === 'your_turn' &&
            JSON.stringify(m.data).includes(`"version":${after.version}`),
        );
      await playerStreams[next].until(() => turnOf(playerStreams[next]), 2500);
      // Real time: the grace and the take-over are counted on the database's clock (outbox-relay.ts).
      const took = Date.now() - committedAt;
      expect(took).toBeLessThan(2000);
      // Told once: the row goes (its deletion is batched), so nobody announces it again.
      const rows = () => b.prisma.outbox.count({ where: { gameId: t.gameId } });
      for (let i = 0; i < 200 && (await rows()) > 0; i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(await rows()).toBe(0);
    } finally {
      announcements.announce = announce;
    }
  });

  it('ends the streams a replaced token opened on the other instance, though A died before telling them', async () => {
    const players = new PlayerClient(a.server);
    const victim = await players.create('Olga');
    const stream = SseClient.openPath(b.url, '/api/v1/players/me/stream', {
      Authorization: `Bearer ${victim.token}`,
    });
    open.push(stream);
    await stream.until(() => stream.messages.some((m) => m.event === 'ready'));

    // A dies right after the replacement's commit: it tells nobody, and it sweeps no more.
    await a.app.get(OutboxRelay).onModuleDestroy();
    const announcements = a.app.get(GameAnnouncements);
    const tell = announcements.announceTokenReplaced.bind(announcements);
    announcements.announceTokenReplaced = () => undefined;
    try {
      const replacedAt = Date.now();
      await request(a.server)
        .post('/api/v1/players/me/tokens')
        .set('Authorization', `Bearer ${victim.token}`)
        .expect(201);
      const ended = await Promise.race([
        stream.ended.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 2500)),
      ]);
      expect(ended).toBe(true);
      expect(Date.now() - replacedAt).toBeLessThan(2000);
      const rows = () => b.prisma.outbox.count({ where: { playerId: victim.id } });
      for (let i = 0; i < 200 && (await rows()) > 0; i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(await rows()).toBe(0);
    } finally {
      announcements.announceTokenReplaced = tell;
    }
  });
});
