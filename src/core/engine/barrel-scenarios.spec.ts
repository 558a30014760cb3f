import { describe, expect, it } from '@jest/globals';
import type { Card } from './cards.js';
import { DEFAULT_RULES } from './rules.js';
import type { ScoreEvent } from './score-types.js';
import { settleDeal, type DealOutcome, type Standing } from './scoring.js';
import type { GameState } from './state.js';
import { playOutDeal, run, scenario } from './testing.js';

// docs/rules.md#barrel and #four-players: the barrel cases the scoring spec leaves out.
const types = (events: ScoreEvent[]) => events.map((e) => e.type);
const outcome = (o: Partial<DealOutcome> & { points: number[] }): DealOutcome => ({
  deal: 1,
  dealer: 2,
  sittingOut: null,
  declarer: 0,
  contract: 100,
  surrendered: false,
  tricks: o.points.map(() => 2),
  ...o,
});
const standing = (totals: number[], barrel: Standing['barrel']): Standing => ({
  totals,
  bolts: totals.map(() => 0),
  barrel,
});

describe('the barrel, in settleDeal', () => {
  it('a winner keeps a total above 1000', () => {
    const r = settleDeal(
      DEFAULT_RULES,
      standing([950, 300, 200], [null, null, null]),
      outcome({ contract: 120, points: [125, 0, 0] }),
    );
    expect(r.winner).toBe(0);
    expect(r.standing.totals[0]).toBe(1070);
    expect(r.row.entries[0]).toMatchObject({ score: 120, events: [{ type: 'win' }], total: 1070 });
  });

  it('one -120 when a countdown runs out and a collision happens in the same deal', () => {
    // Seat 1's last chance ends this deal as seat 2 gets on: seat 1 falls once, not twice.
    const r = settleDeal(
      DEFAULT_RULES,
      standing([0, 880, 860], [null, { dealsLeft: 1 }, null]),
      outcome({ points: [100, 10, 20] }),
    );
    expect(types(r.row.entries[1].events)).toEqual(['barrel_no_score', 'barrel_fall']);
    expect(r.standing.totals[1]).toBe(760);
    expect(types(r.row.entries[2].events)).toEqual(['barrel_on']);
    expect(r.standing.barrel).toEqual([null, null, { dealsLeft: 3 }]);
  });

  it('4 players: a sitting-out dealer on the barrel is not pushed off by a newcomer', () => {
    const r = settleDeal(
      DEFAULT_RULES,
      standing([0, 0, 860, 880], [null, null, null, { dealsLeft: 2 }]),
      outcome({ dealer: 3, sittingOut: 3, points: [100, 0, 20, 0], tricks: [5, 0, 3, 0] }),
    );
    expect(types(r.row.entries[2].events)).toEqual(['barrel_on']);
    expect(r.row.entries[3]).toEqual({
      seat: 3,
      score: null,
      bolt: false,
      events: [{ type: 'sat_out' }],
      total: 880,
    });
    expect(r.standing.barrel[3]).toEqual({ dealsLeft: 2 });
  });
});

describe('4 players, through apply', () => {
  // Dealer 3 sits out; seat 0 opens and both others pass, so seat 0 plays at 100.
  const HANDS: Card[][] = [
    ['KH', 'QH', 'KD', 'QD', 'AS', '10S', 'AC'],
    ['AH', '10H', '9H', 'JH', '9S', 'JS', 'QS'],
    ['AD', '10D', '9D', 'JD', 'KS', 'KC', 'QC'],
  ];
  const dealt = () =>
    run(
      scenario({ rules: { players: 4 }, dealer: 3, hands: HANDS, talon: ['10C', 'JC', '9C'] })
        .state,
      [
        { seat: 1, action: { type: 'pass' } },
        { seat: 2, action: { type: 'pass' } },
      ],
    ).state;

  it('a played deal is scored for the three players; the dealer sits out', () => {
    const toPlay = run(dealt(), [
      {
        seat: 0,
        action: {
          type: 'give',
          transfers: [
            { toSeat: 1, card: '9C' },
            { toSeat: 2, card: 'JC' },
          ],
        },
      },
      { seat: 0, action: { type: 'contract', amount: 100 } },
    ]).state;
    const { state, events } = playOutDeal(toPlay);
    const row = state.table[0];
    const points = events.flatMap((e) => (e.type === 'trick_won' ? [e.points] : []));
    expect(points.reduce((a, b) => a + b, 0)).toBe(120);
    expect(row).toMatchObject({ deal: 1, dealer: 3, declarer: 0, contract: 100 });
    expect(['made', 'failed']).toContain(row.result);
    expect(row.entries).toHaveLength(4);
    expect(row.entries[3]).toEqual({
      seat: 3,
      score: null,
      bolt: false,
      events: [{ type: 'sat_out' }],
      total: 0,
    });
    expect(row.entries[0].score).toBe(row.result === 'made' ? 100 : -100);
    expect(state.totals).toEqual(row.entries.map((e) => e.total));
    expect(state.deal).toMatchObject({ number: 2, dealer: 0, sittingOut: 0, active: [1, 2, 3] });
  });

  it('a surrender that puts an opponent on the barrel leaves the sitting-out dealer there', () => {
    const before: GameState = {
      ...dealt(),
      totals: [0, 830, 0, 880],
      barrel: [null, null, null, { dealsLeft: 2 }],
    };
    const { state } = run(before, [{ seat: 0, action: { type: 'surrender' } }]);
    const row = state.table[0];
    expect(types(row.entries[1].events)).toEqual(['barrel_on']);
    expect(types(row.entries[3].events)).toEqual(['sat_out']);
    expect(state.totals).toEqual([-100, 880, 50, 880]);
    expect(state.barrel).toEqual([null, { dealsLeft: 3 }, null, { dealsLeft: 2 }]);
  });
});
