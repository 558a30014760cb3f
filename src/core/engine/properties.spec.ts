// Property tests over random legal playouts (fast-check supplies the seeds and the rules).

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { ALL_CARDS, isCard, type Card, type Seat } from './cards.js';
import { ACTION_TYPES, apply, type Action } from './apply.js';
import { REFUSAL_CODES } from './errors.js';
import { redactEvent, type GameEvent } from './events.js';
import { isClientSeed, mayCut } from './cut.js';
import { commitmentOf, dealProof, verifyDeal } from './fairness.js';
import { newGame, replay } from './game.js';
import { currentTurn, legalActions, type LegalAction } from './legal.js';
import { BID_CAPS, BID_STEPS, DEFAULT_RULES, FOLLOW_RULES, type Rules } from './rules.js';
import { scoreEventPoints } from './scoring.js';
import type { GameState } from './state.js';
import { randomLegalAction, trickContextOf } from './random-move.js';
import { rng, type Step } from './testing.js';
import { viewFor } from './views.js';

const rulesArb: fc.Arbitrary<Rules> = fc.record({
  players: fc.constantFrom(3 as const, 4 as const),
  bidStep: fc.constantFrom(...BID_STEPS),
  fourNinesRedeal: fc.boolean(),
  bidCap: fc.constantFrom(...BID_CAPS),
  followRule: fc.constantFrom(...FOLLOW_RULES),
  aceMarriage: fc.boolean(),
  barrelCollision: fc.boolean(),
  dumpTruck: fc.boolean(),
});

const seedArb = fc.integer({ min: 0, max: 0x7fffffff });
const FC = { seed: 20240601 };

function deckCards(state: GameState): Card[] {
  const d = state.deal;
  if (!d) return [];
  return [
    ...d.hands.flat(),
    ...(d.talonTaken ? [] : d.talon),
    ...d.trick.cards.map((p) => p.card),
    ...d.played,
  ];
}

/** A plain throw: jest's expect is too slow to call a million times. */
function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

function expectConserved(state: GameState): void {
  if (!state.deal) return;
  const cards = deckCards(state);
  check(
    cards.length === 24 && new Set(cards).size === 24,
    () => `cards not conserved: ${cards.join(' ')}`,
  );
}

function expectTableConsistent(state: GameState): void {
  const sums = state.totals.map(() => 0);
  for (const row of state.table) {
    for (const e of row.entries) {
      sums[e.seat] += (e.score ?? 0) + e.events.reduce((s, ev) => s + scoreEventPoints(ev), 0);
      check(
        e.total === sums[e.seat],
        () => `deal ${row.deal} seat ${e.seat}: total ${e.total} != ${sums[e.seat]}`,
      );
      // No total may stand strictly between 880 and 1000.
      check(!(e.total > 880 && e.total < 1000), () => `deal ${row.deal}: total ${e.total}`);
      check(
        e.total < 1000 || state.winner === e.seat,
        () => `deal ${row.deal}: ${e.total} without a win`,
      );
    }
  }
  expect(sums).toEqual(state.totals);
}

/**
 * `expect(actual).toEqual(expected)`, asked only when Node's native deep equality (stricter: it also
 * tells undefined from absent) says no: Jest's matcher, called in a loop, was most of this file's
 * time.
 */
function expectEqual(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

interface Playout {
  state: GameState;
  log: Step[];
  deals: number;
}

/** Plays random legal actions, calling `check` after each, until `maxDeals` deals are scored. */
function playout(
  rules: Rules,
  seed: number,
  maxDeals: number,
  onAction?: (before: GameState, step: Step, after: GameState, events: GameEvent[]) => void,
  onStart?: (state: GameState, events: GameEvent[]) => void,
): Playout {
  const random = rng(seed);
  const started = newGame({ rules, seed: `prop-seed-${seed}` });
  onStart?.(started.state, started.events);
  let state = started.state;
  const log: Step[] = [];
  let deals = 0;
  while (deals < maxDeals) {
    const seat = currentTurn(state);
    if (seat === null) break;
    const action = randomLegalAction(
      random,
      legalActions(state, seat),
      'flowing',
      trickContextOf(state),
    );
    const result = apply(state, seat, action);
    if (!result.ok)
      throw new Error(`legal ${JSON.stringify(action)} refused: ${result.error.code}`);
    onAction?.(state, { seat, action }, result.state, result.events);
    log.push({ seat, action });
    for (const e of result.events) if (e.type === 'deal_scored') deals++;
    state = result.state;
  }
  return { state, log, deals };
}

describe('random legal deals', () => {
  it('conserve cards, total 120 card points per played deal, and keep the table consistent (10,000+ deals)', () => {
    let totalDeals = 0;
    fc.assert(
      fc.property(rulesArb, seedArb, (rules, seed) => {
        let trickPoints = 0;
        const result = playout(rules, seed, 25, (_before, _step, after, events) => {
          for (const e of events) {
            if (e.type === 'trick_won') trickPoints += e.points;
            if (e.type === 'deal_scored') {
              const played = e.row.result === 'made' || e.row.result === 'failed';
              check(
                !played || trickPoints === 120,
                () => `deal ${e.row.deal}: ${trickPoints} card points`,
              );
              trickPoints = 0;
            }
          }
          expectConserved(after);
        });
        totalDeals += result.deals;
        expectTableConsistent(result.state);
      }),
      { ...FC, numRuns: 420 },
    );
    expect(totalDeals).toBeGreaterThanOrEqual(10_000);
  });

  it('replaying the log rebuilds the same state, also through a JSON round trip', () => {
    fc.assert(
      fc.property(rulesArb, seedArb, (rules, seed) => {
        const { state, log } = playout(rules, seed, 12);
        const opts = { rules, seed: `prop-seed-${seed}` };
        const rebuilt = replay(opts, JSON.parse(JSON.stringify(log)) as Step[]);
        expectEqual(rebuilt, state);
        expectEqual(JSON.parse(JSON.stringify(state)), state);
        // A reloaded state plays on exactly like the original.
        const seat = currentTurn(state);
        if (seat !== null) {
          const action = randomLegalAction(
            rng(seed),
            legalActions(state, seat),
            'flowing',
            trickContextOf(state),
          );
          const a = apply(state, seat, action);
          const b = apply(JSON.parse(JSON.stringify(state)) as GameState, seat, action);
          expectEqual(JSON.parse(JSON.stringify(b)), JSON.parse(JSON.stringify(a)));
        }
      }),
      { ...FC, numRuns: 300 },
    );
  });

  it('whole games end with a winner at 1000 or more and a consistent table', () => {
    let finished = 0;
    fc.assert(
      fc.property(rulesArb, seedArb, (rules, seed) => {
        const { state } = playout(rules, seed, 4000);
        expectTableConsistent(state);
        if (state.status === 'finished') {
          finished++;
          expect(state.winner).not.toBeNull();
          expect(state.totals[state.winner as Seat]).toBeGreaterThanOrEqual(1000);
          expect(state.deal).toBeNull();
          const last = state.table[state.table.length - 1];
          expect(last.declarer).toBe(state.winner);
          expect(last.result).toBe('made');
        }
      }),
      { ...FC, numRuns: 40 },
    );
    expect(finished).toBeGreaterThan(0);
  });

  it('every finished deal has a proof that verifies against what each seat saw', () => {
    fc.assert(
      fc.property(rulesArb, seedArb, (rules, seed) => {
        const hands = new Map<number, Card[][]>();
        const record = (events: GameEvent[]) => {
          for (const e of events) if (e.type === 'deal_started') hands.set(e.deal, e.hands);
        };
        const { state } = playout(
          rules,
          seed,
          6,
          (_b, _s, _a, events) => record(events),
          (_s, events) => record(events),
        );
        for (const row of state.table) {
          const proof = dealProof(state, row.deal);
          expect(proof).not.toBeNull();
          if (!proof) continue;
          expect(commitmentOf(proof.deck, proof.secret)).toBe(proof.commitment);
          const dealt = hands.get(row.deal) ?? [];
          const observed = proof.order.map((seat) => ({ seat, cards: dealt[seat] }));
          expect(verifyDeal(proof, { hands: observed })).toBe(true);
        }
        if (state.deal) expect(dealProof(state, state.deal.number)).toBeNull();
      }),
      { ...FC, numRuns: 100 },
    );
  });
});

// ---- what each seat may see -------------------------------------------------------------------

const CARD_TOKEN = /"(10|9|J|Q|K|A)([SCDH])"/g;

function cardsIn(value: unknown): Card[] {
  const found: Card[] = [];
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  for (const m of text.matchAll(CARD_TOKEN)) {
    const card = `${m[1]}${m[2]}`;
    if (isCard(card)) found.push(card);
  }
  return found;
}

/** An independent model of what `seat` may know about the current deal, fed by raw events. */
class Knowledge {
  allowed = new Set<Card>();
  /** The last trick seen in this deal, and in the deal before (public when it was played). */
  lastTrick: Card[] = [];
  previousTrick: Card[] = [];
  constructor(readonly seat: Seat | null) {}
  learn(e: GameEvent): void {
    switch (e.type) {
      case 'deal_started':
        this.allowed = new Set(this.seat === null ? [] : (e.hands[this.seat] ?? []));
        this.previousTrick = this.lastTrick;
        this.lastTrick = [];
        break;
      case 'trick_won':
        this.lastTrick = e.cards.map((p) => p.card);
        break;
      case 'redeal_demanded':
      case 'talon_revealed':
        e.cards.forEach((c) => this.allowed.add(c));
        break;
      case 'card_given':
        if (this.seat === e.fromSeat || this.seat === e.toSeat) this.allowed.add(e.card);
        break;
      case 'card_played':
        this.allowed.add(e.card);
        break;
      case 'deal_revealed':
        e.deck.forEach((c) => this.allowed.add(c));
        break;
      default:
        break;
    }
  }
}

describe('views and redacted events', () => {
  it('the leak detector itself flags a card the seat may not see', () => {
    const { state, events } = newGame({ rules: { ...DEFAULT_RULES }, seed: 'leak-check' });
    const mind = new Knowledge(0);
    events.forEach((e) => mind.learn(e));
    const other = state.deal!.hands[1];
    const leaky = { ...viewFor(state, 0), extra: other };
    expect(cardsIn(leaky).some((c) => !mind.allowed.has(c))).toBe(true);
    expect(cardsIn(viewFor(state, 0)).every((c) => mind.allowed.has(c))).toBe(true);
  });

  it('never show a seat or a spectator a card it may not see, nor any secret', () => {
    fc.assert(
      fc.property(rulesArb, seedArb, (rules, seed) => {
        const seats: (Seat | null)[] = [
          null,
          ...Array.from({ length: rules.players }, (_, i) => i),
        ];
        const minds = seats.map((s) => new Knowledge(s));
        const checkEvents = (events: GameEvent[]) => {
          for (const e of events) {
            for (const mind of minds) {
              mind.learn(e);
              const visible = redactEvent(e, mind.seat);
              for (const c of cardsIn(visible)) {
                check(
                  mind.allowed.has(c),
                  () => `seat ${mind.seat} sees ${c} in ${JSON.stringify(visible)}`,
                );
              }
            }
          }
        };
        const checkViews = (state: GameState) => {
          const secrets = [
            state.prng.key,
            `prop-seed-${seed}`,
            state.deal?.secret ?? state.prng.key,
          ];
          for (const mind of minds) {
            const view = viewFor(state, mind.seat);
            const text = () => JSON.stringify(view);
            // The previous deal's summary shows only that deal's last trick, seen by all when played.
            const { previousDeal, ...current } = view;
            // Each part is turned into JSON once (this check is most of the spec's time): a secret
            // in the whole view's JSON sits inside a string, so inside one of the two parts.
            const parts = [JSON.stringify(current), JSON.stringify(previousDeal)];
            for (const secret of secrets)
              for (const part of parts)
                check(!part.includes(secret), () => `view leaks a secret: ${text()}`);
            for (const c of cardsIn(parts[0])) {
              check(mind.allowed.has(c), () => `seat ${mind.seat} sees ${c} in ${text()}`);
            }
            for (const c of cardsIn(parts[1])) {
              check(
                mind.previousTrick.includes(c),
                () => `seat ${mind.seat} sees ${c} in ${text()}`,
              );
            }
            if (mind.seat === null)
              check(!(view.deal && 'hand' in view.deal), () => 'spectator sees a hand');
          }
        };
        const onEvents = (state: GameState, events: GameEvent[]) => {
          checkEvents(events);
          checkViews(state);
        };
        playout(
          rules,
          seed,
          8,
          (_before, _step, after, events) => onEvents(after, events),
          onEvents,
        );
      }),
      { ...FC, numRuns: 400 },
    );
  });
});

// ---- everything outside legalActions is refused ------------------------------------------------

function isListedLegal(
  action: Action,
  legal: readonly LegalAction[],
  state: GameState,
  seat: Seat,
): boolean {
  switch (action.type) {
    case 'cut':
      // Out of turn, so not in legalActions: the view's nextCut says who may cut (views.ts).
      return mayCut(state, seat) && isClientSeed(action.seed);
    case 'bid':
    case 'contract': {
      const l = legal.find((x) => x.type === action.type) as
        { min: number; max: number; step: number } | undefined;
      return (
        !!l && action.amount >= l.min && action.amount <= l.max && action.amount % l.step === 0
      );
    }
    case 'pass':
    case 'redeal':
    case 'surrender':
      return legal.some((x) => x.type === action.type);
    case 'give': {
      const l = legal.find((x) => x.type === 'give');
      if (!l || l.type !== 'give') return false;
      const { transfers } = action;
      const to = transfers.map((t) => t.toSeat).sort();
      const cards = transfers.map((t) => t.card);
      return (
        transfers.length === l.toSeats.length &&
        JSON.stringify(to) === JSON.stringify(l.toSeats.slice().sort()) &&
        new Set(cards).size === cards.length &&
        cards.every((c) => l.cards.includes(c))
      );
    }
    case 'play': {
      const l = legal.find((x) => x.type === 'play');
      if (!l || l.type !== 'play') return false;
      return (
        l.cards.includes(action.card) &&
        (!action.declareMarriage || l.marriageCards.includes(action.card))
      );
    }
  }
}

function randomAction(random: () => number, state: GameState): Action {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const hand = state.deal ? state.deal.hands[state.deal.turn] : [];
  const card = (): Card => (random() < 0.6 && hand.length > 0 ? pick(hand) : pick(ALL_CARDS));
  const amount = () =>
    pick([
      state.deal?.highestBid ?? 100,
      (state.deal?.highestBid ?? 100) + 5,
      120,
      125,
      130,
      95,
      103,
      400,
      405,
      1000,
    ]);
  const seats = Array.from({ length: state.players }, (_, i) => i);
  switch (pick(ACTION_TYPES)) {
    case 'bid':
      return { type: 'bid', amount: amount() };
    case 'contract':
      return { type: 'contract', amount: amount() };
    case 'give':
      return {
        type: 'give',
        transfers: Array.from({ length: pick([1, 2, 2, 2, 3]) }, () => ({
          toSeat: pick(seats),
          card: card(),
        })),
      };
    case 'play':
      return {
        type: 'play',
        card: card(),
        declareMarriage: pick([undefined, false, true]),
      } as Action;
    case 'pass':
      return { type: 'pass' };
    case 'redeal':
      return { type: 'redeal' };
    case 'surrender':
      return { type: 'surrender' };
    case 'cut':
      return { type: 'cut', seed: pick(['abc', 'A-z_09', '', 'has space', 'x'.repeat(65)]) };
  }
}

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

describe('legalActions is exact', () => {
  it('refuses every sampled action outside legalActions and accepts every one inside, without mutating the input', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(rulesArb, seedArb, (rules, seed) => {
        const random = rng(seed ^ 0x5bd1e995);
        playout(rules, seed, 6, (before) => {
          deepFreeze(before);
          const snapshot = JSON.stringify(before);
          for (let i = 0; i < 6; i++) {
            const seat = Math.floor(random() * (before.players + 1)) - (random() < 0.05 ? 1 : 0);
            const action = randomAction(random, before);
            const legal = legalActions(before, seat);
            const result = apply(before, seat, action);
            const what = () => `seat ${seat} ${JSON.stringify(action)} vs ${JSON.stringify(legal)}`;
            if (isListedLegal(action, legal, before, seat)) {
              check(result.ok, () => `refused legal ${what()}: ${JSON.stringify(result)}`);
              accepted++;
            } else {
              check(
                !result.ok && REFUSAL_CODES.includes(result.error.code),
                () => `accepted illegal ${what()}`,
              );
              refused++;
            }
          }
          check(JSON.stringify(before) === snapshot, () => 'apply mutated its input');
        });
      }),
      { ...FC, numRuns: 400 },
    );
    expect(refused).toBeGreaterThan(1000);
    expect(accepted).toBeGreaterThan(100);
  });
});
