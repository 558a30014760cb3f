// Why the page offers what it offers (issue 48), told with the service's own refusal codes
// (docs/rules.md, "Play of the cards" and "Bidding"), so the words are the ones a refused move
// would get: which rule keeps each greyed card in the hand, why only Pass is left in the auction,
// and what a surrender scores.
import type { Card, DealViewDto, GameViewDto } from './api/index.js';
import { suitOf } from './cards.js';

export type CardRefusal = 'must_follow_suit' | 'must_play_trump' | 'must_beat' | 'must_overtrump';

/**
 * The refusal the service would answer for playing `card` now, when the view does not offer it:
 * the duty it breaks, first follow suit, then trump, then beat or overtrump under the table's rule.
 */
export function cardRefusal(card: Card, hand: Card[], deal: DealViewDto): CardRefusal | null {
  const trick = deal.trick.cards;
  if (trick.length === 0) return null;
  const led = suitOf(trick[0].card);
  const suit = suitOf(card);
  const holdsLed = hand.some((c) => suitOf(c) === led);
  if (holdsLed && suit !== led) return 'must_follow_suit';
  if (holdsLed) return 'must_beat';
  const trump = deal.trump;
  if (trump && hand.some((c) => suitOf(c) === trump) && suit !== trump) return 'must_play_trump';
  if (trump && suit === trump) return 'must_overtrump';
  return null;
}

/** The distinct reasons the hand's greyed cards have, in the order of the duties. */
export function greyedReasons(hand: Card[], playable: Set<Card>, deal: DealViewDto): CardRefusal[] {
  const found = new Set<CardRefusal>();
  for (const card of hand) {
    if (playable.has(card)) continue;
    const code = cardRefusal(card, hand, deal);
    if (code) found.add(code);
  }
  const order: CardRefusal[] = [
    'must_follow_suit',
    'must_play_trump',
    'must_beat',
    'must_overtrump',
  ];
  return order.filter((c) => found.has(c));
}

/**
 * Why the auction offers only Pass: the next bid would be above 120, which needs a marriage in
 * hand (or is above what the marriages held allow). Null when a bid is offered or it is not the
 * auction.
 */
export function onlyPassReason(view: GameViewDto): string | null {
  const deal = view.deal;
  const offered = view.legalActions.map((a) => a.type);
  if (deal?.phase !== 'bidding' || !offered.includes('pass') || offered.includes('bid'))
    return null;
  if (deal.highestBid + view.rules.bidStep <= 120) return null;
  return view.rules.bidCap === 'marriage_required_above_120'
    ? 'bid_above_120_needs_marriage'
    : 'bid_above_cap';
}

/**
 * What a surrender scores (docs/rules.md, "Scoring a deal"): −contract for the declarer, half the
 * contract rounded up to a multiple of 10 to each opponent.
 */
export function surrenderCost(deal: DealViewDto): { you: number; each: number } {
  const contract = deal.contract ?? deal.highestBid;
  return { you: contract, each: Math.ceil(contract / 10) * 5 };
}
