import { describe, expect, it } from '@jest/globals';
import type { Card } from './cards.js';
import { redactEvent, type GameEvent } from './events.js';
import { DEFAULT_RULES } from './rules.js';
import { run, scenario } from './testing.js';
import { viewFor } from './views.js';

const HANDS: Card[][] = [
  ['KH', 'QH', 'KD', 'QD', 'AS', '10S', 'AC'],
  ['AH', '10H', '9H', 'JH', '9S', 'JS', 'QS'],
  ['AD', '10D', '9D', 'JD', 'KS', 'KC', 'QC'],
];
const TALON: Card[] = ['10C', 'JC', '9C'];
const game = () => scenario({ hands: HANDS, talon: TALON });

const afterGive = () =>
  run(game().state, [
    { seat: 1, action: { type: 'pass' } },
    { seat: 2, action: { type: 'pass' } },
    {
      seat: 0,
      action: {
        type: 'give',
        transfers: [
          { toSeat: 1, card: 'AC' },
          { toSeat: 2, card: '10S' },
        ],
      },
    },
  ]);

describe('viewFor', () => {
  it('shows a seat its own hand, the others only as counts, and no talon before it is turned up', () => {
    const { state } = game();
    const v = viewFor(state, 1);
    expect(v).toMatchObject({
      status: 'playing',
      players: 3,
      you: 1,
      winner: null,
      rules: DEFAULT_RULES,
    });
    expect(v.deal).toMatchObject({
      number: 1,
      dealer: 2,
      sittingOut: null,
      phase: 'bidding',
      turn: 1,
      hand: HANDS[1],
      handSizes: [7, 7, 7],
      talon: null,
      trump: null,
      declarer: null,
      commitment: state.deal!.commitment,
    });
    expect(v.legalActions.map((a) => a.type)).toEqual(['bid', 'pass']);
    expect(v.seats).toEqual([0, 1, 2].map((seat) => ({ seat, total: 0, bolts: 0, barrel: null })));
  });

  it('gives a spectator no hand and no legal actions', () => {
    const v = viewFor(game().state, null);
    expect(v.you).toBeNull();
    expect(v.deal && 'hand' in v.deal).toBe(false);
    expect(v.legalActions).toEqual([]);
  });

  it('shows the talon to everyone once the declarer takes it', () => {
    const { state } = run(game().state, [
      { seat: 1, action: { type: 'pass' } },
      { seat: 2, action: { type: 'pass' } },
    ]);
    expect(viewFor(state, null).deal!.talon).toEqual(TALON);
    expect(viewFor(state, 2).deal!.talon).toEqual(TALON);
    expect(viewFor(state, 0).deal!.handSizes).toEqual([10, 7, 7]);
  });

  it('shows passed cards only to the giver and the receiver', () => {
    const { state } = afterGive();
    expect(viewFor(state, 0).deal!.given).toEqual([
      { toSeat: 1, card: 'AC' },
      { toSeat: 2, card: '10S' },
    ]);
    expect(viewFor(state, 1).deal!.received).toEqual({ fromSeat: 0, card: 'AC' });
    expect(viewFor(state, 1).deal!.given).toBeUndefined();
    expect(JSON.stringify(viewFor(state, 1))).not.toContain('"10S"');
    expect(JSON.stringify(viewFor(state, 2))).not.toContain('"AC"');
    expect(JSON.stringify(viewFor(state, null))).not.toMatch(/"(AC|10S)"/);
  });

  it('never contains the deck, the seed, the PRNG key or the deal secret', () => {
    const { state } = game();
    for (const seat of [null, 0, 1, 2]) {
      const text = JSON.stringify(viewFor(state, seat));
      expect(text).not.toContain(state.deal!.secret);
      expect(text).not.toContain(state.prng.key);
      expect(text).not.toContain('"scenario"');
      for (const other of [0, 1, 2].filter((s) => s !== seat)) {
        for (const c of HANDS[other]) expect(text).not.toContain(`"${c}"`);
      }
      for (const c of TALON) expect(text).not.toContain(`"${c}"`);
    }
  });

  it('4 players: the sitting-out dealer sees what a spectator sees, with an empty hand', () => {
    const { state } = scenario({ rules: { players: 4 }, dealer: 3, hands: HANDS, talon: TALON });
    const v = viewFor(state, 3);
    expect(v.deal).toMatchObject({ sittingOut: 3, hand: [], handSizes: [7, 7, 7, 0] });
    expect(v.legalActions).toEqual([]);
    for (const c of HANDS.flat()) expect(JSON.stringify(v)).not.toContain(`"${c}"`);
  });
});

describe('redactEvent', () => {
  it('deal_started carries only the recipient’s own hand', () => {
    const started = game().events.find((e) => e.type === 'deal_started')!;
    const mine = redactEvent(started, 1);
    expect(mine).toMatchObject({ type: 'deal_started', hand: HANDS[1], handSizes: [7, 7, 7] });
    expect(mine && 'hands' in mine).toBe(false);
    const spectator = redactEvent(started, null);
    expect(spectator && ('hand' in spectator || 'hands' in spectator)).toBe(false);
  });

  it('card_given shows the card to the giver and the receiver only', () => {
    const given = afterGive().events.filter((e) => e.type === 'card_given');
    const toOne = given[0];
    expect(redactEvent(toOne, 0)).toEqual(toOne);
    expect(redactEvent(toOne, 1)).toEqual(toOne);
    expect(redactEvent(toOne, 2)).toEqual({
      type: 'card_given',
      fromSeat: 0,
      toSeat: 1,
      card: null,
    });
    expect(toOne).toMatchObject({ card: 'AC' });
    expect(redactEvent(toOne, null)).toEqual({
      type: 'card_given',
      fromSeat: 0,
      toSeat: 1,
      card: null,
    });
  });

  it('public events pass unchanged, deal_revealed included once the deal is over', () => {
    const events: GameEvent[] = [
      { type: 'bid', seat: 1, amount: 105 },
      { type: 'talon_revealed', seat: 0, cards: TALON },
      {
        type: 'deal_revealed',
        deal: 1,
        dealer: 2,
        order: [0, 1, 2],
        deck: HANDS.flat().concat(TALON),
        secret: 'ab',
        commitment: 'cd',
      },
    ];
    for (const e of events) expect(redactEvent(e, 2)).toEqual(e);
  });
});
