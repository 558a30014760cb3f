// After the auction (docs/rules.md#talon-and-passing-cards, #contract, #surrender): passing a card
// to each opponent, announcing the contract, or surrendering.

import { isCard, marriagesInHand, type Card, type Seat } from './cards.js';
import { ceilingRefusal } from './bidding.js';
import type { GameEvent } from './events.js';
import { finishDeal } from './flow.js';
import { accept, refuse, type ApplyResult } from './result.js';
import { bidCeiling, type Rules } from './rules.js';
import {
  appended,
  copyDeal,
  withDeal,
  type DealState,
  type GameState,
  type Transfer,
} from './state.js';

export interface TransferInput {
  toSeat: Seat;
  card: Card;
}

export function opponentsOf(deal: DealState, declarer: Seat): Seat[] {
  // A loop, not filter with a callback, and the list at its length (asked twice a deal).
  const { active } = deal;
  let count = 0;
  for (let i = 0; i < active.length; i++) if (active[i] !== declarer) count++;
  const opponents = new Array<Seat>(count);
  let k = 0;
  for (let i = 0; i < active.length; i++) if (active[i] !== declarer) opponents[k++] = active[i];
  return opponents;
}

export function applyGive(
  state: GameState,
  deal: DealState,
  seat: Seat,
  transfers: readonly TransferInput[],
): ApplyResult {
  const opponents = opponentsOf(deal, seat);
  if (transfers.length !== opponents.length) {
    return refuse('invalid_transfer', 'give exactly one card to each opponent');
  }
  // Loops rather than map/every/find/filter with a callback each: once a deal, but every deal.
  for (let o = 0; o < opponents.length; o++) {
    let given = false;
    for (let t = 0; t < transfers.length; t++) {
      if (transfers[t].toSeat === opponents[o]) given = true;
    }
    if (!given) {
      return refuse(
        'invalid_transfer',
        `give exactly one card to each of seats ${opponents.join(' and ')}`,
      );
    }
  }
  const first = transfers[0];
  const second = transfers[1];
  if (first.card === second.card) {
    return refuse('invalid_transfer', 'give two different cards');
  }
  const hand = deal.hands[seat];
  for (let t = 0; t < transfers.length; t++) {
    const { card } = transfers[t];
    if (!hand.includes(card)) return refuse('card_not_in_hand', `${card} is not in your hand`);
  }

  const hands = deal.hands.slice();
  // Both cards are in the hand, which holds each card once: the rest is two fewer.
  const kept = new Array<Card>(hand.length - 2);
  let k = 0;
  for (let i = 0; i < hand.length; i++) {
    if (hand[i] !== first.card && hand[i] !== second.card) kept[k++] = hand[i];
  }
  if (k !== kept.length) kept.length = k;
  hands[seat] = kept;
  const events: GameEvent[] = new Array<GameEvent>(transfers.length);
  const given = new Array<Transfer>(transfers.length);
  for (let t = 0; t < transfers.length; t++) {
    const { toSeat, card } = transfers[t];
    hands[toSeat] = appended(hands[toSeat], card);
    events[t] = { type: 'card_given', fromSeat: seat, toSeat, card };
    given[t] = { fromSeat: seat, toSeat, card };
  }
  const next = copyDeal(deal);
  next.hands = hands;
  next.given = given;
  next.phase = 'contract';
  return accept(withDeal(state, next), events);
}

/** The range the declarer may announce: at least the winning bid, raised only as the hand allows. */
export function contractRange(
  rules: Rules,
  deal: DealState,
  seat: Seat,
): { min: number; max: number } {
  const min = deal.highestBid;
  const ceiling = bidCeiling(rules, marriagesInHand(deal.hands[seat], rules.aceMarriage));
  return { min, max: Math.max(min, ceiling - (ceiling % rules.bidStep)) };
}

export function applyContract(
  state: GameState,
  deal: DealState,
  seat: Seat,
  amount: number,
): ApplyResult {
  const { rules } = state;
  if (amount % rules.bidStep !== 0) {
    return refuse('contract_not_multiple_of_step', `contracts go in steps of ${rules.bidStep}`);
  }
  if (amount < deal.highestBid) {
    return refuse('contract_too_low', `the contract must be at least the bid, ${deal.highestBid}`);
  }
  const tooHigh = ceilingRefusal(rules, deal.hands[seat], amount, deal.highestBid, 'contract');
  if (tooHigh) return tooHigh;
  const next = copyDeal(deal);
  next.contract = amount;
  next.phase = 'playing';
  next.turn = seat;
  next.trick = { leader: seat, cards: [] };
  return accept(withDeal(state, next), [{ type: 'contract_announced', seat, amount }]);
}

/** Surrender is open from taking the talon until the first card is led. */
export function maySurrender(deal: DealState): boolean {
  if (deal.phase === 'talon' || deal.phase === 'contract') return true;
  return deal.phase === 'playing' && deal.tricksPlayed === 0 && deal.trick.cards.length === 0;
}

export function applySurrender(state: GameState, deal: DealState, seat: Seat): ApplyResult {
  if (deal.phase === 'bidding')
    return refuse('wrong_phase', 'nothing to surrender before the talon is taken');
  if (!maySurrender(deal)) return refuse('surrender_too_late', 'the first card has been led');
  const contract = deal.contract ?? deal.highestBid;
  const events: GameEvent[] = [{ type: 'surrendered', seat, contract }];
  const closed = copyDeal(deal);
  closed.contract = contract;
  return accept(finishDeal(state, closed, true, events), events);
}

export function isTransferList(x: unknown): x is TransferInput[] {
  return (
    Array.isArray(x) &&
    x.every(
      (t) =>
        typeof t === 'object' &&
        t !== null &&
        Number.isInteger((t as TransferInput).toSeat) &&
        isCard((t as TransferInput).card),
    )
  );
}
