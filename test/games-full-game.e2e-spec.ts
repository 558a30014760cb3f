import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { checkDeal, verifyDeal, type GameEvent } from '../src/core/engine/index.js';
import type {
  DealReplayDto,
  EventPageDto,
  GameEventDto,
  ScoreTableDto,
} from '../clients/ts/src/index.js';
import { testRng, type GameView } from './support/api.js';
import { cardsIn, cutSecretsAt, TruthTracker } from './support/leak-check.js';
import { StackedDeckFactory, stackedPolicy as policy } from './support/stacked-factory.js';
import { useTestApp } from './support/app-fixture.js';

describe('a whole game through the API, with a leak check of everything each seat received', () => {
  // Listening, so the parties' reads at once share one server (supertest would start and stop one
  // per request).
  const t = useTestApp({}, { factory: new StackedDeckFactory(), listen: true });

  it('plays to the winner; no seat ever receives a card, token or seed it may not see', async () => {
    const { gameId, tokens } = await t.api.startGame({ name: 'to the end' });
    const rng = testRng(99);
    const parties: (number | null)[] = [0, 1, 2, null];
    const received = new Map<
      number | null,
      { views: GameView[]; events: GameEventDto[]; raw: string[] }
    >();
    for (const p of parties) received.set(p, { views: [], events: [], raw: [] });
    const lastSeq = new Map<number | null, number>(parties.map((p) => [p, 0]));

    /** What one party reads now: its view and its events since the last read. */
    const read = async (p: number | null) => {
      const token = p === null ? undefined : tokens[p];
      const req = request(t.api.server).get(
        `/api/v1/games/${gameId}/events?after=${lastSeq.get(p)}`,
      );
      if (token) req.set('Authorization', `Bearer ${token}`);
      const [view, page] = await Promise.all([t.api.view(gameId, token), req.expect(200)]);
      return { view, events: page.body as EventPageDto };
    };
    // The four parties read at once (nothing moves meanwhile), and are filed in order.
    const collect = async () => {
      const reads = await Promise.all(parties.map(read));
      for (const [i, p] of parties.entries()) {
        const { view, events } = reads[i];
        const bucket = received.get(p)!;
        bucket.views.push(view);
        bucket.events.push(...events.events);
        bucket.raw.push(JSON.stringify(view), JSON.stringify(events));
        if (events.events.length) lastSeq.set(p, events.events[events.events.length - 1].seq);
      }
    };

    // What a party read last: the moves below are chosen from these reads, not from reads of
    // their own, so each position is read once by each party.
    const latest = (p: number | null) => received.get(p)!.views.at(-1)!;
    await collect();
    let view = latest(null);
    let moves = 0;
    let checkedReplays = 0;
    while (view.status === 'playing' && moves < 2000) {
      const seat = view.deal!.turn;
      const move = policy(seat, latest(seat), rng);
      const res = await t.api.post(gameId, move.path, tokens[seat], move.body);
      expect(res.status).toBe(200);
      received.get(seat)!.raw.push(JSON.stringify(res.body));
      received.get(seat)!.views.push(res.body);
      moves++;
      await collect();
      view = latest(null);
      if (view.deal && moves % 5 === 0) {
        // A deal still running has no replay: it would show every hand.
        const running = await request(t.api.server)
          .get(`/api/v1/games/${gameId}/deals/${view.deal.number}/replay`)
          .expect(404);
        expect(running.body.code).toBe('replay_not_available');
        checkedReplays++;
      }
    }
    expect(checkedReplays).toBeGreaterThan(10);

    // The game ended with seat 0 the winner, as the score table says.
    expect(view.status).toBe('finished');
    expect(view.winner).toBe(0);
    const table: ScoreTableDto = (
      await request(t.api.server).get(`/api/v1/games/${gameId}/score-table`).expect(200)
    ).body;
    expect(table.winner).toBe(0);
    expect(table.totals[0]).toBeGreaterThanOrEqual(1000);
    const lastRow = table.rows[table.rows.length - 1];
    expect(lastRow.entries.map((e) => e.total)).toEqual(table.totals);
    expect(lastRow.entries[0].events.map((e) => e.type)).toContain('win');
    expect(table.rows.some((r) => r.entries[0].events.some((e) => e.type === 'barrel_on'))).toBe(
      true,
    );
    const after = await t.api.post(gameId, 'passes', tokens[1]);
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('game_not_running');

    // Ground truth: the unredacted log. Forbidden cards after each event / version.
    const log = await t.prisma.gameEvent.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
    const truth = new TruthTracker(3);
    const forbiddenAtSeq = new Map<number, Map<number | null, Set<string>>>();
    const forbiddenAtVersion = new Map<number, Map<number | null, Set<string>>>();
    for (const row of log) {
      const event = row.payload as unknown as GameEvent;
      truth.apply(event);
      const sets = new Map(parties.map((p) => [p, truth.forbidden(p)]));
      // A finished deal's deck is revealed on purpose (the fairness proof): nothing is hidden in it.
      const revealed = new Map(parties.map((p) => [p, new Set<string>()]));
      forbiddenAtSeq.set(row.seq, event.type === 'deal_revealed' ? revealed : sets);
      forbiddenAtVersion.set(row.version, sets);
    }

    const stored = await t.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
    const seed = stored.seed;
    // History lives in the event log, not in the stored state, so moves stay small.
    const state = stored.state as { table: unknown[]; proofs: unknown[] };
    expect(state.table).toEqual([]);
    expect(state.proofs).toEqual([]);
    expect(JSON.stringify(state).length).toBeLessThan(8000);
    const secretsAt = cutSecretsAt(seed, log);
    const lastTricks = new Map<number, string[]>();
    let dealNumber = 0;
    for (const row of log) {
      const event = row.payload as unknown as GameEvent;
      if (event.type === 'deal_started') dealNumber = event.deal;
      if (event.type === 'trick_won')
        lastTricks.set(
          dealNumber,
          event.cards.map((c) => c.card),
        );
    }
    let checkedEvents = 0;
    for (const p of parties) {
      const bucket = received.get(p)!;
      for (const v of bucket.views) {
        const forbidden = forbiddenAtVersion.get(v.version)!;
        // The previous deal's summary holds only that deal's last trick, public when played.
        const { previousDeal, ...current } = v as GameView & {
          previousDeal: { number: number } | null;
        };
        if (previousDeal) {
          expect(cardsIn(JSON.stringify(previousDeal))).toEqual(
            new Set(lastTricks.get(previousDeal.number)),
          );
        }
        const leaked = [...cardsIn(JSON.stringify(current))].filter((c) =>
          forbidden.get(p)!.has(c),
        );
        expect({ party: p, version: v.version, leaked }).toEqual({
          party: p,
          version: v.version,
          leaked: [],
        });
      }
      for (const e of bucket.events) {
        const forbidden = forbiddenAtSeq.get(e.seq)!;
        const leaked = [...cardsIn(JSON.stringify(e.data))].filter((c) => forbidden.get(p)!.has(c));
        expect({ party: p, seq: e.seq, leaked }).toEqual({ party: p, seq: e.seq, leaked: [] });
        checkedEvents++;
      }
      // The cut's secrets: no master before the end, no server seed before its deal's proof.
      for (const e of bucket.events) {
        const text = JSON.stringify(e.data);
        const leaked = secretsAt(e.seq).filter((secret) => text.includes(secret));
        expect({ party: p, seq: e.seq, leaked }).toEqual({ party: p, seq: e.seq, leaked: [] });
      }
      for (const v of bucket.views) {
        const text = JSON.stringify(v);
        expect(secretsAt(Infinity).filter((secret) => text.includes(secret))).toEqual([]);
      }
      const all = bucket.raw.join('\n');
      expect(all).not.toContain(seed);
      for (const token of tokens) expect(all).not.toContain(token);
    }
    expect(checkedEvents).toBeGreaterThan(log.length * 3);
    const logText = t.logs.join('');
    expect(logText).not.toContain(seed);
    for (const secret of secretsAt(Infinity)) expect(logText).not.toContain(secret);
    for (const token of tokens) expect(logText).not.toContain(token);

    // Every finished deal's proof matches the commitment published when it was dealt. These decks
    // were stacked, not made from the seeds and the cut: the proof shows it (docs/rules.md,
    // "Fairness"), as it would show any deck the server picked.
    const dealStarts = log
      .filter((r) => r.type === 'deal_started')
      .map((r) => r.payload as unknown as { deal: number; commitment: string; hands: string[][] });
    for (const start of dealStarts) {
      const proof = (
        await request(t.api.server)
          .get(`/api/v1/games/${gameId}/deals/${start.deal}/proof`)
          .expect(200)
      ).body;
      expect(proof.commitment).toBe(start.commitment);
      expect(checkDeal(proof)).toEqual({ checks: ['commitment'], failed: 'cut' });
      expect(verifyDeal(proof)).toBe(false);
      expect(proof.serverMaster).toMatch(/^[0-9a-f]{64}$/);
      const i = proof.order.indexOf(0);
      expect(new Set(proof.deck.slice(7 * i, 7 * i + 7))).toEqual(new Set(start.hands[0]));
      expect(verifyDeal({ ...proof, secret: proof.secret + 'x' })).toBe(false);
    }
    // Every finished deal's replay agrees with the log: hands, tricks in order, the score row.
    const startRows = log.filter((r) => r.type === 'deal_started');
    for (const [i, row] of startRows.entries()) {
      const start = dealStarts[i];
      const replay: DealReplayDto = (
        await request(t.api.server)
          .get(`/api/v1/games/${gameId}/deals/${start.deal}/replay`)
          .expect(200)
      ).body;
      for (const hand of replay.hands) expect(hand.cards).toEqual(start.hands[hand.seat]);
      const from = log.indexOf(row);
      const until = log.findIndex((r, k) => k > from && r.type === 'deal_revealed');
      const tricks = log.slice(from, until).filter((r) => r.type === 'trick_won');
      expect(replay.tricks.map((t) => t.winner)).toEqual(
        tricks.map((r) => (r.payload as { winner: number }).winner),
      );
      expect(replay.score).toEqual(table.rows[i]);
    }
    const missing = await request(t.api.server)
      .get(`/api/v1/games/${gameId}/deals/999/proof`)
      .expect(404);
    expect(missing.body.code).toBe('proof_not_available');
    // A whole game to 1000 is a few hundred moves over HTTP: on a busy 2-core machine it has
    // taken more than Jest's default minute.
  }, 240_000);
});
