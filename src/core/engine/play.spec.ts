import { describe, expect, it } from '@jest/globals';
import type { Card, Seat, Suit } from './cards.js';
import { apply, type Action } from './apply.js';
import type { GameEvent } from './events.js';
import { legalActions } from './legal.js';
import { playableCards } from './follow.js';
import { DEFAULT_RULES, type Rules } from './rules.js';
import type { GameState } from './state.js';
import { run, scenario } from './testing.js';

// The story deal. Dealer 2, so seat 0 opens with the compulsory 100 and, both others passing,
// plays at 100, takes the talon (10C JC 9C) and gives 9C to seat 1 and JC to seat 2.
const HANDS: Card[][] = [
  ['KH', 'QH', 'KD', 'QD', 'AS', '10S', 'AC'],
  ['AH', '10H', '9H', 'JH', '9S', 'JS', 'QS'],
  ['AD', '10D', '9D', 'JD', 'KS', 'KC', 'QC'],
];
const TALON: Card[] = ['10C', 'JC', '9C'];

function toPlay(rules: Partial<Rules> = {}): GameState {
  return run(scenario({ rules, hands: HANDS, talon: TALON }).state, [
    { seat: 1, action: { type: 'pass' } },
    { seat: 2, action: { type: 'pass' } },
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
}

const play = (card: Card, declareMarriage?: boolean): Action =>
  declareMarriage ? { type: 'play', card, declareMarriage } : { type: 'play', card };

function refusal(state: GameState, seat: Seat, action: Action): string {
  const r = apply(state, seat, action);
  return r.ok ? 'accepted' : r.error.code;
}

describe('the story deal: marriages, trump changes, following', () => {
  let state = toPlay();
  const events: GameEvent[] = [];
  const step = (seat: Seat, action: Action) => {
    const r = run(state, [{ seat, action }]);
    state = r.state;
    events.push(...r.events);
  };

  it('refuses a marriage on the first trick, even from the declarer', () => {
    expect(refusal(state, 0, play('QH', true))).toBe('marriage_not_allowed_on_first_trick');
    expect(legalActions(state, 0)).toContainEqual({
      type: 'play',
      cards: state.deal!.hands[0],
      marriageCards: [],
    });
    step(0, play('AS'));
  });

  it('makes the second player follow suit, and refuses a marriage from them', () => {
    expect(refusal(state, 1, play('AH'))).toBe('must_follow_suit');
    expect(refusal(state, 1, play('QS', true))).toBe('marriage_only_when_leading');
    step(1, play('9S'));
  });

  it('refuses a marriage from the third player too', () => {
    expect(refusal(state, 2, play('QC', true))).toBe('marriage_only_when_leading');
    step(2, play('KS'));
    expect(state.deal!.lastTrick).toEqual({
      leader: 0,
      winner: 0,
      cards: [
        { seat: 0, card: 'AS' },
        { seat: 1, card: '9S' },
        { seat: 2, card: 'KS' },
      ],
    });
    expect(state.deal!.points[0]).toBe(15);
  });

  it('lets a void player with no trump play anything (no trump yet)', () => {
    expect(refusal(state, 0, play('10S', true))).toBe('not_a_marriage_card');
    step(0, play('10S'));
    step(1, play('JS'));
    expect(legalActions(state, 2)[0]).toMatchObject({ cards: state.deal!.hands[2] });
    step(2, play('9D'));
  });

  it('first change of trump: leading KD holding QD declares 80, diamonds are trump', () => {
    expect(legalActions(state, 0)[0]).toMatchObject({ marriageCards: ['KH', 'QH', 'KD', 'QD'] });
    step(0, play('KD', true));
    expect(state.deal!.trump).toBe('D');
    expect(events.slice(-3).map((e) => e.type)).toEqual([
      'marriage_declared',
      'trump_changed',
      'card_played',
    ]);
    step(1, play('9H')); // void in diamonds and holds no diamond trump: anything goes
    expect(refusal(state, 2, play('KC'))).toBe('must_follow_suit');
    step(2, play('AD'));
    expect(state.deal!.lastTrick!.winner).toBe(2);
  });

  it('second change: an opponent leads KC holding QC, clubs replace diamonds', () => {
    step(2, play('KC', true));
    expect(state.deal!.trump).toBe('C');
    step(0, play('AC'));
    step(1, play('9C'));
    expect(state.deal!.lastTrick!.winner).toBe(0);
  });

  it('third change: QH declares 100; hearts are trump', () => {
    step(0, play('QH', true));
    expect(state.deal!.trump).toBe('H');
    step(1, play('AH'));
    step(2, play('JC'));
    expect(state.deal!.lastTrick!.winner).toBe(1);
    const changes = events.filter((e) => e.type === 'trump_changed');
    expect(changes).toEqual([
      { type: 'trump_changed', from: null, to: 'D' },
      { type: 'trump_changed', from: 'D', to: 'C' },
      { type: 'trump_changed', from: 'C', to: 'H' },
    ]);
  });

  it('a void player holding a trump must play one', () => {
    step(1, play('QS'));
    step(2, play('QC'));
    expect(refusal(state, 0, play('10C'))).toBe('must_play_trump');
    expect(legalActions(state, 0)[0]).toMatchObject({ cards: ['KH'] });
    step(0, play('KH'));
    expect(state.deal!.lastTrick!.winner).toBe(0);
  });

  it('a marriage needs its partner still in hand', () => {
    expect(refusal(state, 0, play('QD', true))).toBe('no_marriage_partner');
    step(0, play('QD'));
    step(1, play('JH'));
    step(2, play('10D'));
    expect(state.deal!.lastTrick!.winner).toBe(1);
  });

  it('scores the deal: 52 + 180 made 100; opponents 53 -> 55 and 15 + 60 = 75', () => {
    step(1, play('10H'));
    step(2, play('JD'));
    step(0, play('10C'));
    const scored = events.find((e) => e.type === 'deal_scored');
    expect(scored && scored.type === 'deal_scored' && scored.row).toMatchObject({
      deal: 1,
      declarer: 0,
      contract: 100,
      result: 'made',
      entries: [
        { seat: 0, score: 100, total: 100 },
        { seat: 1, score: 55, total: 55 },
        { seat: 2, score: 75, total: 75 },
      ],
    });
    const wins = events.filter((e) => e.type === 'trick_won');
    expect(wins.reduce((s, e) => s + (e.type === 'trick_won' ? e.points : 0), 0)).toBe(120);
    // The next deal is dealt at once by the next dealer (seat 0); seat 1 opens.
    expect(state.deal).toMatchObject({ number: 2, dealer: 0, phase: 'bidding', turn: 2 });
    expect(state.deal!.bids).toEqual([{ seat: 1, amount: 100 }]);
    expect(events.slice(-3).map((e) => e.type)).toEqual([
      'deal_scored',
      'deal_revealed',
      'deal_started',
    ]);
  });
});

describe('following rules, card by card', () => {
  const T = (cards: Card[]) => cards.map((card, i) => ({ seat: i, card }));
  const cases: [string, Rules['followRule'], Card[], Card[], Suit | null, Card[]][] = [
    ['must follow suit', 'follow_then_trump', ['9S', 'AS', 'KH'], ['10S'], null, ['9S', 'AS']],
    ['no duty to beat by default', 'follow_then_trump', ['9S', 'AS'], ['10S'], 'H', ['9S', 'AS']],
    ['void: must trump', 'follow_then_trump', ['9H', 'AD', 'KC'], ['10S'], 'H', ['9H']],
    ['void, no trump: anything', 'follow_then_trump', ['AD', 'KC'], ['10S'], 'H', ['AD', 'KC']],
    [
      'void, no trump declared: anything',
      'follow_then_trump',
      ['9H', 'KC'],
      ['10S'],
      null,
      ['9H', 'KC'],
    ],
    ['must beat the led card when able', 'must_beat', ['9S', 'AS', 'KH'], ['10S'], null, ['AS']],
    [
      'must beat: the highest of the led suit so far',
      'must_beat',
      ['KS', 'AS'],
      ['QS', '10S'],
      null,
      ['AS'],
    ],
    [
      'must beat: cannot, so any of the suit',
      'must_beat',
      ['9S', 'JS', 'KH'],
      ['10S'],
      null,
      ['9S', 'JS'],
    ],
    [
      'must beat does not force an overtrump',
      'must_beat',
      ['9H', 'AH'],
      ['10S', 'KH'],
      'H',
      ['9H', 'AH'],
    ],
    ['must overtrump when able', 'must_overtrump', ['9H', 'AH', 'KC'], ['10S', 'KH'], 'H', ['AH']],
    [
      'overtrump impossible: any trump',
      'must_overtrump',
      ['9H', 'JH', 'KC'],
      ['10S', 'KH'],
      'H',
      ['9H', 'JH'],
    ],
    [
      'must overtrump still follows suit first',
      'must_overtrump',
      ['9S', 'AH'],
      ['10S', 'KH'],
      'H',
      ['9S'],
    ],
  ];
  it.each(cases)('%s', (_name, followRule, hand, trick, trump, legal) => {
    const rules = { ...DEFAULT_RULES, followRule };
    expect(playableCards(rules, hand, T(trick), trump)).toEqual(legal);
  });
});

/** A state in mid-play built from a real one: seat 1 to play to `trick` under `trump`. */
function midTrick(opts: {
  rules?: Partial<Rules>;
  hand: Card[];
  trick: Card[];
  trump: Suit | null;
}): GameState {
  const base = toPlay(opts.rules);
  const deal = { ...base.deal! };
  deal.hands = deal.hands.slice();
  deal.hands[1] = opts.hand;
  deal.trick = { leader: 0, cards: opts.trick.map((card, i) => ({ seat: i === 0 ? 0 : 2, card })) };
  deal.trump = opts.trump;
  deal.tricksPlayed = 3;
  deal.turn = 1;
  return { ...base, deal };
}

describe('follow-rule refusals through apply', () => {
  it('must_beat', () => {
    const s = midTrick({
      rules: { followRule: 'must_beat' },
      hand: ['9S', 'AS'],
      trick: ['10S'],
      trump: null,
    });
    expect(refusal(s, 1, play('9S'))).toBe('must_beat');
    expect(refusal(s, 1, play('AS'))).toBe('accepted');
  });

  it('must_overtrump', () => {
    const s = midTrick({
      rules: { followRule: 'must_overtrump' },
      hand: ['9H', 'AH', 'KC'],
      trick: ['10S', 'KH'],
      trump: 'H',
    });
    expect(refusal(s, 1, play('9H'))).toBe('must_overtrump');
    expect(refusal(s, 1, play('KC'))).toBe('must_play_trump');
    expect(refusal(s, 1, play('AH'))).toBe('accepted');
  });

  it('the default rule accepts a lower trump after a higher one', () => {
    const s = midTrick({ hand: ['9H', 'AH', 'KC'], trick: ['10S', 'KH'], trump: 'H' });
    expect(refusal(s, 1, play('9H'))).toBe('accepted');
  });
});

describe('who takes the trick (through apply)', () => {
  it('the highest trump wins; a higher card of the led suit does not', () => {
    const s = midTrick({ hand: ['9H'], trick: ['AS', '10S'], trump: 'H' });
    s.deal!.hands[1] = ['9H'];
    const r = apply(s, 1, play('9H'));
    expect(r.ok && r.state.deal!.lastTrick!.winner).toBe(1);
  });

  it('without trumps the highest card of the led suit wins, an off-suit ace does not', () => {
    const s = midTrick({ hand: ['AD'], trick: ['JS', 'QS'], trump: 'H' });
    const r = apply(s, 1, play('AD'));
    expect(r.ok && r.state.deal!.lastTrick!.winner).toBe(2);
  });
});

describe('the ace marriage (variant)', () => {
  const leadWithAces = (aceMarriage: boolean) => {
    const base = toPlay({ aceMarriage });
    const deal = { ...base.deal! };
    deal.hands = deal.hands.slice();
    deal.hands[0] = ['AS', 'AC', 'AD', 'AH', '9S'];
    deal.tricksPlayed = 3;
    deal.trump = 'C';
    return { ...base, deal };
  };

  it('four aces led with a declaration are worth 200 and leave trump alone', () => {
    const s = leadWithAces(true);
    expect(legalActions(s, 0)[0]).toMatchObject({ marriageCards: ['AS', 'AC', 'AD', 'AH'] });
    const r = apply(s, 0, play('AD', true));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.deal!.marriages).toEqual([{ seat: 0, suit: null, value: 200 }]);
    expect(r.state.deal!.trump).toBe('C');
    expect(r.events.map((e) => e.type)).toEqual(['marriage_declared', 'card_played']);
  });

  it('is refused when the variant is off', () => {
    expect(refusal(leadWithAces(false), 0, play('AD', true))).toBe('not_a_marriage_card');
  });

  it('needs all four aces', () => {
    const s = leadWithAces(true);
    s.deal!.hands[0] = ['AS', 'AC', 'AD', '9S'];
    expect(refusal(s, 0, play('AS', true))).toBe('no_marriage_partner');
  });
});
