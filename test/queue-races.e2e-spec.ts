import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp, type OnlineApp } from './support/online.js';
import { enqueue, newPlayer, queueBody, sweepQueue, type TestPlayer } from './support/queue.js';

// Two instances on one database, entries racing into one bucket through both: matching locks
// entries with FOR UPDATE SKIP LOCKED, so no entry is seated twice, and a round that skipped
// entries another instance held is run again, so no full table is left waiting.
describe('the queue across two instances', () => {
  const clock = new ManualTimeOfDay();
  const a = useOnlineApp(clock, {}, { botPaceMs: 0 });
  const b = useOnlineApp(clock, {}, { botPaceMs: 0 });

  /** Every entry of these players, and every seat of the games they were matched to. */
  async function outcome(o: OnlineApp, people: TestPlayer[]) {
    const ids = people.map((p) => p.id);
    const entries = await o.prisma.queueEntry.findMany({ where: { playerId: { in: ids } } });
    const games = [...new Set(entries.map((e) => e.gameId).filter((g) => g !== null))];
    const seats = await o.prisma.seat.findMany({ where: { gameId: { in: games as string[] } } });
    return { entries, games: games as string[], seats };
  }

  for (const [size, count] of [
    [3, 12],
    [3, 10],
    [4, 12],
  ] as const) {
    it(`${count} entries for tables of ${size}, racing through both instances`, async () => {
      for (let round = 0; round < 3; round++) {
        const body = queueBody({ players: size });
        const people = await Promise.all(
          Array.from({ length: count }, (_, i) => newPlayer((i % 2 ? a : b).t.server)),
        );
        const answers = await Promise.all(
          people.map((p, i) => enqueue((i % 2 ? b : a).t.server, p, body)),
        );
        expect(answers.map((r) => r.status)).toEqual(people.map(() => 201));

        const { entries, games, seats } = await outcome(a, people);
        const matched = entries.filter((e) => e.status === 'matched');
        // No full table left waiting, without a sweep: the rounds saw to it.
        expect(entries.length - matched.length).toBe(count % size);
        expect(games.length).toBe(Math.floor(count / size));
        // Each matched entry has one seat, in one game, held by its own player; no seat twice.
        for (const e of matched) {
          const held = seats.filter((s) => s.playerId === e.playerId);
          expect(held.map((s) => [s.gameId, s.seat])).toEqual([[e.gameId, e.seat]]);
        }
        for (const g of games) {
          const line = seats.filter((s) => s.gameId === g);
          expect(line.length).toBe(size);
          expect(new Set(line.map((s) => s.playerId)).size).toBe(size);
          expect(line.every((s) => s.botLevel === null)).toBe(true);
        }
        // Sweeping both at once changes nothing more.
        await Promise.all([sweepQueue(a.t.app), sweepQueue(b.t.app)]);
        const after = await outcome(a, people);
        expect(after.games.length).toBe(games.length);
        expect(after.entries.filter((e) => e.status === 'matched').length).toBe(matched.length);
        // The remainder leaves the queue so the next round starts clean.
        await a.prisma.queueEntry.deleteMany({
          where: { playerId: { in: people.map((p) => p.id) }, status: 'waiting' },
        });
      }
    });
  }

  it('a round that skipped entries held by another transaction tries again and fills the table', async () => {
    const body = queueBody();
    const people = await Promise.all([0, 1, 2].map(() => newPlayer(a.t.server)));
    const held: string[] = [];
    for (const p of people.slice(0, 2)) {
      held.push(((await enqueue(a.t.server, p, body).expect(201)).body as { id: string }).id);
    }
    // Another instance's round holds the first two entries (locked, as FOR UPDATE does) while the
    // third arrives: its own round sees one entry of three, and must not give up on the table.
    let release!: () => void;
    let locked!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const holds = new Promise<void>((r) => (locked = r));
    const holding = a.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRawUnsafe<unknown[]>(
        'SELECT id FROM queue_entries WHERE id = ANY($1::uuid[]) FOR UPDATE',
        held,
      );
      expect(rows.length).toBe(2);
      locked();
      await released;
    });
    await holds;
    // Sent now (supertest sends on then()), answered once the round has its table.
    const third = enqueue(b.t.server, people[2], body).then((res) => res);
    // PostgreSQL's row locks are the subject: a moment for its rounds to meet the held entries.
    await new Promise((r) => setTimeout(r, 150));
    release();
    await holding;
    const answer = await third;
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('matched');
  });

  it('a seating left half done (its instance died) is finished once by a sweep', async () => {
    const body = queueBody();
    const people = await Promise.all([0, 1, 2].map(() => newPlayer(a.t.server)));
    // Entries matched but not seated, as an instance that died after its round leaves them.
    const ids: string[] = [];
    for (const p of people) {
      const res = await enqueue(a.t.server, p, { ...body, players: 4 }).expect(201);
      ids.push((res.body as { id: string }).id);
    }
    const gameId = randomUUID();
    for (const [seat, id] of ids.entries()) {
      await a.prisma.queueEntry.update({
        where: { id },
        data: {
          status: 'matched',
          waitingPlayerId: null,
          gameId,
          seat,
          matchedAt: clock.now(),
          claimedUntil: clock.now(),
        },
      });
    }
    clock.advance(1);
    await Promise.all([sweepQueue(a.t.app), sweepQueue(b.t.app)]);
    const seats = await a.prisma.seat.findMany({ where: { gameId }, orderBy: { seat: 'asc' } });
    expect(seats.map((s) => s.playerId)).toEqual([...people.map((p) => p.id), expect.any(String)]);
    expect(seats[3].botLevel).toBe('basic');
    const entries = await a.prisma.queueEntry.findMany({ where: { gameId } });
    expect(entries.every((e) => e.seated)).toBe(true);
  });
});
