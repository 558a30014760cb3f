import { describe, expect, it } from '@jest/globals';
import type { Card, Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import { legalActions } from './legal.js';
import type { Rules } from './rules.js';
import type { GameState } from './state.js';
import { run, scenario } from './testing.js';

// Seat 0 holds two marriages (hearts, diamonds), seat 1 none, seat 2 clubs (60).
const HANDS: Card[][] = [
  ['KH', 'QH', 'KD', 'QD', 'AS', '10S', 'AC'],
  ['AH', '10H', '9H', 'JH', '9S', 'JS', 'QS'],
  ['AD', '10D', '9D', 'JD', 'KS', 'KC', 'QC'],
];
const TALON: Card[] = ['10C', 'JC', '9C'];
const NINES: Card[][] = [
  ['KH', 'QH', 'KD', 'QD', 'AS', '10S', 'AC'],
  ['9S', '9C', '9D', '9H', 'JS', 'QS', 'JH'],
];

const start = (rules: Partial<Rules> = {}, hands = HANDS) =>
  scenario({ rules, hands, talon: hands === HANDS ? TALON : [] }).state;
const bid = (amount: number): Action => ({ type: 'bid', amount });
const pass: Action = { type: 'pass' };
const code = (state: GameState, seat: Seat, action: Action) => {
  const r = apply(state, seat, action);
  return r.ok ? 'accepted' : r.error.code;
};

describe('the auction', () => {
  it("records the opener's compulsory 100 at the deal; the next seat to the left chooses first", () => {
    const s = start();
    expect(s.deal).toMatchObject({ dealer: 2, turn: 1, highestBid: 100, highestBidder: 0 });
    expect(s.deal!.bids).toEqual([{ seat: 0, amount: 100 }]);
    expect(code(s, 0, bid(105))).toBe('not_your_turn');
  });

  it('if both others pass at once, the opener plays at 100', () => {
    const r = run(start(), [
      { seat: 1, action: pass },
      { seat: 2, action: pass },
    ]);
    expect(r.state.deal).toMatchObject({ phase: 'talon', declarer: 0, highestBid: 100, turn: 0 });
    expect(r.events.map((e) => e.type)).toEqual(['pass', 'pass', 'bidding_won', 'talon_revealed']);
  });

  it('raises go round to the left; a pass is final; two passes end it with the last bidder', () => {
    const r = run(start(), [
      { seat: 1, action: bid(105) },
      { seat: 2, action: pass },
      { seat: 0, action: bid(115) },
      { seat: 1, action: bid(120) },
    ]);
    // Seat 2 has passed and is skipped from now on.
    expect(r.state.deal!.turn).toBe(0);
    expect(code(r.state, 2, bid(125))).toBe('not_your_turn');
    const end = run(r.state, [{ seat: 0, action: pass }]);
    expect(end.state.deal).toMatchObject({ phase: 'talon', declarer: 1, highestBid: 120 });
    expect(end.state.deal!.bids).toEqual([
      { seat: 0, amount: 100 },
      { seat: 1, amount: 105 },
      { seat: 2, amount: null },
      { seat: 0, amount: 115 },
      { seat: 1, amount: 120 },
      { seat: 0, amount: null },
    ]);
  });

  it('the opener may pass later, leaving the contract to a raiser', () => {
    const r = run(start(), [
      { seat: 1, action: bid(105) },
      { seat: 2, action: pass },
      { seat: 0, action: pass },
    ]);
    expect(r.state.deal).toMatchObject({ declarer: 1, highestBid: 105 });
  });

  it('bids go up by at least the step (5)', () => {
    const s = start();
    expect(code(s, 1, bid(100))).toBe('bid_too_low');
    expect(code(s, 1, bid(102))).toBe('bid_not_multiple_of_step');
    expect(code(s, 1, bid(105))).toBe('accepted');
    expect(legalActions(s, 1)[0]).toEqual({ type: 'bid', min: 105, max: 120, step: 5 });
  });

  it('variant: a step of 10', () => {
    const s = start({ bidStep: 10 });
    expect(code(s, 1, bid(105))).toBe('bid_not_multiple_of_step');
    expect(code(s, 1, bid(110))).toBe('accepted');
    expect(legalActions(s, 1)[0]).toEqual({ type: 'bid', min: 110, max: 120, step: 10 });
  });

  it('a bid above 120 needs a marriage in hand', () => {
    const s = start();
    expect(code(s, 1, bid(125))).toBe('bid_above_120_needs_marriage');
    const r = run(s, [{ seat: 1, action: bid(120) }]);
    // Seat 2 holds K+Q of clubs: any bid is open to them (up to all points and marriages, 400).
    expect(code(r.state, 2, bid(200))).toBe('accepted');
    expect(legalActions(r.state, 2)[0]).toEqual({ type: 'bid', min: 125, max: 400, step: 5 });
  });

  it('variant: bids capped at 120 + the marriages in hand', () => {
    const s = run(start({ bidCap: 'capped_by_marriages' }), [{ seat: 1, action: bid(120) }]).state;
    expect(code(s, 2, bid(185))).toBe('bid_above_cap');
    expect(code(s, 2, bid(180))).toBe('accepted');
    expect(code(start({ bidCap: 'capped_by_marriages' }), 1, bid(125))).toBe('bid_above_cap');
  });

  it('a seat that cannot raise may only pass', () => {
    const s = run(start(), [{ seat: 1, action: bid(120) }]).state;
    const after = run(s, [{ seat: 2, action: pass }]).state;
    // Seat 0 (two marriages) may go on; seat 1 without a marriage at 120 would have only 'pass'.
    expect(legalActions(after, 0).map((a) => a.type)).toEqual(['bid', 'pass']);
    const t = run(start(), [
      { seat: 1, action: pass },
      { seat: 2, action: bid(130) },
    ]).state;
    expect(legalActions(t, 0)[0]).toMatchObject({ type: 'bid', min: 135 });
  });
});

describe('four nines', () => {
  it('a player dealt all four nines may demand a redeal before their first choice: same dealer, nothing scored', () => {
    const s = start({}, NINES);
    expect(legalActions(s, 1).map((a) => a.type)).toEqual(['bid', 'pass', 'redeal']);
    const r = run(s, [{ seat: 1, action: { type: 'redeal' } }]);
    expect(r.events.map((e) => e.type)).toEqual([
      'redeal_demanded',
      'deal_scored',
      'deal_revealed',
      'deal_started',
    ]);
    expect(r.state.deal).toMatchObject({ number: 2, dealer: 2, phase: 'bidding' });
    expect(r.state.table).toEqual([
      {
        deal: 1,
        dealer: 2,
        declarer: null,
        contract: null,
        result: 'redealt',
        entries: [0, 1, 2].map((seat) => ({
          seat,
          score: null,
          bolt: false,
          events: [],
          total: 0,
        })),
      },
    ]);
    expect(r.state.totals).toEqual([0, 0, 0]);
  });

  it('not after a bidding choice', () => {
    const s = run(start({}, NINES), [
      { seat: 1, action: bid(105) },
      { seat: 2, action: bid(110) },
      { seat: 0, action: bid(115) },
    ]).state;
    expect(code(s, 1, { type: 'redeal' })).toBe('redeal_not_allowed');
  });

  it('not without all four nines, and not when the variant is off', () => {
    expect(code(start(), 1, { type: 'redeal' })).toBe('redeal_not_allowed');
    expect(code(start({ fourNinesRedeal: false }, NINES), 1, { type: 'redeal' })).toBe(
      'redeal_not_allowed',
    );
  });
});

const giveAction = (a: Card, b: Card): Action => ({
  type: 'give',
  transfers: [
    { toSeat: 1, card: a },
    { toSeat: 2, card: b },
  ],
});

function declarerAt100(rules: Partial<Rules> = {}): GameState {
  return run(start(rules), [
    { seat: 1, action: pass },
    { seat: 2, action: pass },
  ]).state;
}

describe('talon, passing cards, contract', () => {
  it('the talon goes to the declarer and is shown to all', () => {
    const s = declarerAt100();
    expect(s.deal!.hands[0]).toHaveLength(10);
    expect(s.deal!.hands[0].slice(7)).toEqual(TALON);
    expect(legalActions(s, 0)).toEqual([
      { type: 'give', cards: s.deal!.hands[0], toSeats: [1, 2] },
      { type: 'surrender' },
    ]);
  });

  it('the declarer gives one card to each opponent: everyone holds 8', () => {
    const r = run(declarerAt100(), [{ seat: 0, action: giveAction('9C', 'JC') }]);
    expect(r.state.deal!.hands.map((h) => h.length)).toEqual([8, 8, 8]);
    expect(r.state.deal!.hands[1]).toContain('9C');
    expect(r.state.deal!.hands[2]).toContain('JC');
    expect(r.state.deal!.phase).toBe('contract');
  });

  it.each([
    [
      'two cards to one opponent',
      [
        { toSeat: 1, card: '9C' },
        { toSeat: 1, card: 'JC' },
      ],
    ],
    [
      'a card to oneself',
      [
        { toSeat: 0, card: '9C' },
        { toSeat: 1, card: 'JC' },
      ],
    ],
    ['only one card', [{ toSeat: 1, card: '9C' }]],
    [
      'three cards',
      [
        { toSeat: 1, card: '9C' },
        { toSeat: 2, card: 'JC' },
        { toSeat: 2, card: '10C' },
      ],
    ],
    [
      'the same card twice',
      [
        { toSeat: 1, card: '9C' },
        { toSeat: 2, card: '9C' },
      ],
    ],
    [
      'a seat that does not exist',
      [
        { toSeat: 1, card: '9C' },
        { toSeat: 7, card: 'JC' },
      ],
    ],
  ] as [string, { toSeat: Seat; card: Card }[]][])(
    'refuses %s as invalid_transfer',
    (_n, transfers) => {
      expect(code(declarerAt100(), 0, { type: 'give', transfers })).toBe('invalid_transfer');
    },
  );

  it('refuses giving a card the declarer does not hold', () => {
    expect(code(declarerAt100(), 0, giveAction('AH', 'JC'))).toBe('card_not_in_hand');
  });

  const afterGive = (rules: Partial<Rules> = {}, a: Card = '9C', b: Card = 'JC') =>
    run(declarerAt100(rules), [{ seat: 0, action: giveAction(a, b) }]).state;

  it('the contract is at least the bid, in steps of the bid step', () => {
    const s = afterGive();
    expect(code(s, 0, { type: 'contract', amount: 95 })).toBe('contract_too_low');
    expect(code(s, 0, { type: 'contract', amount: 107 })).toBe('contract_not_multiple_of_step');
    expect(legalActions(s, 0)).toEqual([
      { type: 'contract', min: 100, max: 400, step: 5 },
      { type: 'surrender' },
    ]);
    const r = run(s, [{ seat: 0, action: { type: 'contract', amount: 180 } }]);
    expect(r.state.deal).toMatchObject({ phase: 'playing', contract: 180, turn: 0 });
    expect(r.events).toEqual([{ type: 'contract_announced', seat: 0, amount: 180 }]);
  });

  it('raising the contract above 120 needs a marriage still in hand', () => {
    // Give away QH and QD: no marriage left.
    const s = afterGive({}, 'QH', 'QD');
    expect(code(s, 0, { type: 'contract', amount: 125 })).toBe('contract_above_120_needs_marriage');
    expect(code(s, 0, { type: 'contract', amount: 120 })).toBe('accepted');
  });

  it('variant: the contract is capped at 120 + the marriages in hand', () => {
    const s = afterGive({ bidCap: 'capped_by_marriages' });
    expect(code(s, 0, { type: 'contract', amount: 305 })).toBe('contract_above_cap');
    expect(code(s, 0, { type: 'contract', amount: 300 })).toBe('accepted');
  });
});

describe('surrender (расписать)', () => {
  it('straight after taking the talon, without giving cards: -100, +50, +50', () => {
    const r = run(declarerAt100(), [{ seat: 0, action: { type: 'surrender' } }]);
    expect(r.state.table[0]).toMatchObject({ result: 'surrendered', contract: 100 });
    expect(r.state.totals).toEqual([-100, 50, 50]);
    expect(r.state.deal!.number).toBe(2);
  });

  it('after announcing 140, before the first lead: -140, +70, +70', () => {
    const s = run(declarerAt100(), [
      { seat: 0, action: giveAction('9C', 'JC') },
      { seat: 0, action: { type: 'contract', amount: 140 } },
    ]).state;
    expect(legalActions(s, 0).map((a) => a.type)).toEqual(['play', 'surrender']);
    const r = run(s, [{ seat: 0, action: { type: 'surrender' } }]);
    expect(r.state.totals).toEqual([-140, 70, 70]);
  });

  it('at 125: -125, +65, +65', () => {
    const s = run(declarerAt100(), [
      { seat: 0, action: giveAction('9C', 'JC') },
      { seat: 0, action: { type: 'contract', amount: 125 } },
    ]).state;
    expect(run(s, [{ seat: 0, action: { type: 'surrender' } }]).state.totals).toEqual([
      -125, 65, 65,
    ]);
  });

  it('not once the first card is led', () => {
    const s = run(declarerAt100(), [
      { seat: 0, action: giveAction('9C', 'JC') },
      { seat: 0, action: { type: 'contract', amount: 100 } },
      { seat: 0, action: { type: 'play', card: 'AS' } },
      { seat: 1, action: { type: 'play', card: '9S' } },
      { seat: 2, action: { type: 'play', card: 'KS' } },
    ]).state;
    expect(code(s, 0, { type: 'surrender' })).toBe('surrender_too_late');
  });

  it("too late for the declarer as soon as it has led, though it is another seat's turn", () => {
    const s = run(declarerAt100(), [
      { seat: 0, action: giveAction('9C', 'JC') },
      { seat: 0, action: { type: 'contract', amount: 100 } },
      { seat: 0, action: { type: 'play', card: 'AS' } },
    ]).state;
    expect(code(s, 0, { type: 'surrender' })).toBe('surrender_too_late');
    expect(code(s, 2, { type: 'surrender' })).toBe('not_your_turn');
  });
});

describe('the 4-player variant', () => {
  const four = () =>
    scenario({ rules: { players: 4 }, dealer: 3, hands: HANDS, talon: TALON }).state;

  it('the dealer sits out: no cards, no turn; the three others bid and play to the left', () => {
    const s = four();
    expect(s.deal).toMatchObject({ dealer: 3, sittingOut: 3, turn: 1 });
    expect(s.deal!.hands.map((h) => h.length)).toEqual([7, 7, 7, 0]);
    expect(code(s, 3, pass)).toBe('seat_sits_out');
    expect(legalActions(s, 3)).toEqual([]);
  });

  it('the deal passes left, so the next dealer (seat 0) sits out next', () => {
    const r = run(four(), [
      { seat: 1, action: pass },
      { seat: 2, action: pass },
      { seat: 0, action: { type: 'surrender' } },
    ]);
    expect(r.state.table[0].entries.map((e) => e.score)).toEqual([-100, 50, 50, null]);
    expect(r.state.deal).toMatchObject({ dealer: 0, sittingOut: 0, turn: 2 });
    expect(r.state.deal!.bids).toEqual([{ seat: 1, amount: 100 }]);
    expect(r.state.deal!.active).toEqual([1, 2, 3]);
  });
});
