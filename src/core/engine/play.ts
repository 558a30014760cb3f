// The play of the cards (docs/rules.md#play-of-the-cards, #marriages): following, trumping,
// marriages, tricks.

import {
  ACE_MARRIAGE_VALUE,
  beats,
  hasFourAces,
  MARRIAGE_VALUES,
  marriagePartner,
  orderOf,
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
import { accept, refuse, type ApplyResult } from './result.js';
import type { Rules } from './rules.js';
import { withoutPreviousDeal } from './previous-deal.js';
import { copyDeal, withDeal, type DealState, type GameState, type PlayedCard } from './state.js';

export const TRICKS_PER_DEAL = 8;

function highestOf(cards: readonly PlayedCard[], suit: Suit): number {
  let best = -1;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i].card;
    if (suitOf(card) === suit && orderOf(card) > best) best = orderOf(card);
  }
  return best;
}

function holdsSuit(hand: readonly Card[], suit: Suit): boolean {
  for (let i = 0; i < hand.length; i++) if (suitOf(hand[i]) === suit) return true;
  return false;
}

/** The suit `hand` must play to a trick led in `led`: that suit, else a trump, else none (null). */
function dutySuit(hand: readonly Card[], led: Suit, trump: Suit | null): Suit | null {
  if (holdsSuit(hand, led)) return led;
  return trump !== null && holdsSuit(hand, trump) ? trump : null;
}

/**
 * The order a card of `suit` (the led suit or, when void, the trump) must beat, or -1 when there is
 * no duty to beat: must_beat when following and able to beat; must_overtrump when trumping and
 * holding both trumps that beat the trick's highest and trumps that do not.
 */
function beatFloor(
  rules: Rules,
  hand: readonly Card[],
  trick: readonly PlayedCard[],
  suit: Suit,
  led: Suit,
): number {
  const following = suit === led;
  const duty = following
    ? rules.followRule !== 'follow_then_trump'
    : rules.followRule === 'must_overtrump';
  if (!duty) return -1;
  const best = highestOf(trick, suit);
  let higher = 0;
  let all = 0;
  for (let i = 0; i < hand.length; i++) {
    if (suitOf(hand[i]) !== suit) continue;
    all++;
    if (orderOf(hand[i]) > best) higher++;
  }
  if (following) return higher > 0 ? best : -1;
  return higher > 0 && higher < all ? best : -1;
}

/**
 * The cards `hand` may play to `trick`, and, for each card that may not, why. The lead is free;
 * otherwise follow suit, else trump, else anything; the stricter variants add a duty to beat.
 */
export function playableCards(
  rules: Rules,
  hand: readonly Card[],
  trick: readonly PlayedCard[],
  trump: Suit | null,
): { cards: Card[]; refusal: RefusalCode | null } {
  if (trick.length === 0) return { cards: hand.slice(), refusal: null };
  const led = suitOf(trick[0].card);
  const suit = dutySuit(hand, led, trump);
  if (suit === null) return { cards: hand.slice(), refusal: null };
  const floor = beatFloor(rules, hand, trick, suit, led);
  const cards: Card[] = [];
  for (let i = 0; i < hand.length; i++) {
    if (suitOf(hand[i]) === suit && orderOf(hand[i]) > floor) cards.push(hand[i]);
  }
  const refusal: RefusalCode =
    suit === led
      ? floor >= 0
        ? 'must_beat'
        : 'must_follow_suit'
      : floor >= 0
        ? 'must_overtrump'
        : 'must_play_trump';
  return { cards, refusal };
}

/** Whether `card`, which `hand` holds, is among `playableCards`, without building the list. */
function mayPlay(
  rules: Rules,
  hand: readonly Card[],
  trick: readonly PlayedCard[],
  trump: Suit | null,
  card: Card,
): boolean {
  if (trick.length === 0) return true;
  const led = suitOf(trick[0].card);
  const suit = dutySuit(hand, led, trump);
  if (suit === null) return true;
  return suitOf(card) === suit && orderOf(card) > beatFloor(rules, hand, trick, suit, led);
}

/** The refusal code for a card outside `playableCards`, naming the duty it breaks. */
function whyNot(
  rules: Rules,
  hand: readonly Card[],
  trick: readonly PlayedCard[],
  trump: Suit | null,
  card: Card,
): RefusalCode {
  const led = suitOf(trick[0].card);
  if (hand.some((c) => suitOf(c) === led))
    return suitOf(card) === led ? 'must_beat' : 'must_follow_suit';
  if (trump !== null && suitOf(card) !== trump) return 'must_play_trump';
  return rules.followRule === 'must_overtrump' ? 'must_overtrump' : 'must_play_trump';
}

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

/** `cards` without `card`, built by hand: filter's callback would be a fresh closure per play. */
function without(cards: readonly Card[], card: Card): Card[] {
  const rest: Card[] = [];
  for (let i = 0; i < cards.length; i++) if (cards[i] !== card) rest.push(cards[i]);
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
  if (!hand.includes(card)) return refuse('card_not_in_hand', `${card} is not in your hand`);
  const leading = deal.trick.cards.length === 0;
  const declared = checkPlay(rules, deal, hand, card, declare);
  if (declared !== null && 'ok' in declared) return declared;

  const events: GameEvent[] = [];
  let trump = deal.trump;
  let marriages = deal.marriages;
  if (declared !== null) {
    marriages = [...marriages, { seat, suit: declared.suit, value: declared.value }];
    events.push({ type: 'marriage_declared', seat, suit: declared.suit, value: declared.value });
    if (declared.suit !== null) {
      events.push({ type: 'trump_changed', from: trump, to: declared.suit });
      trump = declared.suit;
    }
  }
  events.push({ type: 'card_played', seat, card, marriage: declared !== null });
  const hands = deal.hands.slice();
  hands[seat] = without(hand, card);
  const cards = deal.trick.cards.slice();
  cards.push({ seat, card });

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
  events.push({ type: 'trick_won', winner, trick: tricksPlayed, cards, points });
  const played = deal.played.slice();
  for (let i = 0; i < cards.length; i++) played.push(cards[i].card);
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
  if (tricksPlayed < TRICKS_PER_DEAL) return accept(withDeal(state, next), events);
  return accept(finishDeal(state, next, false, events), events);
}
