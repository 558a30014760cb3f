// Strategies: given a seat's view, one of its legalActions with its choices made (an amount, two
// transfers, a card), as POST /actions takes it. Pluggable: new ReferenceBot({ strategy }).
// A bot from outside has only the API, so these read nothing but the view (its hand, the trick,
// the trump, the seats' totals and barrels, and `legalActions`); the card values are the rules'
// (docs/rules.md, "Table and cards").
import type {
  Action,
  Card,
  GameViewDto,
  LegalActionDto,
  PlayingGameView,
  Suit,
} from '../../clients/ts/src/index.js';

export type { Action, GameViewDto };
export type Strategy = (view: GameViewDto, random: () => number) => Action;

type Offer<T extends LegalActionDto['type']> = Extract<LegalActionDto, { type: T }>;

const RANKS = ['9', 'J', 'Q', 'K', '10', 'A'] as const;
const POINTS: Record<string, number> = { '9': 0, J: 2, Q: 3, K: 4, '10': 10, A: 11 };
const MARRIAGE: Record<Suit, number> = { S: 40, C: 60, D: 80, H: 100 };

const suitOf = (card: Card) => card.slice(-1) as Suit;
const rankOf = (card: Card) => card.slice(0, -1);
const pointsOf = (card: Card) => POINTS[rankOf(card)]!;
const orderOf = (card: Card) => RANKS.indexOf(rankOf(card) as (typeof RANKS)[number]);
const below = (random: () => number, n: number) => Math.floor(random() * n);
const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[below(random, items.length)]!;

function offer<T extends LegalActionDto['type']>(view: GameViewDto, type: T) {
  return view.legalActions.find((a): a is Offer<T> => a.type === type);
}

/** Any legal move, uniformly: a kind of move, then its amount or cards, each equally likely. */
export const randomStrategy: Strategy = (view, random) => {
  const choice = pick(random, view.legalActions);
  switch (choice.type) {
    case 'bid':
    case 'contract': {
      const steps = Math.floor((choice.max - choice.min) / choice.step);
      return { type: choice.type, amount: choice.min + choice.step * below(random, steps + 1) };
    }
    case 'give': {
      const cards = choice.cards.slice();
      const [first] = cards.splice(below(random, cards.length), 1);
      const second = pick(random, cards);
      return {
        type: 'give',
        transfers: [
          { toSeat: choice.toSeats[0], card: first! },
          { toSeat: choice.toSeats[1], card: second },
        ],
      };
    }
    case 'play': {
      const card = pick(random, choice.cards);
      const declare = choice.marriageCards.includes(card) && random() < 0.5;
      return declare ? { type: 'play', card, declareMarriage: true } : { type: 'play', card };
    }
    default:
      return { type: choice.type };
  }
};

/** The marriages (K and Q of one suit) in a hand. */
function marriagesIn(hand: readonly Card[]): Suit[] {
  return (Object.keys(MARRIAGE) as Suit[]).filter(
    (s) => hand.includes(`K${s}` as Card) && hand.includes(`Q${s}` as Card),
  );
}

/**
 * What a hand should make as declarer: its aces and the tens they guard, the marriages it can
 * declare, and a share of what the opponents will throw on its winners. Deliberately modest:
 * a contract lost costs its whole amount (docs/rules.md, "Scoring a deal").
 */
export function handValue(hand: readonly Card[]): number {
  let value = 0;
  for (const card of hand) {
    const rank = rankOf(card);
    if (rank === 'A') value += 11;
    else if (rank === '10' && hand.includes(`A${suitOf(card)}` as Card)) value += 10;
  }
  for (const suit of marriagesIn(hand)) value += MARRIAGE[suit];
  const aces = hand.filter((c) => rankOf(c) === 'A').length;
  return value + 10 * aces + 15;
}

const roundDown = (amount: number, step: number) => Math.floor(amount / step) * step;

function playing(view: GameViewDto): PlayingGameView | null {
  return view.status === 'playing' && view.you !== null ? view : null;
}

/** What the seat needs from one won contract to reach 1000 from the barrel (0: not on it). */
function barrelNeed(view: PlayingGameView): number {
  const me = view.seats.find((s) => s.seat === view.you);
  return me?.barrel ? Math.max(0, 1000 - me.total) : 0;
}

/** The card that wins the trick so far, with the led suit and trump deciding. */
function winningCard(trick: readonly Card[], trump: Suit | null): Card | undefined {
  let best = trick[0];
  for (const card of trick.slice(1)) {
    const sameSuit = suitOf(card) === suitOf(best!);
    if (sameSuit ? orderOf(card) > orderOf(best!) : trump !== null && suitOf(card) === trump) {
      best = card;
    }
  }
  return best;
}

function beats(card: Card, best: Card, trump: Suit | null): boolean {
  if (suitOf(card) === suitOf(best)) return orderOf(card) > orderOf(best);
  return trump !== null && suitOf(card) === trump;
}

const cheapest = (cards: readonly Card[]) =>
  cards.reduce((a, b) =>
    pointsOf(b) < pointsOf(a) || (pointsOf(b) === pointsOf(a) && orderOf(b) < orderOf(a)) ? b : a,
  );

function playCard(view: PlayingGameView, play: Offer<'play'>): Action {
  const { trick, trump } = view.deal;
  const cards = play.cards;
  if (trick.cards.length === 0) {
    // Leading: declare the dearest marriage we may, else cash an ace, else lead low.
    const marriage = play.marriageCards
      .slice()
      .sort((a, b) => MARRIAGE[suitOf(b)] - MARRIAGE[suitOf(a)])[0];
    if (marriage) return { type: 'play', card: marriage, declareMarriage: true };
    const ace = cards.find((c) => rankOf(c) === 'A');
    return { type: 'play', card: ace ?? cheapest(cards) };
  }
  const best = winningCard(
    trick.cards.map((p) => p.card),
    trump,
  )!;
  const winners = cards.filter((c) => beats(c, best, trump));
  if (winners.length > 0) {
    // Take it with the lowest card that does; keep a marriage's K and Q for a lead if we can.
    const keep = new Set(marriagesIn(cards).flatMap((s) => [`K${s}`, `Q${s}`]));
    const plain = winners.filter((c) => !keep.has(c));
    const pool = plain.length > 0 ? plain : winners;
    return { type: 'play', card: pool.reduce((a, b) => (orderOf(b) < orderOf(a) ? b : a)) };
  }
  return { type: 'play', card: cheapest(cards) };
}

/** The two cards to give: the cheapest, keeping aces and marriages. */
function giveCards(give: Offer<'give'>): Action {
  const keep = new Set(marriagesIn(give.cards).flatMap((s) => [`K${s}`, `Q${s}`]));
  const ranked = give.cards
    .slice()
    .sort((a, b) => Number(keep.has(a)) - Number(keep.has(b)) || pointsOf(a) - pointsOf(b));
  return {
    type: 'give',
    transfers: [
      { toSeat: give.toSeats[0], card: ranked[0]! },
      { toSeat: give.toSeats[1], card: ranked[1]! },
    ],
  };
}

/**
 * A sensible player: bids what its hand is worth (on the barrel only a contract that takes it to
 * 1000), gives away its cheapest cards, announces what it can make, takes tricks cheaply and
 * throws low when it cannot. It reads only the view.
 */
export const simpleStrategy: Strategy = (view, random) => {
  const game = playing(view);
  if (!game) return randomStrategy(view, random);
  const hand = (game.deal.hand ?? []) as Card[];
  const need = barrelNeed(game);
  const redeal = offer(game, 'redeal');
  if (redeal) return { type: 'redeal' };
  const bid = offer(game, 'bid');
  if (bid) {
    // The talon is still hidden: a third of its worth is a fair guess of what it adds.
    const worth = roundDown(handValue(hand), bid.step);
    const target = need > 0 && worth < need ? 0 : worth;
    if (bid.min <= Math.min(target, bid.max)) return { type: 'bid', amount: bid.min };
    return { type: 'pass' };
  }
  if (offer(game, 'pass')) return { type: 'pass' };
  const give = offer(game, 'give');
  if (give) return giveCards(give);
  const contract = offer(game, 'contract');
  if (contract) {
    const worth = roundDown(handValue(hand), contract.step);
    const wanted = need > 0 && worth >= need ? need : contract.min;
    const amount = Math.min(
      contract.max,
      Math.max(contract.min, roundDown(wanted + contract.step - 1, contract.step)),
    );
    return { type: 'contract', amount };
  }
  const play = offer(game, 'play');
  if (play) return playCard(game, play);
  return randomStrategy(view, random);
};

export const STRATEGIES: Record<string, Strategy> = {
  random: randomStrategy,
  simple: simpleStrategy,
};
