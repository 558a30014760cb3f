// One named scenario per refusal code, and a check that the table covers every code.

import { describe, expect, it } from '@jest/globals';
import type { Card, Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import { REFUSAL_CODES, refusalKind, type RefusalCode } from './errors.js';
import type { Rules } from './rules.js';
import type { GameState } from './state.js';
import { run, scenario } from './testing.js';

const HANDS: Card[][] = [
  ['KH', 'QH', 'KD', 'QD', 'AS', '10S', 'AC'],
  ['AH', '10H', '9H', 'JH', '9S', 'JS', 'QS'],
  ['AD', '10D', '9D', 'JD', 'KS', 'KC', 'QC'],
];
const TALON: Card[] = ['10C', 'JC', '9C'];
const start = (rules: Partial<Rules> = {}) => scenario({ rules, hands: HANDS, talon: TALON }).state;
const pass: Action = { type: 'pass' };
const cut: Action = { type: 'cut', seed: 'my-cut' };
const give: Action = {
  type: 'give',
  transfers: [
    { toSeat: 1, card: '9C' },
    { toSeat: 2, card: 'JC' },
  ],
};
const talon = (r: Partial<Rules> = {}) =>
  run(start(r), [
    { seat: 1, action: pass },
    { seat: 2, action: pass },
  ]).state;
const contract = (r: Partial<Rules> = {}) => run(talon(r), [{ seat: 0, action: give }]).state;
const playing = (r: Partial<Rules> = {}) =>
  run(contract(r), [{ seat: 0, action: { type: 'contract', amount: 100 } }]).state;
const afterFirstTrick = (r: Partial<Rules> = {}) =>
  run(playing(r), [
    { seat: 0, action: { type: 'play', card: 'AS' } },
    { seat: 1, action: { type: 'play', card: '9S' } },
    { seat: 2, action: { type: 'play', card: 'KS' } },
  ]).state;
const play = (card: Card, declareMarriage?: boolean): Action =>
  declareMarriage === undefined ? { type: 'play', card } : { type: 'play', card, declareMarriage };

function finished(): GameState {
  const s = playing();
  return { ...s, status: 'finished', winner: 0, deal: null };
}

/** Seat 0 declares diamonds (KD), seat 2 takes it with AD, then loses a club trick back to seat 0. */
const diamondsTrump = () =>
  run(afterFirstTrick(), [
    { seat: 0, action: play('KD', true) },
    { seat: 1, action: play('9H') },
    { seat: 2, action: play('AD') },
    { seat: 2, action: play('KC') },
    { seat: 0, action: play('AC') },
    { seat: 1, action: play('9C') },
  ]).state;

/** Built by hand: 10S led, KH trumped in, seat 2 (void in spades) holds 9H and AH. */
function overtrumpSpot(): GameState {
  const base = playing({ followRule: 'must_overtrump' });
  const deal = { ...base.deal! };
  deal.hands = deal.hands.slice();
  deal.hands[2] = ['9H', 'AH', 'KC'];
  deal.trick = {
    leader: 0,
    cards: [
      { seat: 0, card: '10S' },
      { seat: 1, card: 'KH' },
    ],
  };
  deal.trump = 'H';
  deal.tricksPlayed = 2;
  deal.turn = 2;
  return { ...base, deal };
}

type Case = [RefusalCode, () => GameState, Seat, unknown];
const CASES: Case[] = [
  ['game_over', finished, 0, pass],
  ['not_your_turn', start, 2, pass],
  ['wrong_phase', start, 1, play('AH')],
  [
    'seat_sits_out',
    () => scenario({ rules: { players: 4 }, dealer: 3, hands: HANDS }).state,
    3,
    pass,
  ],
  // Deal 1's dealer is seat 2: only they cut for deal 2, once.
  ['not_the_cutter', start, 1, { type: 'cut', seed: 'abc' }],
  ['already_cut', () => run(start(), [{ seat: 2, action: cut }]).state, 2, cut],
  ['invalid_action', start, 1, { type: 'bid', amount: 'lots' }],
  ['invalid_seat', start, 5, pass],
  ['bid_too_low', start, 1, { type: 'bid', amount: 100 }],
  ['bid_not_multiple_of_step', start, 1, { type: 'bid', amount: 101 }],
  ['bid_above_120_needs_marriage', start, 1, { type: 'bid', amount: 125 }],
  [
    'bid_above_cap',
    () => start({ bidCap: 'capped_by_marriages' }),
    1,
    { type: 'bid', amount: 125 },
  ],
  ['redeal_not_allowed', start, 1, { type: 'redeal' }],
  ['invalid_transfer', talon, 0, { type: 'give', transfers: [{ toSeat: 1, card: '9C' }] }],
  ['card_not_in_hand', playing, 0, play('AH')],
  ['contract_too_low', contract, 0, { type: 'contract', amount: 95 }],
  ['contract_not_multiple_of_step', contract, 0, { type: 'contract', amount: 102 }],
  [
    'contract_above_120_needs_marriage',
    () =>
      run(talon(), [
        {
          seat: 0,
          action: {
            type: 'give',
            transfers: [
              { toSeat: 1, card: 'QH' },
              { toSeat: 2, card: 'QD' },
            ],
          },
        },
      ]).state,
    0,
    { type: 'contract', amount: 125 },
  ],
  [
    'contract_above_cap',
    () => contract({ bidCap: 'capped_by_marriages' }),
    0,
    { type: 'contract', amount: 305 },
  ],
  ['surrender_too_late', afterFirstTrick, 0, { type: 'surrender' }],
  [
    'must_follow_suit',
    () => run(playing(), [{ seat: 0, action: play('AS') }]).state,
    1,
    play('AH'),
  ],
  [
    'must_play_trump',
    () =>
      run(diamondsTrump(), [
        { seat: 0, action: play('10S') },
        { seat: 1, action: play('JS') },
      ]).state,
    2,
    play('QC'),
  ],
  [
    'must_beat',
    () => run(playing({ followRule: 'must_beat' }), [{ seat: 0, action: play('KH') }]).state,
    1,
    play('9H'),
  ],
  ['must_overtrump', overtrumpSpot, 2, play('9H')],
  ['marriage_not_allowed_on_first_trick', playing, 0, play('KH', true)],
  [
    'marriage_only_when_leading',
    () => run(playing(), [{ seat: 0, action: play('AS') }]).state,
    1,
    play('QS', true),
  ],
  ['no_marriage_partner', diamondsTrump, 0, play('QD', true)],
  ['not_a_marriage_card', afterFirstTrick, 0, play('10S', true)],
];

describe('every refusal code has a scenario', () => {
  it.each(CASES)('%s', (expected, build, seat, action) => {
    const state = build();
    const snapshot = JSON.stringify(state);
    const r = apply(state, seat, action as Action);
    expect(r.ok ? 'accepted' : r.error.code).toBe(expected);
    if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  it('the table covers every code in REFUSAL_CODES', () => {
    expect(new Set(CASES.map((c) => c[0]))).toEqual(new Set(REFUSAL_CODES));
  });
});

describe('refusal kinds', () => {
  it.each([
    ['game_over', 'turn'],
    ['not_your_turn', 'turn'],
    ['wrong_phase', 'turn'],
    ['seat_sits_out', 'turn'],
    ['invalid_action', 'input'],
    ['invalid_seat', 'input'],
    ['must_follow_suit', 'rules'],
    ['bid_too_low', 'rules'],
    ['card_not_in_hand', 'rules'],
  ] as [RefusalCode, string][])('%s is a %s refusal', (code, kind) => {
    expect(refusalKind(code)).toBe(kind);
  });
});

describe('malformed actions never throw', () => {
  it.each([
    null,
    undefined,
    42,
    'pass',
    [],
    {},
    { type: 'fold' },
    { type: 'bid' },
    { type: 'bid', amount: 105.5 },
    { type: 'bid', amount: Infinity },
    { type: 'play', card: '11H' },
    { type: 'play', card: 'AH', declareMarriage: 'yes' },
    { type: 'give', transfers: 'all' },
    { type: 'give', transfers: [{ toSeat: '1', card: '9C' }] },
    { type: 'give', transfers: [null] },
  ])('%p -> invalid_action', (action) => {
    const r = apply(start(), 1, action as Action);
    expect(r.ok ? 'accepted' : r.error.code).toBe('invalid_action');
  });

  it.each([-1, 3, 1.5, NaN])('seat %p -> invalid_seat', (seat) => {
    const r = apply(start(), seat, pass);
    expect(r.ok ? 'accepted' : r.error.code).toBe('invalid_seat');
  });
});
