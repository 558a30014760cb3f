// Shuffling and dealing: a new deal from the PRNG (or from a deck a test stacked, see testing.ts).

import { ALL_CARDS, isCard, type Card, type Seat } from './cards.js';
import { fairDeal, fisherYates, SHUFFLE_BOUNDS } from './cut.js';
import type { DealStartedEvent } from './events.js';
import { commitmentOf, HAND_SIZE, TALON_START } from './fairness.js';
import { drawBelow, drawSecret, type PrngState } from './prng.js';
import { copyGame, type DealState, type GameState, type SeedRecord } from './state.js';

export const OPENING_BID = 100;

/** The three seats in play, clockwise from the dealer's left; the 4-player dealer sits out. */
export function activeSeats(players: number, dealer: Seat): Seat[] {
  return [(dealer + 1) % players, (dealer + 2) % players, (dealer + 3) % players];
}

/**
 * The v1 deck (games stored before the cut): Fisher-Yates over ALL_CARDS, drawing j in [0, i] for
 * i = 23 down to 1 from the game's PRNG.
 */
export function shuffle(prng: PrngState): { deck: Card[]; prng: PrngState } {
  const drawn = drawBelow(prng, SHUFFLE_BOUNDS);
  return { deck: fisherYates(drawn.values), prng: drawn.prng };
}

/** Throws unless `deck` is a permutation of the 24 cards (for decks a test stacked). */
export function assertFullDeck(deck: readonly unknown[]): asserts deck is Card[] {
  if (
    !Array.isArray(deck) ||
    deck.length !== ALL_CARDS.length ||
    !deck.every(isCard) ||
    new Set(deck).size !== deck.length
  ) {
    throw new Error('a stacked deck must hold each of the 24 cards exactly once');
  }
}

/** How a deal is dealt besides its number and dealer. */
export interface DealOptions {
  /** Test-only (see testing.ts): dealt instead of the deck the game would deal. */
  stacked?: readonly Card[] | null;
  /** The cut made for this deal during the one before (see cut.ts); null or absent: none. */
  cut?: SeedRecord | null;
}

/**
 * Shuffles, commits and deals deal `number` with `dealer`; returns the state with it in place.
 * Games with the cut deal the deck of cut.ts; games stored before it, the v1 deck of their PRNG.
 */
export function startDeal(
  state: GameState,
  number: number,
  dealer: Seat,
  opts: DealOptions = {},
): { state: GameState; event: DealStartedEvent } {
  const stacked = opts.stacked ?? null;
  const next = copyGame(state);
  let dealt: { deal: DealState; event: DealStartedEvent };
  if (state.fairness) {
    const fair = fairDeal(state, number, dealer, opts.cut ?? null);
    const { cut, serverSeedHash, nextServerSeedHash } = fair;
    const cutFields = { cut, serverSeedHash, nextServerSeedHash, nextCut: null };
    dealt = dealOut(state.players, number, dealer, stacked ?? fair.deck, fair.secret, cutFields);
  } else {
    // The PRNG is consumed identically whether or not a deck is stacked, so stacking a deck in a
    // test never shifts the randomness of later deals.
    const shuffled = shuffle(state.prng);
    const drawn = drawSecret(shuffled.prng);
    dealt = dealOut(state.players, number, dealer, stacked ?? shuffled.deck, drawn.secret, null);
    next.prng = drawn.prng;
  }
  next.dealNumber = number;
  next.deal = dealt.deal;
  return { state: next, event: dealt.event };
}

/**
 * Test-only: the deal that has just started, dealt again from `deck` with the same number, dealer
 * and secret (so the PRNG is where it was); the commitment is that of the new deck.
 */
export function restackDeal(
  state: GameState,
  deck: readonly Card[],
): { state: GameState; event: DealStartedEvent } {
  const current = state.deal;
  if (current === null) throw new Error('no deal to stack');
  const { cut, serverSeedHash, nextServerSeedHash, nextCut } = current;
  const cutFields =
    cut && serverSeedHash && nextServerSeedHash
      ? { cut, serverSeedHash, nextServerSeedHash, nextCut: nextCut ?? null }
      : null;
  const dealt = dealOut(
    state.players,
    current.number,
    current.dealer,
    deck,
    current.secret,
    cutFields,
  );
  const next = copyGame(state);
  next.deal = dealt.deal;
  return { state: next, event: dealt.event };
}

/** A deal's fields of the cut (absent in games stored before it). */
interface CutFields {
  cut: SeedRecord;
  serverSeedHash: string;
  nextServerSeedHash: string;
  nextCut: SeedRecord | null;
}

function dealOut(
  players: number,
  number: number,
  dealer: Seat,
  cards: readonly Card[],
  secret: string,
  fair: CutFields | null,
): { deal: DealState; event: DealStartedEvent } {
  const deck = cards.slice();
  const commitment = commitmentOf(deck, secret);
  const active = activeSeats(players, dealer);
  // The per-seat lists in one loop rather than five Array.from/map calls with a callback each
  // (a deal starts every 26 moves or so; docs/performance-history.md, issue 47).
  const hands: Card[][] = [];
  const handSizes: number[] = [];
  const eventHands: Card[][] = [];
  const zeros: number[] = [];
  const none: boolean[] = [];
  for (let seat = 0; seat < players; seat++) {
    const i = active.indexOf(seat);
    const hand = i < 0 ? [] : deck.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE);
    hands.push(hand);
    handSizes.push(hand.length);
    eventHands.push(hand.slice());
    zeros.push(0);
    none.push(false);
  }
  const opener = active[0];
  const deal: DealState = {
    number,
    dealer,
    sittingOut: players === 4 ? dealer : null,
    active,
    deck,
    secret,
    commitment,
    cut: fair?.cut,
    serverSeedHash: fair?.serverSeedHash,
    nextServerSeedHash: fair?.nextServerSeedHash,
    nextCut: fair?.nextCut,
    phase: 'bidding',
    turn: active[1],
    hands,
    talon: deck.slice(TALON_START),
    talonTaken: false,
    bids: [{ seat: opener, amount: OPENING_BID }],
    highestBid: OPENING_BID,
    highestBidder: opener,
    passed: none,
    chose: none.slice(),
    declarer: null,
    given: [],
    contract: null,
    trump: null,
    marriages: [],
    trick: { leader: active[0], cards: [] },
    lastTrick: null,
    tricksPlayed: 0,
    tricksTaken: zeros,
    points: zeros.slice(),
    played: [],
  };
  const event: DealStartedEvent = {
    type: 'deal_started',
    deal: number,
    dealer,
    sittingOut: deal.sittingOut,
    hands: eventHands,
    handSizes,
    commitment,
    openingBid: { seat: opener, amount: OPENING_BID },
    turn: deal.turn,
  };
  if (fair) {
    event.serverSeedHash = fair.serverSeedHash;
    event.nextServerSeedHash = fair.nextServerSeedHash;
  }
  return { deal, event };
}

/** The next playing seat to the left of `seat` in this deal. */
export function nextActive(deal: DealState, seat: Seat): Seat {
  const i = deal.active.indexOf(seat);
  return deal.active[(i + 1) % deal.active.length];
}
