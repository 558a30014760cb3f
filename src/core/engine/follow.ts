// Following suit (docs/rules.md#play-of-the-cards): which cards of a hand may answer a trick, and
// the duty a card outside them breaks. Asked on every play, by legalActions and by the reducer.

import { orderOf, suitOf, type Card, type Suit } from './cards.js';
import type { RefusalCode } from './errors.js';
import type { Rules } from './rules.js';
import type { PlayedCard } from './state.js';

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
 * The cards `hand` may play to `trick` (whyNot names the duty any other card breaks). The lead is
 * free; otherwise follow suit, else trump, else anything; the stricter variants add a duty to beat.
 */
export function playableCards(
  rules: Rules,
  hand: readonly Card[],
  trick: readonly PlayedCard[],
  trump: Suit | null,
): Card[] {
  if (trick.length === 0) return hand.slice();
  const led = suitOf(trick[0].card);
  // One pass finds the suit that must be played and where the hand holds it (bit i for hand[i]),
  // so the card table is asked each card's suit once.
  let ledAt = 0;
  let trumpAt = 0;
  for (let i = 0; i < hand.length; i++) {
    const suit = suitOf(hand[i]);
    if (suit === led) ledAt |= 1 << i;
    else if (suit === trump) trumpAt |= 1 << i;
  }
  const suit = ledAt !== 0 ? led : trumpAt !== 0 ? trump : null;
  if (suit === null) return hand.slice();
  let at = suit === led ? ledAt : trumpAt;
  const floor = beatFloor(rules, hand, trick, suit, led);
  if (floor >= 0) {
    for (let i = 0; i < hand.length; i++) {
      if ((at & (1 << i)) !== 0 && orderOf(hand[i]) <= floor) at &= ~(1 << i);
    }
  }
  let count = 0;
  for (let bits = at; bits !== 0; bits &= bits - 1) count++;
  // A list of exactly their number (the hand's first `count` cards, overwritten): one filled by
  // push from [] gets room for 17.
  const cards = hand.slice(0, count);
  let k = 0;
  for (let i = 0; i < hand.length; i++) if ((at & (1 << i)) !== 0) cards[k++] = hand[i];
  return cards;
}

/**
 * Whether `card`, which `hand` holds, is among `playableCards`, without building the list: a card
 * of the led suit needs no look at the rest of the hand unless the variant makes it beat.
 */
export function mayPlay(
  rules: Rules,
  hand: readonly Card[],
  trick: readonly PlayedCard[],
  trump: Suit | null,
  card: Card,
): boolean {
  if (trick.length === 0) return true;
  const led = suitOf(trick[0].card);
  const suit = suitOf(card);
  if (suit === led) return orderOf(card) > beatFloor(rules, hand, trick, led, led);
  if (holdsSuit(hand, led)) return false;
  if (trump === null || !holdsSuit(hand, trump)) return true;
  return suit === trump && orderOf(card) > beatFloor(rules, hand, trick, trump, led);
}

/** The refusal code for a card outside `playableCards`, naming the duty it breaks. */
export function whyNot(
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
