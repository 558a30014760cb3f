import { describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { chooseMove, testRng } from './support/api.js';
import { ManualTimeOfDay } from './support/manual-time-of-day.js';
import { useOnlineApp } from './support/online.js';
import { enqueue, newPlayer, queueBody } from './support/queue.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The id of the record of the answer to `key` sent with a seat's or player's `token`. */
const recordId = (token: string, key: string) => sha256(`token:${sha256(token)}\n${key}`);

// A keyed request's answer is stored by the transaction that makes its change, and only its own:
// work the request starts (the bots' moves after a person's, the seats a queue's round or a
// rematch takes) stores no answer under its key. It once did: the key was read from an
// AsyncLocalStorage, which background work had to leave by hand (the bots once forgot, and every
// bot move then failed on the key, taken by the person's move).
describe('Idempotency-Key: the answer of its change, none of the work it starts', () => {
  const clock = new ManualTimeOfDay();
  const o = useOnlineApp(clock);
  const records = () => o.prisma.idempotencyRecord.count();
  /** The transaction (its id) that wrote the first row `sql` selects as `xmin`. */
  const writer = async (sql: string, ...values: unknown[]): Promise<string | undefined> =>
    (await o.prisma.$queryRawUnsafe<{ xmin: string }[]>(sql, ...values))[0]?.xmin;
  const recordWriter = (id: string) =>
    writer('SELECT xmin::text AS xmin FROM idempotency_records WHERE id = $1', id);
  const keyed = (key: string) => ({ 'Idempotency-Key': key });

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 400; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('never came');
  }

  it("a person's keyed move: stored with the move; the bots' moves it starts store none", async () => {
    const game = await o.api.create();
    const me = await o.api.join(game.id, 'Human');
    for (const level of ['basic', 'basic']) {
      expect((await o.api.post(game.id, 'bots', null, { level })).status).toBe(201);
    }
    // Keyed moves, as the SDK sends every write, until one leaves the turn to a bot (a pass
    // mostly; a declarer's first steps keep it).
    const rng = testRng(3);
    const before = await records();
    const toABot = async () => {
      for (let sent = 1; sent <= 20; sent++) {
        await until(
          () => o.api.view(game.id),
          (v) => v.deal !== null && v.deal.turn === me.seat,
        );
        const move = chooseMove((await o.api.view(game.id, me.token)).legalActions, rng);
        const key = randomUUID();
        const moved = await o.api.post(game.id, move.path, me.token, move.body, keyed(key));
        expect({ status: moved.status, code: moved.body.code }).toEqual({ status: 200 });
        expect(await records()).toBe(before + sent);
        if (moved.body.status === 'playing' && moved.body.deal.turn !== me.seat) {
          return { move, key, moved };
        }
      }
      throw new Error('the turn never went to a bot');
    };
    const { move, key, moved } = await toABot();
    const ours = await records();
    await until(
      () => o.api.view(game.id),
      (v) => v.version > moved.body.version,
    );
    await o.settle(game.id);
    expect(await records()).toBe(ours);
    const written = await writer(
      'SELECT xmin::text AS xmin FROM game_actions WHERE game_id = $1::uuid AND seat = $2 ' +
        'ORDER BY version DESC LIMIT 1',
      game.id,
      me.seat,
    );
    expect(await recordWriter(recordId(me.token, key))).toBe(written);
    const again = await o.api.post(game.id, move.path, me.token, move.body, keyed(key));
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: moved.body });
  });

  it('a keyed rematch: stored with its seat; the bot seats it takes store none', async () => {
    const { game, anna } = await o.finishedByLeaving();
    const before = await records();
    const key = randomUUID();
    const first = await o.api.post(game.id, 'rematch', anna.token, {}, keyed(key));
    expect(first.status).toBe(201);
    const next = first.body.game as { id: string; seats: unknown[] };
    expect(next.seats[1]).toMatchObject({ bot: 'random' });
    expect(await records()).toBe(before + 1);
    const seated = await writer(
      "SELECT xmin::text AS xmin FROM game_events WHERE game_id = $1::uuid AND type = 'player_joined' " +
        "AND (payload->>'seat')::int = $2",
      next.id,
      anna.seat,
    );
    expect(await recordWriter(recordId(anna.token, key))).toBe(seated);
    const again = await o.api.post(game.id, 'rematch', anna.token, {}, keyed(key));
    expect({ status: again.status, body: again.body }).toEqual({ status: 201, body: first.body });
  });

  it("a keyed entry that completes a table: its entry stored, none of the round's seats", async () => {
    const body = queueBody();
    const players = [await newPlayer(o.t.server), await newPlayer(o.t.server)];
    const last = await newPlayer(o.t.server);
    for (const p of players) await enqueue(o.t.server, p, body).expect(201);
    const before = await records();
    const key = randomUUID();
    const entry = await enqueue(o.t.server, last, body).set(keyed(key)).expect(201);
    // Its round seated the table (three joins) within this request.
    expect(entry.body).toMatchObject({ status: 'matched' });
    expect((await o.api.view(entry.body.gameId as string)).status).toBe('playing');
    expect(await records()).toBe(before + 1);
    expect(await recordWriter(recordId(last.token, key))).toBeDefined();
    const again = await enqueue(o.t.server, last, body).set(keyed(key)).expect(201);
    expect(again.body).toEqual(entry.body);
  });
});
