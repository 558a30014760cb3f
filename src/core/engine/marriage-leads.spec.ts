import { describe, expect, it } from '@jest/globals';
import type { Card, Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import { legalActions } from './legal.js';
import type { Rules } from './rules.js';
import type { GameState } from './state.js';
import { run, scenario, type Step } from './testing.js';

// docs/rules.md#marriages. Dealer 2: seat 0 opens, both others pass, seat 0 plays at 100.
const play = (card: Card, declareMarriage?: boolean): Action =>
  declareMarriage ? { type: 'play', card, declareMarriage } : { type: 'play', card };
const first = (state: GameState, seat: Seat): Step => {
  const legal = legalActions(state, seat).find((a) => a.type === 'play');
  if (!legal || legal.type !== 'play') throw new Error(`seat ${seat} cannot play`);
  return { seat, action: play(legal.cards[0]) };
};
/** Seat 0 leads `card`; seats 1 and 2 answer with their first legal card. */
function trick(state: GameState, card: Card, declare?: boolean): GameState {
  let s = run(state, [{ seat: 0, action: play(card, declare) }]).state;
  s = run(s, [first(s, 1)]).state;
  return run(s, [first(s, 2)]).state;
}

function toPlay(hands: Card[][], give: [Card, Card], rules: Partial<Rules> = {}): GameState {
  return run(scenario({ rules, hands, talon: ['10C', 'JC', '9C'] }).state, [
    { seat: 1, action: { type: 'pass' } },
    { seat: 2, action: { type: 'pass' } },
    {
      seat: 0,
      action: {
        type: 'give',
        transfers: [
          { toSeat: 1, card: give[0] },
          { toSeat: 2, card: give[1] },
        ],
      },
    },
    { seat: 0, action: { type: 'contract', amount: 100 } },
  ]).state;
}

// Followers answer with the first legal card in hand order, so seat 0 takes the first two tricks.
const HANDS: Card[][] = [
  ['KH', 'QH', 'KD', 'QD', 'AS', '10S', 'AC'],
  ['AH', '10H', '9H', 'JH', '9S', 'JS', 'QS'],
  ['9D', 'JD', 'AD', '10D', 'KS', 'KC', 'QC'],
];

describe('leading a marriage card without declaring it', () => {
  it('declares nothing and leaves no trump when none was named', () => {
    const afterFirst = trick(toPlay(HANDS, ['9C', 'JC']), 'AS');
    const r = apply(afterFirst, 0, play('KH'));
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['card_played']);
    expect(r.ok && r.state.deal).toMatchObject({ trump: null, marriages: [] });
  });

  it('leaves the trump of an earlier declaration unchanged', () => {
    let s = trick(toPlay(HANDS, ['9C', 'JC']), 'AS');
    s = trick(s, 'QD', true);
    expect(s.deal).toMatchObject({ trump: 'D', trick: { leader: 0, cards: [] } });
    const r = apply(s, 0, play('KH'));
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['card_played']);
    expect(r.ok && r.state.deal!.trump).toBe('D');
    expect(r.ok && r.state.deal!.marriages).toEqual([{ seat: 0, suit: 'D', value: 80 }]);
  });
});

describe('the ace marriage (variant)', () => {
  const ACES: Card[][] = [
    ['AS', 'AC', 'AD', 'AH', 'KH', 'QH', '9S'],
    ['9H', 'JH', '10H', 'JS', 'QS', 'KS', '10S'],
  ];
  const state = () => toPlay(ACES, ['9C', 'JC'], { aceMarriage: true });

  it('is refused on the first trick, and not offered there', () => {
    const s = state();
    expect(legalActions(s, 0)).toContainEqual(expect.objectContaining({ marriageCards: [] }));
    const r = apply(s, 0, play('AS', true));
    expect(!r.ok && r.error.code).toBe('marriage_not_allowed_on_first_trick');
  });

  it('is declared from the second trick on: 200, trump unchanged', () => {
    const s = trick(state(), 'KH');
    const r = apply(s, 0, play('AD', true));
    expect(r.ok && r.state.deal).toMatchObject({
      trump: null,
      marriages: [{ seat: 0, suit: null, value: 200 }],
    });
  });
});
