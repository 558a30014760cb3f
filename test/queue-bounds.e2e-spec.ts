import { describe, expect, it } from '@jest/globals';
import { QueueStore } from '../src/features/queue/queue.store.js';
import { freshLoopbackAddress, fromAddress } from './support/from-address.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp, type OnlineApp } from './support/online.js';
import { newPlayer, queueBody, sweepQueue, type TestPlayer } from './support/queue.js';

// Issue 42: the queue made 300 games in 5.7 s from an address POST /games had refused, its entries
// never expired, and every instance looked at every bucket each second. README, "Play now: the
// queue" and "Security and abuse limits".

/** POST /queue (or DELETE /queue/{id}) of `player` from `address`. */
function queueFrom(o: OnlineApp, address: string, player: TestPlayer, body: unknown) {
  return fromAddress(address, `${o.t.url}/api/v1/queue`, 'POST', body, {
    authorization: `Bearer ${player.token}`,
  });
}
const gameFrom = (o: OnlineApp, address: string) =>
  fromAddress(address, `${o.t.url}/api/v1/games`, 'POST', { name: 'bound' });
const withdraw = (o: OnlineApp, address: string, player: TestPlayer, id: string) =>
  fromAddress(address, `${o.t.url}/api/v1/queue/${id}`, 'DELETE', undefined, {
    authorization: `Bearer ${player.token}`,
  });

describe('the queue and GAMES_PER_ADDRESS_PER_HOUR', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock, {}, { botPaceMs: 0, gamesPerAddressPerHour: 3 });

  it('counts a queue game against the address that queued, refused as POST /games is', async () => {
    const me = freshLoopbackAddress();
    const [p, q] = [await newPlayer(o.t.server), await newPlayer(o.t.server)];
    expect((await gameFrom(o, me)).status).toBe(201);
    expect((await gameFrom(o, me)).status).toBe(201);
    const made = await queueFrom(o, me, p, queueBody({ fillWithBotsAfterSeconds: 0 }));
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('matched');
    // The bound is spent: the queue is refused with the games' own problem, whichever player asks.
    const refused = await queueFrom(o, me, q, queueBody({ fillWithBotsAfterSeconds: 0 }));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_games');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Said as what it is: the queue entry refused, by the count of every way of making games.
    expect(refused.body.detail).toMatch(
      /^No new queue entry from this address for now: at most 3 /,
    );
    expect(refused.body.detail).toContain('the queue games its entries were seated in');
    const game = await gameFrom(o, me);
    expect([game.status, game.body.code]).toEqual([429, 'too_many_games']);
    expect(game.body.detail).toMatch(/^No new game from this address/);
    // Another address is not held to it; an hour after the first game the address may again.
    expect((await queueFrom(o, freshLoopbackAddress(), q, queueBody())).status).toBe(201);
    clock.advance(60 * 60 + 1);
    const later = await queueFrom(o, me, p, queueBody({ fillWithBotsAfterSeconds: 0 }));
    expect(later.status).toBe(201);
  });

  it('holds a place for each waiting entry, and charges a game once to an address seated twice in it', async () => {
    const me = freshLoopbackAddress();
    const people = [await newPlayer(o.t.server), await newPlayer(o.t.server)];
    const body = queueBody();
    const first = await queueFrom(o, me, people[0], body);
    const second = await queueFrom(o, me, people[1], body);
    expect([first.body.status, second.body.status]).toEqual(['waiting', 'waiting']);
    // Two places held by the waiting entries: one game left.
    expect((await gameFrom(o, me)).status).toBe(201);
    expect((await gameFrom(o, me)).status).toBe(429);
    // A third player from elsewhere completes the table: both entries of `me` sit in one game,
    // which costs `me` one place, so withdrawing nothing, one place is free again.
    const third = await queueFrom(o, freshLoopbackAddress(), await newPlayer(o.t.server), body);
    expect(third.body.status).toBe('matched');
    expect((await gameFrom(o, me)).status).toBe(201);
    expect((await gameFrom(o, me)).status).toBe(429);

    // A withdrawn entry holds nothing.
    const other = freshLoopbackAddress();
    const waiting = await queueFrom(o, other, people[0], queueBody());
    for (let i = 0; i < 2; i++) expect((await gameFrom(o, other)).status).toBe(201);
    expect((await gameFrom(o, other)).status).toBe(429);
    const id = waiting.body.id as string;
    expect((await withdraw(o, other, people[0], id)).status).toBe(204);
    expect((await gameFrom(o, other)).status).toBe(201);
  });

  it('times every queue game: a stranger who stops moving cannot hold it for ever', async () => {
    const [p] = [await newPlayer(o.t.server)];
    const body = { players: 3, fillWithBotsAfterSeconds: 0, timeControl: null };
    const made = await queueFrom(o, freshLoopbackAddress(), p, body);
    expect(made.body.status).toBe('matched');
    const view = await o.api.view(made.body.gameId as string);
    expect(view.timeControl).toEqual({ moveSeconds: 60, onTimeout: 'bot' });
    expect(made.body.timeControl).toEqual({ moveSeconds: 60, onTimeout: 'bot' });
  });
});

describe('waiting entries: QUEUE_ENTRIES_PER_ADDRESS and QUEUE_ENTRY_TTL', () => {
  const clock = new ManualTimeOfDay();
  const TTL_S = 600;
  const o = useOnlineApp(
    clock,
    {},
    { botPaceMs: 0, queueEntriesPerAddress: 2, queueEntryTtlMs: TTL_S * 1000 },
  );

  it('refuses an address its third waiting entry, and withdraws entries past the TTL with a message', async () => {
    const me = freshLoopbackAddress();
    const people = await Promise.all([1, 2, 3].map(() => newPlayer(o.t.server)));
    const first = await queueFrom(o, me, people[0], queueBody());
    clock.advance(100);
    const second = await queueFrom(o, me, people[1], queueBody());
    expect([first.status, second.status]).toEqual([201, 201]);
    const refused = await queueFrom(o, me, people[2], queueBody());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_queue_entries');
    // A place frees when the oldest expires, at the latest.
    expect(Number(refused.headers['retry-after'])).toBe(TTL_S - 100);
    // The bound is the address's, not the player's: elsewhere the third player queues.
    const elsewhere = await queueFrom(o, freshLoopbackAddress(), people[2], queueBody());
    expect(elsewhere.status).toBe(201);

    clock.advance(TTL_S - 101);
    await sweepQueue(o.t.app);
    const read = (i: number, id: unknown) =>
      fromAddress(me, `${o.t.url}/api/v1/queue/${String(id)}`, 'GET', undefined, {
        authorization: `Bearer ${people[i].token}`,
      });
    expect((await read(0, first.body.id)).status).toBe(200);
    clock.advance(1);
    await sweepQueue(o.t.app);
    const gone = await read(0, first.body.id);
    expect([gone.status, gone.body.code]).toEqual([404, 'queue_entry_not_found']);
    expect((await read(1, second.body.id)).status).toBe(200);
    const told = await o.prisma.playerMessage.findMany({
      where: { playerId: people[0].id, type: 'queue_expired' },
    });
    expect(told.map((m) => m.payload)).toEqual([
      expect.objectContaining({ kind: 'queue_expired', queueId: first.body.id }),
    ]);
    // The expired entry's place is free again.
    const sweepAgain = await queueFrom(o, me, people[0], queueBody());
    expect(sweepAgain.status).toBe(201);
  });

  it('sweeps only the buckets with something due', async () => {
    const store = o.t.app.get(QueueStore);
    const [p, q] = [await newPlayer(o.t.server), await newPlayer(o.t.server)];
    const lonely = await queueFrom(o, freshLoopbackAddress(), p, queueBody());
    const filling = await queueFrom(
      o,
      freshLoopbackAddress(),
      q,
      queueBody({ fillWithBotsAfterSeconds: 30 }),
    );
    const bucketOf = async (id: unknown) =>
      (await o.prisma.queueEntry.findUniqueOrThrow({ where: { id: String(id) } })).bucket;
    const [a, b] = [await bucketOf(lonely.body.id), await bucketOf(filling.body.id)];
    expect(await store.dueBuckets(clock.now())).not.toEqual(expect.arrayContaining([a]));
    expect(await store.dueBuckets(clock.now())).not.toEqual(expect.arrayContaining([b]));
    clock.advance(30);
    const due = await store.dueBuckets(clock.now());
    expect(due).toContain(b);
    expect(due).not.toContain(a);
    await sweepQueue(o.t.app);
    expect(await store.dueBuckets(clock.now())).not.toContain(b);
  });
});
