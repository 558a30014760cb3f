// Property tests of the cut (docs/rules.md, "Fairness"): fast-check supplies the seeds.

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { apply } from './apply.js';
import { ALL_CARDS, type Card } from './cards.js';
import { deckOf, serverSeedOf, masterOf } from './cut.js';
import { newGame, replay } from './game.js';
import { currentTurn, legalActions } from './legal.js';
import { randomLegalAction, trickContextOf } from './random-move.js';
import { DEFAULT_RULES } from './rules.js';
import type { GameState } from './state.js';
import { rng, type Step } from './testing.js';
import { viewFor } from './views.js';

const FC = { seed: 20261201 };
const seedArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const samePositions = (a: readonly Card[], b: readonly Card[]) =>
  a.reduce((n, card, i) => n + (card === b[i] ? 1 : 0), 0);

/** Everything the server has published about a game by now, to any seat or spectator. */
function published(state: GameState) {
  const views = [null, 0, 1, 2].map((seat) => {
    const deal = viewFor(state, seat).deal;
    return {
      commitment: state.fairness!.commitment,
      serverSeedHash: deal?.serverSeedHash,
      nextServerSeedHash: deal?.nextCut?.serverSeedHash,
    };
  });
  return { views, proofs: state.proofs };
}

describe('for a fixed server commitment, the players’ seeds decide the deck', () => {
  it('changing one seat’s seed changes the deck; the commitment and the hashes published stay', () => {
    fc.assert(
      fc.property(
        fc.array(seedArb, { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 2 }),
        seedArb,
        (seeds, which, other) => {
          fc.pre(other !== seeds[which]);
          const changed = seeds.map((s, i) => (i === which ? other : s));
          const game = (clientSeeds: string[]) =>
            newGame({ rules: DEFAULT_RULES, seed: 'fixed-game-seed', clientSeeds }).state;
          const [a, b] = [game(seeds), game(changed)];
          expect(published(b)).toEqual(published(a));
          expect([...a.deal!.deck].sort()).toEqual([...ALL_CARDS].sort());
          expect(b.deal!.deck).not.toEqual(a.deal!.deck);
        },
      ),
      { ...FC, numRuns: 300 },
    );
  });

  it('gives decks that look independent: two seeds’ decks agree in about 1 of 24 places', () => {
    const secret = serverSeedOf(masterOf('fixed-game-seed'), 1);
    let agreements = 0;
    let pairs = 0;
    fc.assert(
      fc.property(seedArb, seedArb, (x, y) => {
        fc.pre(x !== y);
        agreements += samePositions(
          deckOf(secret, 1, [x, 'b', 'c'], 'cut'),
          deckOf(secret, 1, [y, 'b', 'c'], 'cut'),
        );
        pairs++;
      }),
      { ...FC, numRuns: 2000 },
    );
    // A random permutation agrees with another in 1 place on average (sd ~1 per pair).
    expect(agreements / pairs).toBeGreaterThan(0.85);
    expect(agreements / pairs).toBeLessThan(1.15);
  });

  it('publishes nothing before a deal that tells its cards: two cuts, one past, two decks', () => {
    fc.assert(
      fc.property(seedArb, seedArb, fc.integer({ min: 0, max: 1000 }), (cutA, cutB, salt) => {
        fc.pre(cutA !== cutB);
        const start = newGame({
          rules: DEFAULT_RULES,
          seed: `game-${salt}`,
          clientSeeds: ['p0', 'p1', 'p2'],
        }).state;
        const dealer = start.deal!.dealer;
        const before = published(start);
        const [a, b] = [cutA, cutB].map((seed) => {
          const made = apply(start, dealer, { type: 'cut', seed });
          if (!made.ok) throw new Error(made.error.code);
          return made.state;
        });
        // Everything published before the cut is the same whatever the cut will be...
        expect(published(a).views).toEqual(before.views);
        expect(published(b).views).toEqual(before.views);
        // ...and the next decks differ, so nothing published fixed them.
        const next = (s: GameState) => endDeal(s).deal!.deck;
        expect(next(a)).not.toEqual(next(b));
      }),
      { ...FC, numRuns: 60 },
    );
  });
});

/** Passes (or surrenders) to the end of the current deal. */
function endDeal(state: GameState): GameState {
  const n = state.dealNumber;
  while (state.dealNumber === n) {
    const seat = currentTurn(state)!;
    const surrender = legalActions(state, seat).some((a) => a.type === 'surrender');
    const result = apply(state, seat, { type: surrender ? 'surrender' : 'pass' });
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return state;
}

describe('replay with cuts', () => {
  it('rebuilds the same state from the options and the stored actions, cuts included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.constantFrom(3, 4), (n, players) => {
        const random = rng(n);
        const opts = {
          rules: { ...DEFAULT_RULES, players: players as 3 | 4 },
          seed: `replay-${n}`,
          clientSeeds: [`s${n}`, null, 'x'],
        };
        let state = newGame(opts).state;
        const log: Step[] = [];
        for (let i = 0; i < 150 && state.status === 'playing'; i++) {
          const dealer = state.deal!.dealer;
          const cuts = random() < 0.05 && !state.deal!.nextCut;
          const seat = cuts ? dealer : currentTurn(state)!;
          const action = cuts
            ? { type: 'cut' as const, seed: `c${i}` }
            : randomLegalAction(
                random,
                legalActions(state, seat),
                'flowing',
                trickContextOf(state),
              );
          const result = apply(state, seat, action);
          if (!result.ok) throw new Error(result.error.code);
          log.push({ seat, action });
          state = result.state;
        }
        expect(log.some((s) => s.action.type === 'cut')).toBe(true);
        expect(replay(opts, log)).toEqual(state);
      }),
      { ...FC, numRuns: 40 },
    );
  });
});
