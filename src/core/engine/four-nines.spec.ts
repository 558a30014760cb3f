import { describe, expect, it } from '@jest/globals';
import type { Card, Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import { legalActions } from './legal.js';
import type { Rules } from './rules.js';
import type { GameState } from './state.js';
import { run, scenario } from './testing.js';
import { viewFor } from './views.js';

// docs/rules.md#four-nines. hands[0] goes to the opener (the dealer's left), hands[1] to the first
// seat to choose.
const OPENER_NINES: Card[][] = [
  ['9S', '9C', '9D', '9H', 'AS', '10S', 'AC'],
  ['KH', 'QH', 'AH', '10H', 'JS', 'QS', 'JH'],
];
const pass: Action = { type: 'pass' };
const redeal: Action = { type: 'redeal' };
const code = (state: GameState, seat: Seat, action: Action) => {
  const r = apply(state, seat, action);
  return r.ok ? 'accepted' : r.error.code;
};

/** Both others pass at once; returns the state and the opener. */
function bothPass(rules: Partial<Rules>, dealer: Seat) {
  const start = scenario({ rules, dealer, hands: OPENER_NINES }).state;
  const [opener, first, second] = start.deal!.active;
  const state = run(start, [
    { seat: first, action: pass },
    { seat: second, action: pass },
  ]).state;
  return { state, opener };
}

describe('four nines in the opener’s hand', () => {
  it.each([
    ['3 players', { players: 3 } as Partial<Rules>, 2],
    ['4 players', { players: 4 } as Partial<Rules>, 3],
  ])(
    '%s: both others pass at once, and the opener is offered the redeal before the talon is taken',
    (_name, rules, dealer) => {
      const { state, opener } = bothPass(rules, dealer);
      expect(state.deal).toMatchObject({ phase: 'bidding', turn: opener, talonTaken: false });
      expect(legalActions(state, opener)).toEqual([{ type: 'pass' }, { type: 'redeal' }]);
      expect(viewFor(state, opener).deal!.talon).toBeNull();
      expect(code(state, opener, { type: 'bid', amount: 105 })).toBe('wrong_phase');

      const r = run(state, [{ seat: opener, action: redeal }]);
      expect(r.events.find((e) => e.type === 'redeal_demanded')).toMatchObject({
        seat: opener,
        cards: ['9S', '9C', '9D', '9H'],
      });
      expect(r.state.table.at(-1)!.result).toBe('redealt');
      expect(r.state.deal).toMatchObject({ number: 2, dealer, phase: 'bidding' });
      expect(r.state.deal!.sittingOut).toBe(rules.players === 4 ? dealer : null);
    },
  );

  it('the opener may decline by passing, and then plays at 100 as usual', () => {
    const { state, opener } = bothPass({}, 2);
    const r = run(state, [{ seat: opener, action: pass }]);
    expect(r.state.deal).toMatchObject({ phase: 'talon', declarer: opener, highestBid: 100 });
    expect(r.events.map((e) => e.type)).toEqual(['pass', 'bidding_won', 'talon_revealed']);
    expect(code(r.state, opener, redeal)).toBe('wrong_phase');
  });

  it('with the variant off, the opener is not asked: the talon is taken at once', () => {
    const { state, opener } = bothPass({ fourNinesRedeal: false }, 2);
    expect(state.deal).toMatchObject({ phase: 'talon', declarer: opener, turn: opener });
  });

  it('4 players: a player who is not the opener demands it on their first turn', () => {
    const hands: Card[][] = [[], ['9S', '9C', '9D', '9H']];
    const state = scenario({ rules: { players: 4 }, dealer: 3, hands }).state;
    expect(state.deal!.turn).toBe(1);
    expect(legalActions(state, 1)).toContainEqual({ type: 'redeal' });
    const r = run(state, [{ seat: 1, action: redeal }]);
    expect(r.state.deal).toMatchObject({ number: 2, dealer: 3, sittingOut: 3 });
  });
});

describe('a redeal', () => {
  it('leaves totals, bolts and barrel countdowns unchanged', () => {
    const { state } = bothPass({}, 2);
    const standing = {
      totals: [880, 875, 40],
      bolts: [0, 2, 1],
      barrel: [{ dealsLeft: 2 }, null, null],
    };
    const r = run({ ...state, ...standing }, [{ seat: 0, action: redeal }]);
    expect(r.state.totals).toEqual([880, 875, 40]);
    expect(r.state.bolts).toEqual([0, 2, 1]);
    expect(r.state.barrel).toEqual([{ dealsLeft: 2 }, null, null]);
    expect(r.state.table.at(-1)!.entries.map((e) => e.events)).toEqual([[], [], []]);
  });
});
