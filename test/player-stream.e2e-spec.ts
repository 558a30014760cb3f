import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { chooseMove, testRng } from './support/api.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';
import { enqueue, newPlayer, queueBody, type TestPlayer } from './support/queue.js';
import { SseClient } from './support/sse.js';

interface Message {
  kind: string;
  seq: number;
  gameId: string;
  seat: number;
  deadline?: string | null;
  result?: { reason: string; seat: number | null } | null;
  ratingChange?: Record<string, unknown> | null;
}

// The player's stream (GET /api/v1/players/me/stream) across two instances on one database: the
// stream is open on B, the queue and every move on A.
describe("the player's stream", () => {
  const clock = new ManualTimeOfDay();
  const a = useOnlineApp(clock, { listen: true }, { botPaceMs: 0, streamKeepAliveMs: 100 });
  const b = useOnlineApp(clock, { listen: true }, { botPaceMs: 0, streamKeepAliveMs: 100 });
  const open: SseClient[] = [];
  const rng = testRng(11);

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  function stream(url: string, headers: Record<string, string>, query = '') {
    const s = SseClient.openPath(url, `/api/v1/players/me/stream${query}`, headers);
    open.push(s);
    return s;
  }
  const bearer = (p: TestPlayer) => ({ Authorization: `Bearer ${p.token}` });
  const data = (s: SseClient) =>
    s.messages.filter((m) => m.event !== 'ready').map((m) => m.data as Message);

  /** My games' rating change for one of the player's finished games. */
  async function myChange(p: TestPlayer, gameId: string): Promise<Record<string, unknown>> {
    const res = await request(a.t.url)
      .get('/api/v1/players/me/games?status=finished')
      .set(bearer(p))
      .expect(200);
    const games = res.body.games as { id: string; ratingChange: Record<string, unknown> }[];
    return games.find((g) => g.id === gameId)!.ratingChange;
  }

  /** Three players queued on A into one game; answers the game and each player's seat. */
  async function tableOf(people: TestPlayer[], body: Record<string, unknown>) {
    const entries = [];
    for (const p of people) entries.push((await enqueue(a.t.server, p, body).expect(201)).body);
    const last = entries[entries.length - 1] as { gameId: string };
    const seats = new Map<number, TestPlayer>();
    for (const [i, p] of people.entries()) {
      const e = await request(a.t.url)
        .get(`/api/v1/queue/${(entries[i] as { id: string }).id}`)
        .set(bearer(p))
        .expect(200);
      seats.set(e.body.seat as number, p);
    }
    return { gameId: last.gameId, seats };
  }

  it('tells matched, game_started, your_turn and game_finished, and resumes by Last-Event-ID', async () => {
    const moveSeconds = 40 + Math.floor(Math.random() * 1000);
    const body = queueBody({ timeControl: { moveSeconds, onTimeout: 'forfeit' }, rated: true });
    const people = await Promise.all([0, 1, 2].map(() => newPlayer(a.t.server)));
    const [x] = people;
    const live = stream(b.t.url, bearer(x));
    await live.until(() => live.messages.some((m) => m.event === 'ready'));
    expect(live.status).toBe(200);
    expect(live.header('cache-control')).toContain('no-store');

    const { gameId, seats } = await tableOf(people, body);
    const xSeat = [...seats].find(([, p]) => p === x)![0];
    await live.until(() => data(live).some((m) => m.kind === 'game_started'));
    expect(
      data(live)
        .slice(0, 2)
        .map((m) => m.kind),
    ).toEqual(['matched', 'game_started']);
    expect(data(live)[0]).toMatchObject({ gameId, seat: xSeat });

    // Moves on A, by each seat's player token, until X has been told twice that it is to act.
    const turns = () => data(live).filter((m) => m.kind === 'your_turn');
    for (let i = 0; i < 60 && turns().length < 2; i++) {
      const turn = (await a.api.view(gameId)).deal!.turn;
      const player = seats.get(turn)!;
      if (turn === xSeat) {
        await live.until(() => turns().some((m) => m.seat === xSeat && m.gameId === gameId));
      }
      const mine = await a.api.view(gameId, player.token);
      const move = chooseMove(mine.legalActions, rng);
      expect((await a.api.post(gameId, move.path, player.token, move.body)).status).toBe(200);
    }
    await live.until(() => turns().length >= 2);
    for (const t of turns()) {
      expect(t).toMatchObject({ gameId, seat: xSeat });
      expect(Date.parse(t.deadline!)).toBeGreaterThan(clock.now().getTime());
    }

    // The clock runs out on the seat to act: the game is forfeited, and X is told how it ended.
    clock.advance(moveSeconds + 1);
    await a.sweep();
    await live.until(() => data(live).some((m) => m.kind === 'game_finished'));
    const finished = data(live).find((m) => m.kind === 'game_finished')!;
    expect(finished).toMatchObject({ gameId, seat: xSeat });
    expect(finished.result?.reason).toBe('forfeit');
    // A rated game: the change its finish made to X's rating, as game_ratings holds it.
    const row = await a.prisma.gameRating.findUniqueOrThrow({
      where: { gameId_seat: { gameId, seat: xSeat } },
    });
    expect(finished.ratingChange).toMatchObject({
      pool: 3,
      muBefore: row.muBefore,
      muAfter: row.muAfter,
      sigmaAfter: row.sigmaAfter,
    });
    // In My games' shape: every field of My games' entry for the game, the same value.
    const mine = await myChange(x, gameId);
    expect(Object.keys(mine).sort()).toEqual(['after', 'before', 'place', 'pool', 'weight']);
    for (const [field, value] of Object.entries(mine))
      expect([field, finished.ratingChange![field]]).toEqual([field, value]);

    // A game_finished stored before the change (flat fields only) is sent in the same shape.
    const flattened = await a.prisma.$executeRaw`
      UPDATE player_messages
         SET payload = jsonb_set(payload, '{ratingChange}',
                                 (payload -> 'ratingChange') - 'place' - 'before' - 'after' - 'weight')
       WHERE player_id = ${x.id}::uuid AND type = 'game_finished' AND game_id = ${gameId}::uuid`;
    expect(flattened).toBe(1);

    // Ids are the sequence numbers, in order; resuming after `matched` on A sends the rest again.
    const ids = live.messages.filter((m) => m.id !== undefined).map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((p, q) => p - q));
    expect(ids).toEqual(data(live).map((m) => m.seq));
    const resumed = stream(a.t.url, { ...bearer(x), 'Last-Event-ID': String(ids[0]) });
    await resumed.until(() => data(resumed).length === ids.length - 1);
    expect(data(resumed)).toEqual(data(live).slice(1));

    // Past the last message: refused.
    const past = await request(a.t.url)
      .get('/api/v1/players/me/stream')
      .set(bearer(x))
      .set('Last-Event-ID', String(ids[ids.length - 1] + 1))
      .expect(400);
    expect(past.body.code).toBe('invalid_resume_point');

    // Nothing secret reached a log line or the stream's text.
    const secrets = people.map((p) => p.token);
    for (const text of [...a.t.logs, ...b.t.logs, live.raw, resumed.raw]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });

  it('opens from a browser with a single-use ticket, never with the token in the URL', async () => {
    const p = await newPlayer(a.t.server);
    const issue = () =>
      request(a.t.url).post('/api/v1/players/me/stream-tickets').set(bearer(p)).expect(201);
    const { ticket, expiresAt } = (await issue()).body as { ticket: string; expiresAt: string };
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const s = stream(b.t.url, {}, `?ticket=${ticket}`);
    await s.until(() => s.messages.some((m) => m.event === 'ready'));
    expect(s.status).toBe(200);
    const reused = await request(b.t.url)
      .get(`/api/v1/players/me/stream?ticket=${ticket}`)
      .expect(401);
    expect(reused.body.code).toBe('invalid_ticket');
    const other = (await issue()).body.ticket as string;
    const both = await request(b.t.url)
      .get(`/api/v1/players/me/stream?ticket=${other}`)
      .set(bearer(p))
      .expect(400);
    expect(both.body.code).toBe('ambiguous_credentials');
    const none = await request(b.t.url).get('/api/v1/players/me/stream').expect(401);
    expect(none.body.code).toBe('missing_token');
    for (const text of [...a.t.logs, ...b.t.logs]) {
      expect(text).not.toContain(ticket);
      expect(text).not.toContain(p.token);
    }
  });
});
