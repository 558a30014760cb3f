import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { prismaOf } from './support/prisma.js';
import { testRng } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

interface Analysis {
  deal: number;
  declarer: number;
  cards: {
    index: number;
    seat: number;
    card: string;
    declared: boolean;
    best: string[];
    bestMoves: { card: string; declareMarriage: boolean }[];
    valueBefore: number;
    valueAfter: number;
    lost: number;
  }[];
  seats: { seat: number; moves: number; exact: number; pointsLost: number }[];
  choices: {
    index: number;
    seat: number;
    action: { type: string; amount?: number };
    value: number;
    best: { type: string };
    bestValue: number;
    lost: number;
    samples: number;
  }[];
}

interface Replay {
  declarer: number;
  auction: { seat: number; amount: number | null }[];
  contract: number;
  tricks: {
    cards: { seat: number; card: string }[];
    winner: number;
    points: number;
    marriage: { seat: number; value: number } | null;
  }[];
}

describe('GET /games/{id}/deals/{n}/analysis', () => {
  const t = useTestApp();

  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  /** Plays random legal moves until deal `deal` is over. */
  async function playThrough(gameId: string, tokens: string[], deal: number) {
    const rng = testRng(deal * 31 + 7);
    for (let i = 0; i < 400; i++) {
      const rows = (await get(`/api/v1/games/${gameId}/score-table`)).body.rows as unknown[];
      if (rows.length >= deal) return;
      await t.api.step(gameId, tokens, rng);
    }
    throw new Error(`deal ${deal} did not end`);
  }

  it('measures every card of a played deal, keeps it, and refuses a deal still on', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const early = await get(`/api/v1/games/${gameId}/deals/1/analysis`).expect(404);
    expect(early.body.code).toBe('replay_not_available');
    let checked = 0;
    for (let deal = 1; deal <= 6 && checked === 0; deal++) {
      await playThrough(gameId, tokens, deal);
      const replay = (await get(`/api/v1/games/${gameId}/deals/${deal}/replay`).expect(200))
        .body as Replay;
      const res = await get(`/api/v1/games/${gameId}/deals/${deal}/analysis`);
      if (replay.tricks.length === 0) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('analysis_not_available');
        continue;
      }
      expect(res.status).toBe(200);
      const analysis = res.body as Analysis;
      expect(analysis.deal).toBe(deal);
      expect(analysis.declarer).toBe(replay.declarer);
      // The cards as the replay has them, in order.
      const played = replay.tricks.flatMap((trick) => trick.cards);
      expect(analysis.cards.map((c) => [c.seat, c.card])).toEqual(
        played.map((c) => [c.seat, c.card]),
      );
      for (const [i, c] of analysis.cards.entries()) {
        expect(c.index).toBe(i);
        expect(c.lost).toBeGreaterThanOrEqual(0);
        // The move played, card and declaration, is among the best moves exactly when it lost
        // nothing; `best` lists their cards.
        const move = { card: c.card, declareMarriage: c.declared };
        if (c.lost === 0) expect(c.bestMoves).toContainEqual(move);
        else expect(c.bestMoves).not.toContainEqual(move);
        expect(c.best).toEqual([...new Set(c.bestMoves.map((m) => m.card))]);
        if (i > 0) expect(c.valueBefore).toBe(analysis.cards[i - 1].valueAfter);
      }
      // The last value is what the declarer really took: its tricks' points and its marriages.
      const taken = replay.tricks.reduce(
        (sum, trick) =>
          sum +
          (trick.winner === replay.declarer ? trick.points : 0) +
          (trick.marriage?.seat === replay.declarer ? trick.marriage.value : 0),
        0,
      );
      expect(analysis.cards[analysis.cards.length - 1].valueAfter).toBe(taken);
      expect(analysis.seats.reduce((n, s) => n + s.moves, 0)).toBe(24);
      for (const s of analysis.seats) {
        const own = analysis.cards.filter((c) => c.seat === s.seat);
        expect(s.pointsLost).toBe(own.reduce((n, c) => n + c.lost, 0));
        expect(s.exact).toBe(own.filter((c) => c.lost === 0).length);
      }
      // The choices before the play, in order: the auction after the opening bid, the cards
      // given and the contract, each against its best alternative over sampled deals.
      const bidding = replay.auction
        .slice(1)
        .map((b) => (b.amount === null ? { type: 'pass' } : { type: 'bid', amount: b.amount }));
      const made = [...bidding, { type: 'give' }, { type: 'contract', amount: replay.contract }];
      expect(analysis.choices.map((c) => c.action.type)).toEqual(made.map((a) => a.type));
      expect(analysis.choices.map((c) => c.action.amount)).toEqual(made.map((a) => a.amount));
      expect(analysis.choices.slice(-2).map((c) => c.seat)).toEqual([
        replay.declarer,
        replay.declarer,
      ]);
      for (const [i, c] of analysis.choices.entries()) {
        expect(c.index).toBe(i);
        expect(c.samples).toBeGreaterThanOrEqual(3);
        expect(c.lost).toBe(c.bestValue - c.value);
        expect(c.lost).toBeGreaterThanOrEqual(0);
      }
      // Kept: the row is there, and asking again answers the same.
      const prisma = prismaOf(t.app);
      const rows = await prisma.dealAnalysis.findMany({ where: { gameId, deal } });
      expect(rows).toHaveLength(1);
      const again = await get(`/api/v1/games/${gameId}/deals/${deal}/analysis`).expect(200);
      expect(again.body).toEqual(analysis);
      // One kept before bestMoves and choices existed is computed again and replaced.
      const { choices: _, ...withoutChoices } = analysis;
      const stale = { ...withoutChoices, cards: analysis.cards.map(({ bestMoves: _, ...c }) => c) };
      await prisma.dealAnalysis.updateMany({ where: { gameId, deal }, data: { analysis: stale } });
      const fresh = await get(`/api/v1/games/${gameId}/deals/${deal}/analysis`).expect(200);
      // The play's analysis is exact; the choices' are sampled within a time budget, so only
      // what they weigh is sure to repeat.
      const { choices: freshChoices, ...play } = fresh.body as Analysis;
      expect(play).toEqual(withoutChoices);
      expect(freshChoices.map((c) => c.action)).toEqual(analysis.choices.map((c) => c.action));
      const [row] = await prisma.dealAnalysis.findMany({ where: { gameId, deal } });
      expect(row.analysis).toEqual(fresh.body);
      checked++;
    }
    expect(checked).toBe(1);
  });

  it('answers 404 for a game that does not exist', async () => {
    const res = await get(
      '/api/v1/games/00000000-0000-4000-8000-000000000000/deals/1/analysis',
    ).expect(404);
    expect(res.body.code).toBe('game_not_found');
  });
});
