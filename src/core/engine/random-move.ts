// One random legal action, for everyone who needs one: the `random` bot, the property tests, the
// e2e tests and the benchmarks. `random` is any seeded generator of numbers in [0, 1); the engine
// itself never calls it, so the rules stay deterministic.

import { beats, orderOf, pointsOf, suitOf, type Card, type Suit } from './cards.js';
import type { Action } from './apply.js';
import type { LegalAction } from './legal.js';
import type { GameState } from './state.js';

/**
 * - uniform: a legal kind of action, then its amount or cards, each equally likely (the `random`
 *   bot); a marriage card is declared half of the time.
 * - flowing: mostly passes and small raises, the two cheapest cards given, marriages declared,
 *   an occasional surrender, as a casual player would, so that random deals and games end.
 */
export type RandomStyle = 'uniform' | 'flowing';

/** What a greedy player looks at: the trick so far and the trump. */
export interface TrickContext {
  trick: readonly Card[];
  trump: Suit | null;
}

/** The trick context of the state's play phase, or undefined outside it. */
export function trickContextOf(state: GameState): TrickContext | undefined {
  const deal = state.deal;
  if (!deal || deal.phase !== 'playing') return undefined;
  const played = deal.trick.cards;
  const trick = new Array<Card>(played.length);
  for (let i = 0; i < played.length; i++) trick[i] = played[i].card;
  return { trick, trump: deal.trump };
}

const below = (random: () => number, n: number) => Math.floor(random() * n);
const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[below(random, items.length)];

/**
 * One random action from `legal` (which must not be empty). With `greedy`, the flowing style
 * often plays the card that takes the trick most cheaply.
 */
export function randomLegalAction(
  random: () => number,
  legal: readonly LegalAction[],
  style: RandomStyle,
  greedy?: TrickContext,
): Action {
  if (legal.length === 0) throw new Error('no legal action: it is not this seat’s turn');
  return style === 'uniform' ? uniform(random, legal) : flowing(random, legal, greedy);
}

function uniform(random: () => number, legal: readonly LegalAction[]): Action {
  const choice = pick(random, legal);
  switch (choice.type) {
    case 'bid':
    case 'contract': {
      const steps = Math.floor((choice.max - choice.min) / choice.step);
      return { type: choice.type, amount: choice.min + choice.step * below(random, steps + 1) };
    }
    case 'give': {
      const cards = choice.cards.slice();
      const transfers = choice.toSeats.map((toSeat) => ({
        toSeat,
        card: cards.splice(below(random, cards.length), 1)[0],
      }));
      return { type: 'give', transfers };
    }
    case 'play': {
      const card = pick(random, choice.cards);
      const declare = choice.marriageCards.includes(card) && random() < 0.5;
      return declare ? { type: 'play', card, declareMarriage: true } : { type: 'play', card };
    }
    default:
      return { type: choice.type };
  }
}

function lowAmount(random: () => number, a: { min: number; max: number; step: number }): number {
  // Mostly small raises, as real players make, with the odd big jump.
  const span = (a.max - a.min) / a.step;
  const k = random() < 0.8 ? below(random, Math.min(4, span + 1)) : below(random, span + 1);
  return a.min + a.step * Math.min(k, span);
}

function flowing(
  random: () => number,
  legal: readonly LegalAction[],
  greedy: TrickContext | undefined,
): Action {
  const offer = offered(legal);
  if (offer.redeal && random() < 0.5) return { type: 'redeal' };
  if (offer.surrender && random() < 0.04) return { type: 'surrender' };
  const bid = offer.bid;
  if (bid) {
    return random() < 0.3 ? { type: 'bid', amount: lowAmount(random, bid) } : { type: 'pass' };
  }
  if (offer.pass) return { type: 'pass' };
  const give = offer.give;
  if (give) {
    // Usually pass on the two least valuable cards, sometimes any two.
    const cards = random() < 0.7 ? twoCheapest(give.cards) : give.cards.slice();
    const first = cards.splice(below(random, cards.length), 1)[0];
    const second = pick(random, cards);
    return {
      type: 'give',
      transfers: [
        { toSeat: give.toSeats[0], card: first },
        { toSeat: give.toSeats[1], card: second },
      ],
    };
  }
  const contract = offer.contract;
  if (contract) {
    const amount = random() < 0.7 ? contract.min : lowAmount(random, contract);
    return { type: 'contract', amount };
  }
  const play = offer.play;
  if (play) {
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

/**
 * The first two cards of `cards` sorted by points (sort is stable: equal points keep their
 * order), found without sorting them all with a comparator callback.
 */
function twoCheapest(cards: readonly Card[]): Card[] {
  const cheapest = (skip: number): number => {
    let best = -1;
    for (let i = 0; i < cards.length; i++) {
      if (i !== skip && (best < 0 || pointsOf(cards[i]) < pointsOf(cards[best]))) best = i;
    }
    return best;
  };
  const first = cheapest(-1);
  if (first < 0) return [];
  const second = cheapest(first);
  return second < 0 ? [cards[first]] : [cards[first], cards[second]];
}

type Offered<T extends LegalAction['type']> = Extract<LegalAction, { type: T }> | undefined;

/** The first legal action of each type, in one pass over the list (which has one to three). */
interface Offer {
  redeal: Offered<'redeal'>;
  surrender: Offered<'surrender'>;
  bid: Offered<'bid'>;
  pass: Offered<'pass'>;
  give: Offered<'give'>;
  contract: Offered<'contract'>;
  play: Offered<'play'>;
}

function offered(legal: readonly LegalAction[]): Offer {
  const offer: Offer = {
    redeal: undefined,
    surrender: undefined,
    bid: undefined,
    pass: undefined,
    give: undefined,
    contract: undefined,
    play: undefined,
  };
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    switch (a.type) {
      case 'redeal':
        offer.redeal ??= a;
        break;
      case 'surrender':
        offer.surrender ??= a;
        break;
      case 'bid':
        offer.bid ??= a;
        break;
      case 'pass':
        offer.pass ??= a;
        break;
      case 'give':
        offer.give ??= a;
        break;
      case 'contract':
        offer.contract ??= a;
        break;
      case 'play':
        offer.play ??= a;
        break;
    }
  }
  return offer;
}

/**
 * Take the trick as cheaply as possible when you can, otherwise throw the least valuable card.
 * Written as loops that keep reduce's choices (the first card that is best), without its callbacks.
 */
function greedyCard(cards: readonly Card[], ctx: TrickContext): Card {
  // Each loop keeps the best card's order or points beside it rather than asking the card table
  // for them again at every comparison.
  if (ctx.trick.length === 0) {
    let best = cards[0];
    let bestOrder = orderOf(best);
    for (let i = 1; i < cards.length; i++) {
      const order = orderOf(cards[i]);
      if (order > bestOrder) {
        best = cards[i];
        bestOrder = order;
      }
    }
    return best;
  }
  let winning = ctx.trick[0];
  for (const c of ctx.trick) if (beats(c, winning, ctx.trump)) winning = c;
  // Among the cards that take the trick, the first of the highest order.
  let taker: Card | null = null;
  let takerOrder = -1;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i];
    if (!beats(c, winning, ctx.trump)) continue;
    const order = orderOf(c);
    if (taker === null || order > takerOrder) {
      taker = c;
      takerOrder = order;
    }
  }
  if (taker !== null) return taker;
  // Otherwise the cheapest, a later card of equal points winning when it is not a trump.
  let cheapest = cards[0];
  let cheapestPoints = pointsOf(cheapest);
  for (let i = 1; i < cards.length; i++) {
    const b = cards[i];
    const points = pointsOf(b);
    if (points < cheapestPoints || (points === cheapestPoints && suitOf(b) !== ctx.trump)) {
      cheapest = b;
      cheapestPoints = points;
    }
  }
  return cheapest;
}
