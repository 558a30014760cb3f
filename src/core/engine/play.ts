// The play of the cards (docs/rules.md#play-of-the-cards, #marriages): a card played, marriages,
// tricks; which cards may be played is follow.ts.

import {
  ACE_MARRIAGE_VALUE,
  beats,
  hasFourAces,
  MARRIAGE_VALUES,
  marriagePartner,
  pointsOf,
  rankOf,
  suitOf,
  type Card,
  type Seat,
  type Suit,
} from './cards.js';
import { nextActive } from './deal.js';
import type { RefusalCode } from './errors.js';
import type { GameEvent } from './events.js';
import { finishDeal } from './flow.js';
import { mayPlay, whyNot } from './follow.js';
import { accept, refuse, type ApplyResult } from './result.js';
import type { Rules } from './rules.js';
import { withoutPreviousDeal } from './previous-deal.js';
import { appended, copyDeal, withDeal, type DealState, type GameState } from './state.js';

export const TRICKS_PER_DEAL = 8;

/** The value a lead of `card` would declare, or the refusal code if it cannot declare anything. */
export function marriageValue(
  rules: Rules,
  hand: readonly Card[],
  card: Card,
): { value: number; suit: Suit | null } | RefusalCode {
  if (rules.aceMarriage && rankOf(card) === 'A') {
    return hasFourAces(hand) ? { value: ACE_MARRIAGE_VALUE, suit: null } : 'no_marriage_partner';
  }
  const partner = marriagePartner(card);
  if (partner === null) return 'not_a_marriage_card';
  if (!hand.includes(partner)) return 'no_marriage_partner';
  return { value: MARRIAGE_VALUES[suitOf(card)], suit: suitOf(card) };
}

/** The cards the seat to lead may lead with a declaration (never on the deal's first trick). */
export function marriageLeads(rules: Rules, deal: DealState, hand: readonly Card[]): Card[] {
  const leads: Card[] = [];
  if (deal.tricksPlayed === 0 || deal.trick.cards.length > 0) return leads;
  for (let i = 0; i < hand.length; i++) if (mayDeclare(rules, hand, hand[i])) leads.push(hand[i]);
  return leads;
}

/** Whether a lead of `card` declares something: marriageValue without the answer's object. */
function mayDeclare(rules: Rules, hand: readonly Card[], card: Card): boolean {
  if (rules.aceMarriage && rankOf(card) === 'A') return hasFourAces(hand);
  const partner = marriagePartner(card);
  return partner !== null && hand.includes(partner);
}

type Declared = { value: number; suit: Suit | null };

/** The refusal of a card the seat may not play, or the marriage it declares with it (or null). */
function checkPlay(
  rules: Rules,
  deal: DealState,
  hand: readonly Card[],
  card: Card,
  declare: boolean,
): ApplyResult | Declared | null {
  const leading = deal.trick.cards.length === 0;
  if (declare) {
    if (!leading)
      return refuse('marriage_only_when_leading', 'a marriage is declared only by leading from it');
    if (deal.tricksPlayed === 0) {
      return refuse(
        'marriage_not_allowed_on_first_trick',
        'no marriage may be declared on the first trick',
      );
    }
    const m = marriageValue(rules, hand, card);
    if (typeof m === 'string') {
      return refuse(
        m,
        m === 'not_a_marriage_card'
          ? `${card} is not part of a marriage`
          : `you do not hold the partner of ${card}`,
      );
    }
    return m;
  }
  if (!mayPlay(rules, hand, deal.trick.cards, deal.trump, card)) {
    const code = whyNot(rules, hand, deal.trick.cards, deal.trump, card);
    return refuse(code, `${card} may not be played here (${code.replaceAll('_', ' ')})`);
  }
  return null;
}

/** `cards` without the one at `at`, built at its size (filter's result has room for 17). */
function withoutAt(cards: readonly Card[], at: number): Card[] {
  const rest = cards.slice(0, cards.length - 1);
  for (let i = at; i < rest.length; i++) rest[i] = cards[i + 1];
  return rest;
}

export function applyPlay(
  state: GameState,
  deal: DealState,
  seat: Seat,
  card: Card,
  declare: boolean,
): ApplyResult {
  const { rules } = state;
  const hand = deal.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) return refuse('card_not_in_hand', `${card} is not in your hand`);
  const leading = deal.trick.cards.length === 0;
  const declared = checkPlay(rules, deal, hand, card, declare);
  if (declared !== null && 'ok' in declared) return declared;

  const cardPlayed: GameEvent = { type: 'card_played', seat, card, marriage: declared !== null };
  let events: GameEvent[] = [cardPlayed];
  let trump = deal.trump;
  let marriages = deal.marriages;
  if (declared !== null) {
    marriages = appended(marriages, { seat, suit: declared.suit, value: declared.value });
    events = [{ type: 'marriage_declared', seat, suit: declared.suit, value: declared.value }];
    if (declared.suit !== null) {
      events.push({ type: 'trump_changed', from: trump, to: declared.suit });
      trump = declared.suit;
    }
    events.push(cardPlayed);
  }
  const hands = deal.hands.slice();
  hands[seat] = withoutAt(hand, at);
  const cards = appended(deal.trick.cards, { seat, card });

  if (cards.length < deal.active.length) {
    const next = copyDeal(deal);
    next.hands = hands;
    next.trump = trump;
    next.marriages = marriages;
    next.trick = { leader: deal.trick.leader, cards };
    next.turn = nextActive(deal, seat);
    const firstCard = deal.tricksPlayed === 0 && leading;
    return accept(withDeal(firstCard ? withoutPreviousDeal(state) : state, next), events);
  }

  let best = 0;
  let points = 0;
  for (let i = 0; i < cards.length; i++) {
    points += pointsOf(cards[i].card);
    if (i > 0 && beats(cards[i].card, cards[best].card, trump)) best = i;
  }
  const winner = cards[best].seat;
  const tricksTaken = deal.tricksTaken.slice();
  tricksTaken[winner] += 1;
  const dealPoints = deal.points.slice();
  dealPoints[winner] += points;
  const tricksPlayed = deal.tricksPlayed + 1;
  const trickWon: GameEvent = { type: 'trick_won', winner, trick: tricksPlayed, cards, points };
  const played = new Array<Card>(deal.played.length + cards.length);
  for (let i = 0; i < deal.played.length; i++) played[i] = deal.played[i];
  for (let i = 0; i < cards.length; i++) played[deal.played.length + i] = cards[i].card;
  const next = copyDeal(deal);
  next.hands = hands;
  next.trump = trump;
  next.marriages = marriages;
  next.trick = { leader: winner, cards: [] };
  next.lastTrick = { leader: deal.trick.leader, cards, winner };
  next.tricksPlayed = tricksPlayed;
  next.tricksTaken = tricksTaken;
  next.points = dealPoints;
  next.played = played;
  next.turn = winner;
  // Seven tricks in eight end here: their list at its length (push would leave room for 17).
  if (tricksPlayed < TRICKS_PER_DEAL)
    return accept(withDeal(state, next), appended(events, trickWon));
  events.push(trickWon);
  return accept(finishDeal(state, next, false, events), events);
}
