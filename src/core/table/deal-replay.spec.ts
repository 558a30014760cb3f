import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  DEFAULT_RULES,
  newGame,
  type Action,
  type GameEvent,
  type GameState,
  type Rules,
} from '../engine/index.js';
import { playRandomly, rng, run, type Step } from '../engine/testing.js';
import { dealReplay, type DealReplay } from './deal-replay.js';

/** A random game's first deal, played to its end: its events and the game's rules. */
function firstDeal(seed: number, players: 3 | 4) {
  const rules: Rules = { ...DEFAULT_RULES, players };
  const started = newGame({ rules, seed: `replay-${seed}`, clientSeeds: ['a', null, 'c'] });
  const events: GameEvent[] = [...started.events];
  playRandomly(started.state, rng(seed), (state, produced) => {
    events.push(...produced);
    return state.dealNumber > 1 || state.status !== 'playing';
  });
  const end = events.findIndex((e) => e.type === 'deal_revealed');
  return { rules, events: events.slice(0, end + 1) };
}

/** The actions a table would take to play the deal again from the replay. */
function actionsOf(r: DealReplay): Step[] {
  const steps: Step[] = r.auction.slice(1).map(({ seat, amount }) => ({
    seat,
    action: (amount === null ? { type: 'pass' } : { type: 'bid', amount }) as Action,
  }));
  if (r.redeal) return [...steps, { seat: r.redeal.seat, action: { type: 'redeal' } }];
  const declarer = r.declarer!;
  if (r.passes.length) {
    const transfers = r.passes.map((p) => ({ toSeat: p.toSeat, card: p.card }));
    steps.push({ seat: declarer, action: { type: 'give', transfers } });
  }
  if (r.contract !== null) {
    steps.push({ seat: declarer, action: { type: 'contract', amount: r.contract } });
  }
  for (const trick of r.tricks) {
    trick.cards.forEach(({ seat, card }, i) => {
      const declareMarriage = i === 0 && trick.marriage !== null;
      steps.push({ seat, action: { type: 'play', card, declareMarriage } });
    });
  }
  if (r.surrendered) steps.push({ seat: declarer, action: { type: 'surrender' } });
  return steps;
}

describe('dealReplay', () => {
  it('holds everything a table needs: playing it again gives the same score row', () => {
    let surrendered = 0;
    let played = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.constantFrom(3, 4), (seed, players) => {
        const { rules, events } = firstDeal(seed, players as 3 | 4);
        const replay = dealReplay(events)!;
        const deck = [...replay.hands.flatMap((h) => h.cards), ...replay.talon];
        const again: GameState = newGame({
          rules,
          seed: 'another',
          firstDealer: replay.dealer,
          decks: [deck],
        }).state;
        const { events: produced } = run(again, actionsOf(replay));
        const row = produced.find((e) => e.type === 'deal_scored');
        expect(row && row.type === 'deal_scored' && row.row).toEqual(replay.score);
        if (replay.surrendered) surrendered++;
        if (replay.tricks.length === 8) played++;
      }),
      { seed: 42, numRuns: 120 },
    );
    expect(surrendered).toBeGreaterThan(0);
    expect(played).toBeGreaterThan(0);
  });

  it('is null while the deal is not over (no proof in its events yet)', () => {
    const { events } = firstDeal(7, 3);
    const running = events.filter((e) => e.type !== 'deal_revealed' && e.type !== 'deal_scored');
    expect(dealReplay(running)).toBeNull();
  });
});
