import { describe, expect, it } from '@jest/globals';
import type { Card, Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import { newGame, replay, scoreTable } from './game.js';
import { currentTurn, legalActions } from './legal.js';
import { DEFAULT_RULES } from './rules.js';
import type { GameState } from './state.js';
import { playOutDeal, run, scenario, stackDeck, type Step } from './testing.js';

const HANDS: Card[][] = [
  ['KH', 'QH', 'KD', 'QD', 'AS', '10S', 'AC'],
  ['AH', '10H', '9H', 'JH', '9S', 'JS', 'QS'],
  ['AD', '10D', '9D', 'JD', 'KS', 'KC', 'QC'],
];
const TALON: Card[] = ['10C', 'JC', '9C'];

const p = (seat: Seat, card: Card, declareMarriage = false): Step => ({
  seat,
  action: declareMarriage ? { type: 'play', card, declareMarriage } : { type: 'play', card },
});

/** The story deal of play.spec: seat 0 takes 52 card points and declares 80 + 100. */
function storyDeal(contract: number): Step[] {
  return [
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
    { seat: 0, action: { type: 'contract', amount: contract } },
    p(0, 'AS'),
    p(1, '9S'),
    p(2, 'KS'),
    p(0, '10S'),
    p(1, 'JS'),
    p(2, '9D'),
    p(0, 'KD', true),
    p(1, '9H'),
    p(2, 'AD'),
    p(2, 'KC', true),
    p(0, 'AC'),
    p(1, '9C'),
    p(0, 'QH', true),
    p(1, 'AH'),
    p(2, 'JC'),
    p(1, 'QS'),
    p(2, 'QC'),
    p(0, 'KH'),
    p(0, 'QD'),
    p(1, 'JH'),
    p(2, '10D'),
    p(1, '10H'),
    p(2, 'JD'),
    p(0, '10C'),
  ];
}

/** A game at the story deal, with the standing replaced (scenario set-up). */
function withStanding(
  totals: number[],
  barrel: GameState['barrel'] = [null, null, null],
): GameState {
  const s = scenario({ hands: HANDS, talon: TALON }).state;
  return { ...s, totals, barrel };
}

describe('starting a game', () => {
  it('draws the first dealer from the seed and deals deal 1 with its commitment', () => {
    const { state, events } = newGame({ rules: DEFAULT_RULES, seed: 'start' });
    expect(events.map((e) => e.type)).toEqual(['game_started', 'deal_started']);
    const started = events[1];
    expect(started.type === 'deal_started' && started).toMatchObject({
      deal: 1,
      dealer: state.deal!.dealer,
      commitment: state.deal!.commitment,
      openingBid: { seat: (state.deal!.dealer + 1) % 3, amount: 100 },
    });
    expect(state.status).toBe('playing');
    expect(currentTurn(state)).toBe((state.deal!.dealer + 2) % 3);
  });

  it('is plain JSON', () => {
    const { state } = newGame({ rules: DEFAULT_RULES, seed: 'json' });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('uses stacked decks in order, then the PRNG (which stacking does not disturb)', () => {
    const deck = stackDeck(HANDS, TALON);
    const stacked = newGame({ rules: DEFAULT_RULES, seed: 'stack', decks: [deck] }).state;
    const plain = newGame({ rules: DEFAULT_RULES, seed: 'stack' }).state;
    expect(stacked.deal!.deck).toEqual(deck);
    const finish = (s: GameState) =>
      run(s, [
        { seat: (s.deal!.dealer + 2) % 3, action: { type: 'pass' } },
        { seat: s.deal!.dealer, action: { type: 'pass' } },
        { seat: (s.deal!.dealer + 1) % 3, action: { type: 'surrender' } },
      ]).state;
    expect(finish(stacked).deal!.deck).toEqual(finish(plain).deal!.deck);
  });

  it('refuses a stacked deck that is not the 24 cards', () => {
    expect(() =>
      newGame({ rules: DEFAULT_RULES, seed: 'x', decks: [['AS', 'AS'] as Card[]] }),
    ).toThrow();
  });
});

describe('the deal passes to the left', () => {
  it('dealer 2 -> 0 -> 1 -> 2, the opener always left of the dealer', () => {
    let s = scenario({ hands: HANDS, talon: TALON }).state;
    const dealers: number[] = [];
    for (let i = 0; i < 4; i++) {
      dealers.push(s.deal!.dealer);
      expect(s.deal!.bids[0]).toEqual({ seat: (s.deal!.dealer + 1) % 3, amount: 100 });
      const opener = (s.deal!.dealer + 1) % 3;
      s = run(s, [
        { seat: (opener + 1) % 3, action: { type: 'pass' } },
        { seat: (opener + 2) % 3, action: { type: 'pass' } },
        { seat: opener, action: { type: 'surrender' } },
      ]).state;
    }
    expect(dealers).toEqual([2, 0, 1, 2]);
  });
});

describe('the barrel and the end of the game, through apply', () => {
  it('a made contract taking the declarer to 900 puts them on the barrel at 880', () => {
    const { state } = run(withStanding([800, 0, 0]), storyDeal(100));
    expect(state.totals[0]).toBe(880);
    expect(state.barrel[0]).toEqual({ dealsLeft: 3 });
    expect(state.table[0].entries[0].events).toEqual([
      { type: 'barrel_on', points: -20, dealsLeft: 3 },
    ]);
  });

  it('the end of the game: a won contract from the barrel reaching 1000 wins', () => {
    const { state, events } = run(
      withStanding([880, 300, 200], [{ dealsLeft: 1 }, null, null]),
      storyDeal(120),
    );
    expect(state.status).toBe('finished');
    expect(state.winner).toBe(0);
    expect(state.totals).toEqual([1000, 355, 275]);
    expect(state.deal).toBeNull();
    expect(events.slice(-3).map((e) => e.type)).toEqual([
      'deal_scored',
      'deal_revealed',
      'game_over',
    ]);
    // The master secret of the cut is revealed with the end (docs/rules.md, "Fairness").
    expect(events[events.length - 1]).toEqual({
      type: 'game_over',
      winner: 0,
      totals: [1000, 355, 275],
      serverMaster: state.fairness!.master,
    });
    expect(scoreTable(state)).toMatchObject({ totals: [1000, 355, 275], winner: 0 });
    expect(scoreTable(state).rows[0].entries[0].events).toEqual([{ type: 'win' }]);
    // Nothing more can happen.
    expect(currentTurn(state)).toBeNull();
    expect(legalActions(state, 0)).toEqual([]);
    const r = apply(state, 0, { type: 'pass' });
    expect(r.ok ? 'accepted' : r.error.code).toBe('game_over');
  });

  it('an opponent on the barrel scores nothing and counts down', () => {
    const { state } = run(
      withStanding([0, 880, 0], [null, { dealsLeft: 3 }, null]),
      storyDeal(100),
    );
    expect(state.table[0].entries[1]).toMatchObject({ score: null, total: 880 });
    expect(state.barrel[1]).toEqual({ dealsLeft: 2 });
  });

  it('falls off after the third deal: 880 -> 760', () => {
    const { state } = run(
      withStanding([0, 880, 0], [null, { dealsLeft: 1 }, null]),
      storyDeal(100),
    );
    expect(state.totals[1]).toBe(760);
    expect(state.barrel[1]).toBeNull();
  });

  it('collision through apply: seat 0 gets on and pushes seat 2 off', () => {
    const { state } = run(
      withStanding([800, 0, 880], [null, null, { dealsLeft: 2 }]),
      storyDeal(100),
    );
    expect(state.totals).toEqual([880, 55, 760]);
  });

  it('the dump truck through apply: 455 + 100 = 555 -> 0', () => {
    const { state } = run(withStanding([455, 0, 0]), storyDeal(100));
    expect(state.totals[0]).toBe(0);
  });
});

describe('bolts through play', () => {
  // First legal card every time: seat 0 fails (52 card points), seat 2 takes no trick.
  const playDeal = (bolts: number[]) => {
    const s = { ...withStanding([0, 0, 300]), bolts };
    return playOutDeal(run(s, storyDeal(100).slice(0, 4)).state).state;
  };

  it('an opponent who takes no trick gets a bolt instead of a score', () => {
    const state = playDeal([0, 0, 0]);
    expect(state.table[0].entries[2]).toEqual({
      seat: 2,
      score: null,
      bolt: true,
      events: [{ type: 'bolt', count: 1 }],
      total: 300,
    });
    expect(state.bolts).toEqual([0, 0, 1]);
  });

  it('the third bolt costs 120 and strikes the bolts out', () => {
    const state = playDeal([0, 0, 2]);
    expect(state.totals[2]).toBe(180);
    expect(state.bolts[2]).toBe(0);
    expect(state.table[0].entries[2].events).toEqual([
      { type: 'bolt', count: 3 },
      { type: 'third_bolt', points: -120 },
    ]);
  });
});

describe('replay', () => {
  it('rebuilds the state from the log', () => {
    const opts = {
      rules: DEFAULT_RULES,
      seed: 'replay',
      decks: [stackDeck(HANDS, TALON)],
      firstDealer: 2,
    };
    const log = storyDeal(100);
    const direct = run(newGame(opts).state, log).state;
    expect(replay(opts, log)).toEqual(direct);
  });

  it('throws on a corrupt log', () => {
    const log: { seat: Seat; action: Action }[] = [
      { seat: 0, action: { type: 'bid', amount: 105 } },
    ];
    expect(() => replay({ rules: DEFAULT_RULES, seed: 'r', firstDealer: 2 }, log)).toThrow(
      /refused: not_your_turn/,
    );
  });
});
