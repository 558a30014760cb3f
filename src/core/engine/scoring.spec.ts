import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULES, type Rules } from './rules.js';
import {
  roundToFive,
  scoreEventPoints,
  settleDeal,
  surrenderShare,
  type DealOutcome,
  type Standing,
} from './scoring.js';
import type { ScoreEvent } from './score-types.js';

const rules: Rules = { ...DEFAULT_RULES };

function standing(totals: number[], extra: Partial<Standing> = {}): Standing {
  return {
    totals,
    bolts: extra.bolts ?? totals.map(() => 0),
    barrel: extra.barrel ?? totals.map(() => null),
  };
}

/** Seat 0 declares; points are card points + marriages; tricks default to 1 each for opponents. */
function outcome(o: Partial<DealOutcome> & { contract: number; points: number[] }): DealOutcome {
  return {
    deal: 1,
    dealer: 2,
    sittingOut: null,
    declarer: 0,
    surrendered: false,
    tricks: o.points.map(() => 2),
    ...o,
  };
}

const types = (events: ScoreEvent[]) => events.map((e) => e.type);

describe('the declarer (docs/rules.md#scoring-a-deal worked examples)', () => {
  it('contract 155, 67 in tricks and hearts declared (100): 167 >= 155 scores +155', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 155, points: [67 + 100, 30, 23] }),
    );
    expect(r.row.result).toBe('made');
    expect(r.row.entries[0].score).toBe(155);
    expect(r.standing.totals[0]).toBe(155);
  });

  it('contract 120 with 95 scores -120', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 120, points: [95, 20, 5] }),
    );
    expect(r.row.result).toBe('failed');
    expect(r.row.entries[0].score).toBe(-120);
  });

  it('one point short still fails (119 for 120)', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 120, points: [119, 1, 0] }),
    );
    expect(r.row.entries[0].score).toBe(-120);
  });
});

describe('opponents round to the nearest 5', () => {
  it.each([
    [44, 45],
    [21 + 40, 60],
    [8, 10],
    [27, 25],
    [0, 0],
    [5, 5],
    [11, 10],
    [13, 15],
  ])('%i -> %i', (raw, rounded) => {
    expect(roundToFive(raw)).toBe(rounded);
  });

  it('the table writes the rounded figures (44 -> 45, 21 + 40 spades -> 60)', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 100, points: [15, 44, 61] }),
    );
    expect(r.row.entries.map((e) => e.score)).toEqual([-100, 45, 60]);
  });

  it('8 -> 10 and 27 -> 25', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 100, points: [85, 8, 27] }),
    );
    expect(r.row.entries.map((e) => e.score)).toEqual([-100, 10, 25]);
  });
});

describe('surrender (расписать)', () => {
  it('at 140: -140 for the declarer, +70 each for the opponents', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 140, points: [0, 0, 0], surrendered: true }),
    );
    expect(r.row.result).toBe('surrendered');
    expect(r.row.entries.map((e) => e.score)).toEqual([-140, 70, 70]);
  });

  it('at 125: -125, and 125 rounds up to 130 so +65 each', () => {
    expect(surrenderShare(125)).toBe(65);
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 125, points: [0, 0, 0], surrendered: true }),
    );
    expect(r.row.entries.map((e) => e.score)).toEqual([-125, 65, 65]);
  });

  it('gives no bolts even though nobody took a trick', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 100, points: [0, 0, 0], tricks: [0, 0, 0], surrendered: true }),
    );
    expect(r.row.entries.map((e) => e.bolt)).toEqual([false, false, false]);
  });
});

describe('bolts', () => {
  it('an opponent without a trick gets a bolt instead of a number', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 100, points: [100, 20, 0], tricks: [6, 2, 0] }),
    );
    expect(r.row.entries[2]).toMatchObject({ score: null, bolt: true });
    expect(r.standing.bolts).toEqual([0, 0, 1]);
  });

  it('the third bolt costs 120 and the bolts are struck out', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 200], { bolts: [0, 0, 2] }),
      outcome({ contract: 100, points: [100, 20, 0], tricks: [6, 2, 0] }),
    );
    expect(types(r.row.entries[2].events)).toEqual(['bolt', 'third_bolt']);
    expect(r.standing.totals[2]).toBe(80);
    expect(r.standing.bolts[2]).toBe(0);
  });

  it('the declarer never gets a bolt, even with no trick', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0]),
      outcome({ contract: 100, points: [0, 60, 60], tricks: [0, 4, 4] }),
    );
    expect(r.row.entries[0]).toMatchObject({ score: -100, bolt: false });
  });
});

describe('the barrel (бочка)', () => {
  it('getting on: an opponent reaching 880 or more is set to 880 with 3 deals to go', () => {
    const r = settleDeal(
      rules,
      standing([0, 850, 0]),
      outcome({ contract: 100, points: [60, 40, 20] }),
    );
    expect(r.standing.totals[1]).toBe(880);
    expect(r.standing.barrel[1]).toEqual({ dealsLeft: 3 });
    expect(r.row.entries[1].events).toEqual([{ type: 'barrel_on', points: -10, dealsLeft: 3 }]);
  });

  it('an opponent past 1000 does not win: on the barrel at 880', () => {
    const r = settleDeal(
      rules,
      standing([0, 870, 0]),
      outcome({ contract: 100, points: [0, 120 + 100, 0] }),
    );
    expect(r.winner).toBeNull();
    expect(r.standing.totals[1]).toBe(880);
  });

  it("winning: a declarer's won contract reaching 1000 wins, even from below the barrel", () => {
    const r = settleDeal(
      rules,
      standing([850, 0, 0]),
      outcome({ contract: 150, points: [160, 0, 0] }),
    );
    expect(r.winner).toBe(0);
    expect(r.standing.totals[0]).toBe(1000);
    expect(types(r.row.entries[0].events)).toEqual(['win']);
  });

  it('winning from the barrel: 880 + 120 = 1000', () => {
    const r = settleDeal(
      rules,
      standing([880, 0, 0], { barrel: [{ dealsLeft: 2 }, null, null] }),
      outcome({ contract: 120, points: [125, 0, 0] }),
    );
    expect(r.winner).toBe(0);
    expect(r.standing.barrel[0]).toBeNull();
  });

  it('a won contract that falls short of 1000 leaves the declarer at 880 and counts down', () => {
    const r = settleDeal(
      rules,
      standing([880, 0, 0], { barrel: [{ dealsLeft: 3 }, null, null] }),
      outcome({ contract: 100, points: [110, 5, 5] }),
    );
    expect(r.winner).toBeNull();
    expect(r.standing.totals[0]).toBe(880);
    expect(r.row.entries[0].events).toEqual([
      { type: 'barrel_short', points: -100 },
      { type: 'barrel_countdown', dealsLeft: 2 },
    ]);
  });

  it('counting down: an opponent on the barrel scores nothing and gets no bolt', () => {
    const r = settleDeal(
      rules,
      standing([0, 880, 0], { barrel: [null, { dealsLeft: 3 }, null] }),
      outcome({ contract: 100, points: [90, 0, 30], tricks: [5, 0, 3] }),
    );
    expect(r.row.entries[1]).toMatchObject({ score: null, bolt: false, total: 880 });
    expect(r.standing.bolts[1]).toBe(0);
    expect(types(r.row.entries[1].events)).toEqual(['barrel_no_score', 'barrel_countdown']);
    expect(r.standing.barrel[1]).toEqual({ dealsLeft: 2 });
  });

  it('nor half of a surrendered contract', () => {
    const r = settleDeal(
      rules,
      standing([0, 880, 0], { barrel: [null, { dealsLeft: 2 }, null] }),
      outcome({ contract: 140, points: [0, 0, 0], surrendered: true }),
    );
    expect(r.row.entries.map((e) => e.score)).toEqual([-140, null, 70]);
    expect(r.standing.totals[1]).toBe(880);
  });

  it('falling off: after the third deal without a win, -120 to 760', () => {
    const r = settleDeal(
      rules,
      standing([0, 880, 0], { barrel: [null, { dealsLeft: 1 }, null] }),
      outcome({ contract: 100, points: [90, 20, 10] }),
    );
    expect(r.standing.totals[1]).toBe(760);
    expect(r.standing.barrel[1]).toBeNull();
    expect(r.row.entries[1].events).toEqual([
      { type: 'barrel_no_score' },
      { type: 'barrel_fall', points: -120 },
    ]);
  });

  it('losing a contract on the barrel: -contract and off', () => {
    const r = settleDeal(
      rules,
      standing([880, 0, 0], { barrel: [{ dealsLeft: 3 }, null, null] }),
      outcome({ contract: 120, points: [95, 20, 5] }),
    );
    expect(r.standing.totals[0]).toBe(760);
    expect(r.standing.barrel[0]).toBeNull();
    expect(types(r.row.entries[0].events)).toEqual(['barrel_off_lost']);
  });

  it('surrendering on the barrel: -contract and off', () => {
    const r = settleDeal(
      rules,
      standing([880, 0, 0], { barrel: [{ dealsLeft: 2 }, null, null] }),
      outcome({ contract: 105, points: [0, 0, 0], surrendered: true }),
    );
    expect(r.standing.totals[0]).toBe(775);
    expect(r.standing.barrel[0]).toBeNull();
  });

  it('collision: a newcomer pushes the one already there off (-120)', () => {
    const r = settleDeal(
      rules,
      standing([0, 880, 860], { barrel: [null, { dealsLeft: 2 }, null] }),
      outcome({ contract: 100, points: [90, 10, 20] }),
    );
    expect(r.standing.totals).toEqual([-100, 760, 880]);
    expect(r.standing.barrel).toEqual([null, null, { dealsLeft: 3 }]);
    expect(types(r.row.entries[1].events)).toEqual([
      'barrel_no_score',
      'barrel_countdown',
      'barrel_collision',
    ]);
  });

  it('collision variant off: both stay on the barrel', () => {
    const r = settleDeal(
      { ...rules, barrelCollision: false },
      standing([0, 880, 860], { barrel: [null, { dealsLeft: 2 }, null] }),
      outcome({ contract: 100, points: [90, 10, 20] }),
    );
    expect(r.standing.totals).toEqual([-100, 880, 880]);
  });

  it('two newcomers in one deal do not push each other off', () => {
    const r = settleDeal(
      rules,
      standing([0, 870, 860]),
      outcome({ contract: 100, points: [50, 30, 40] }),
    );
    expect(r.standing.barrel).toEqual([null, { dealsLeft: 3 }, { dealsLeft: 3 }]);
  });

  it('the third bolt penalty comes before the barrel check (step 2 before step 3)', () => {
    // 875 + bolt -> third bolt -120 = 755: never reaches the barrel.
    const r = settleDeal(
      rules,
      standing([0, 0, 875], { bolts: [0, 0, 2] }),
      outcome({ contract: 100, points: [100, 20, 0], tricks: [6, 2, 0] }),
    );
    expect(r.standing.totals[2]).toBe(755);
    expect(r.standing.barrel[2]).toBeNull();
  });
});

describe('the dump truck (самосвал)', () => {
  it('a total landing exactly on 555 is reset to 0', () => {
    const r = settleDeal(
      rules,
      standing([455, 0, 0]),
      outcome({ contract: 100, points: [100, 10, 10] }),
    );
    expect(r.standing.totals[0]).toBe(0);
    expect(r.row.entries[0].events).toEqual([{ type: 'dump_truck', points: -555 }]);
    expect(r.row.entries[0].total).toBe(0);
  });

  it('comes after the bolts: a third bolt from 675 lands on 555 and is dumped', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 675], { bolts: [0, 0, 2] }),
      outcome({ contract: 100, points: [100, 20, 0], tricks: [6, 2, 0] }),
    );
    expect(types(r.row.entries[2].events)).toEqual(['bolt', 'third_bolt', 'dump_truck']);
    expect(r.standing.totals[2]).toBe(0);
  });

  it('a contract lost on the barrel can land on 555 (880 - 325) and is dumped', () => {
    const r = settleDeal(
      rules,
      standing([880, 0, 0], { barrel: [{ dealsLeft: 3 }, null, null] }),
      outcome({ contract: 325, points: [200, 10, 10] }),
    );
    expect(types(r.row.entries[0].events)).toEqual(['barrel_off_lost', 'dump_truck']);
    expect(r.standing.totals[0]).toBe(0);
  });

  it('switched off: 555 stays', () => {
    const r = settleDeal(
      { ...rules, dumpTruck: false },
      standing([455, 0, 0]),
      outcome({ contract: 100, points: [100, 10, 10] }),
    );
    expect(r.standing.totals[0]).toBe(555);
  });
});

describe('the 4-player variant', () => {
  it('the sitting-out dealer scores nothing, gets no bolt, and their barrel countdown waits', () => {
    const r = settleDeal(
      rules,
      standing([0, 0, 0, 880], { barrel: [null, null, null, { dealsLeft: 1 }] }),
      outcome({
        dealer: 3,
        sittingOut: 3,
        contract: 100,
        points: [100, 20, 0, 0],
        tricks: [6, 2, 0, 0],
      }),
    );
    expect(r.row.entries[3]).toEqual({
      seat: 3,
      score: null,
      bolt: false,
      events: [{ type: 'sat_out' }],
      total: 880,
    });
    expect(r.standing.barrel[3]).toEqual({ dealsLeft: 1 });
    expect(r.row.entries[2].bolt).toBe(true);
  });
});

describe('the table adds up', () => {
  it('score plus event points equals the change of total, for every entry', () => {
    const before = standing([0, 880, 860], { barrel: [null, { dealsLeft: 2 }, null] });
    const r = settleDeal(rules, before, outcome({ contract: 100, points: [90, 10, 20] }));
    r.row.entries.forEach((e) => {
      const delta = (e.score ?? 0) + e.events.reduce((s, ev) => s + scoreEventPoints(ev), 0);
      expect(e.total - before.totals[e.seat]).toBe(delta);
    });
  });
});
