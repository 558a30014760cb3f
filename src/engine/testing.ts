// Test-only helpers shared by the specs, the e2e tests and the benchmark: a tiny seeded chooser of
// random legal actions, stacked decks and a scenario driver. Nothing in the service imports this.

import { beats, orderOf, pointsOf, suitOf, type Card, type Seat, type Suit } from './cards.js';
import { apply, type Action } from './apply.js';
import type { GameEvent } from './events.js';
import { newGame } from './game.js';
import { DEFAULT_RULES, type Rules } from './rules.js';
import { currentTurn, legalActions, type LegalAction } from './legal.js';
import { stackDeck } from './stacking.js';
import type { GameState } from './state.js';

export { applyStacked, stackDeck, type StackedDecks } from './stacking.js';

/** mulberry32: fast and good enough to pick moves; never used for dealing. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function amountIn(random: () => number, a: { min: number; max: number; step: number }): number {
  // Mostly small raises, as real players make, with the odd big jump.
  const span = (a.max - a.min) / a.step;
  const k =
    random() < 0.8
      ? Math.floor(random() * Math.min(4, span + 1))
      : Math.floor(random() * (span + 1));
  return a.min + a.step * Math.min(k, span);
}

/** One random action drawn from `legal` (which must not be empty). */
export function randomLegalAction(
  random: () => number,
  legal: readonly LegalAction[],
  greedy?: TrickContext,
): Action {
  const has = (t: LegalAction['type']) => legal.find((a) => a.type === t);
  const redeal = has('redeal');
  if (redeal && random() < 0.5) return { type: 'redeal' };
  const surrender = has('surrender');
  if (surrender && random() < 0.04) return { type: 'surrender' };
  const bid = has('bid');
  if (bid && bid.type === 'bid') {
    return random() < 0.3 ? { type: 'bid', amount: amountIn(random, bid) } : { type: 'pass' };
  }
  if (has('pass')) return { type: 'pass' };
  const give = has('give');
  if (give && give.type === 'give') {
    // Usually pass on the two least valuable cards, sometimes any two.
    const cards =
      random() < 0.7
        ? give.cards
            .slice()
            .sort((a, b) => pointsOf(a) - pointsOf(b))
            .slice(0, 2)
        : give.cards.slice();
    const first = cards.splice(Math.floor(random() * cards.length), 1)[0];
    const second = pick(random, cards);
    return {
      type: 'give',
      transfers: [
        { toSeat: give.toSeats[0], card: first },
        { toSeat: give.toSeats[1], card: second },
      ],
    };
  }
  const contract = has('contract');
  if (contract && contract.type === 'contract') {
    const amount = random() < 0.7 ? contract.min : amountIn(random, contract);
    return { type: 'contract', amount };
  }
  const play = has('play');
  if (play && play.type === 'play') {
    if (play.marriageCards.length > 0 && random() < 0.7) {
      return { type: 'play', card: pick(random, play.marriageCards), declareMarriage: true };
    }
    const card =
      greedy && random() < 0.6 ? greedyCard(play.cards, greedy) : pick(random, play.cards);
    const declare = play.marriageCards.includes(card) && random() < 0.85;
    return declare ? { type: 'play', card, declareMarriage: true } : { type: 'play', card };
  }
  return { type: 'surrender' };
}

/** What a greedy player looks at: the trick so far and the trump. */
export interface TrickContext {
  trick: readonly Card[];
  trump: Suit | null;
}

/** Take the trick as cheaply as possible when you can, otherwise throw the least valuable card. */
function greedyCard(cards: readonly Card[], ctx: TrickContext): Card {
  if (ctx.trick.length === 0) {
    return cards.reduce((best, c) => (orderOf(c) > orderOf(best) ? c : best));
  }
  let winning = ctx.trick[0];
  for (const c of ctx.trick) if (beats(c, winning, ctx.trump)) winning = c;
  const winners = cards.filter((c) => beats(c, winning, ctx.trump));
  const pool = winners.length > 0 ? winners : cards;
  const cheapest = (a: Card, b: Card) =>
    pointsOf(b) < pointsOf(a) || (pointsOf(b) === pointsOf(a) && suitOf(b) !== ctx.trump) ? b : a;
  return winners.length > 0
    ? pool.reduce((a, b) => (orderOf(b) > orderOf(a) ? b : a))
    : pool.reduce(cheapest);
}

export interface Step {
  seat: Seat;
  action: Action;
}

/** Applies scripted steps, throwing with the refusal code if any is refused. */
export function run(
  state: GameState,
  steps: readonly Step[],
): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const { seat, action } of steps) {
    const result = apply(state, seat, action);
    if (!result.ok)
      throw new Error(`${JSON.stringify(action)} by seat ${seat}: ${result.error.code}`);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

export function contextOf(state: GameState): TrickContext | undefined {
  const deal = state.deal;
  if (!deal || deal.phase !== 'playing') return undefined;
  return { trick: deal.trick.cards.map((p) => p.card), trump: deal.trump };
}

/** Plays random legal actions until `stop` says so or the game ends. */
export function playRandomly(
  state: GameState,
  random: () => number,
  stop: (state: GameState, events: readonly GameEvent[]) => boolean,
  log?: Step[],
): GameState {
  for (;;) {
    const seat = currentTurn(state);
    if (seat === null) return state;
    const action = randomLegalAction(random, legalActions(state, seat), contextOf(state));
    const result = apply(state, seat, action);
    if (!result.ok) throw new Error(`legal action refused: ${result.error.code}`);
    log?.push({ seat, action });
    state = result.state;
    if (stop(state, result.events)) return state;
  }
}

/**
 * A game whose first deal is stacked. With 3 players and the default
 * dealer 2, `hands[i]` goes to seat i and seat 0 opens with the compulsory 100.
 */
export function scenario(opts: {
  rules?: Partial<Rules>;
  dealer?: Seat;
  hands: Card[][];
  talon?: Card[];
  seed?: string;
}): { state: GameState; events: GameEvent[] } {
  return newGame({
    rules: { ...DEFAULT_RULES, ...opts.rules },
    seed: opts.seed ?? 'scenario',
    firstDealer: opts.dealer ?? 2,
    decks: [stackDeck(opts.hands, opts.talon ?? [])],
  });
}

/** Plays the first legal card for whoever is to play until the current deal is scored. */
export function playOutDeal(state: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const deal = state.dealNumber;
  while (state.dealNumber === deal && state.status === 'playing') {
    const seat = currentTurn(state) as Seat;
    const play = legalActions(state, seat).find((a) => a.type === 'play');
    if (!play || play.type !== 'play') throw new Error('not in the play phase');
    const result = run(state, [{ seat, action: { type: 'play', card: play.cards[0] } }]);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}
