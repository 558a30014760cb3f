// The compact picture a heuristic decision is made from. Built either from a bot's knowledge (the
// real decision) or from a full simulated GameState inside a Monte Carlo playout, where the seat
// looks only at its own hand and the public table, never at the other sampled hands.

import {
  ALL_CARDS,
  legalActions,
  type Card,
  type DealPhase,
  type GameState,
  type LegalAction,
  type Rules,
  type Seat,
  type Suit,
} from '../engine/index.js';
import { indexOf } from './cards.js';
import type { BidK, BotKnowledge, MarriageK, PlayedCardK } from './knowledge.js';

export interface Situation {
  rules: Rules;
  seat: Seat;
  active: readonly Seat[];
  phase: DealPhase;
  hand: readonly Card[];
  legal: readonly LegalAction[];
  bids: readonly BidK[];
  highestBid: number;
  declarer: Seat | null;
  contract: number | null;
  trump: Suit | null;
  trick: readonly PlayedCardK[];
  tricksPlayed: number;
  /** Indexed by indexOf(card): played in a completed trick or lying in the current one. */
  gone: readonly boolean[];
  /** Cards not in this hand and not gone: what the others may still hold (or the talon). */
  unseenCount: number;
  points: readonly number[];
  marriages: readonly MarriageK[];
  /** Suits each seat is known to be out of (empty lists inside playouts). */
  voids: readonly (readonly Suit[])[];
  totals: readonly number[];
}

const NO_VOIDS: readonly (readonly Suit[])[] = [[], [], [], []];

export function situationFromKnowledge(k: BotKnowledge): Situation {
  const d = k.deal;
  if (!d) throw new Error('no deal in progress');
  const gone = ALL_CARDS.map(() => false);
  for (const p of d.played) gone[indexOf(p.card)] = true;
  for (const p of d.trick.cards) gone[indexOf(p.card)] = true;
  return {
    rules: k.rules,
    seat: k.seat,
    active: d.active,
    phase: d.phase,
    hand: d.hand,
    legal: k.legalActions,
    bids: d.bids,
    highestBid: d.highestBid,
    declarer: d.declarer,
    contract: d.contract,
    trump: d.trump,
    trick: d.trick.cards,
    tricksPlayed: d.tricksPlayed,
    gone,
    unseenCount: 24 - d.hand.length - gone.filter(Boolean).length,
    points: d.points,
    marriages: d.marriages,
    voids: d.voids,
    totals: k.seats.map((s) => s.total),
  };
}

/** For playouts: the seat to move in a simulated state, seeing only its own cards. */
export function situationFromState(state: GameState, seat: Seat): Situation {
  const d = state.deal;
  if (!d) throw new Error('no deal in progress');
  const gone: boolean[] = new Array<boolean>(24).fill(false);
  for (const c of d.played) gone[indexOf(c)] = true;
  for (const p of d.trick.cards) gone[indexOf(p.card)] = true;
  const hand = d.hands[seat];
  return {
    rules: state.rules,
    seat,
    active: d.active,
    phase: d.phase,
    hand,
    legal: legalActions(state, seat),
    bids: d.bids,
    highestBid: d.highestBid,
    declarer: d.declarer,
    contract: d.contract,
    trump: d.trump,
    trick: d.trick.cards,
    tricksPlayed: d.tricksPlayed,
    gone,
    unseenCount: 24 - hand.length - d.played.length - d.trick.cards.length,
    points: d.points,
    marriages: d.marriages,
    voids: NO_VOIDS,
    totals: state.totals,
  };
}
