// The shared card vocabulary of the document: Card, Suit and Seat, built from the engine's lists.
import { ALL_CARDS, MARRIAGE_VALUES, RANKS, SUITS, pointsOf } from '../../../core/engine/index.js';
import { LAST_SEAT } from './vocabulary.js';

const sample = (rank: (typeof RANKS)[number]) => pointsOf(`${rank}${SUITS[0]}`);
const RANK_LINE = RANKS.map((rank) => `${rank} (${sample(rank)})`).join(' < ');
const MARRIAGE_LINE = SUITS.map((suit) => `${suit} ${MARRIAGE_VALUES[suit]}`).join(', ');
const PACK_POINTS = ALL_CARDS.reduce((sum, card) => sum + pointsOf(card), 0);

/** What a client developer needs about the pack, where they look for it (see README "Cards"). */
export const CARD_DESCRIPTION =
  `One of the ${ALL_CARDS.length} cards: rank then suit letter (${SUITS.join(' ')}). ` +
  `Rank order within a suit, low to high, with each rank's card points: ${RANK_LINE}. ` +
  `The pack holds ${PACK_POINTS} card points. A higher card of the suit led wins the trick ` +
  'unless a trump is played; the highest trump wins. ' +
  'Each of the three players in a deal gets 7 cards and 3 go to the talon, face down; the ' +
  "talon joins the declarer's hand during the talon phase (the declarer then gives one card to " +
  'each opponent, so everyone plays 8 tricks with 8 cards). A king and queen of one suit held ' +
  `together are a marriage, declared by leading one of them: ${MARRIAGE_LINE}.`;

export const CARD_SCHEMAS = {
  Card: {
    type: 'string',
    enum: [...ALL_CARDS],
    maxLength: 3,
    description: CARD_DESCRIPTION,
    example: ALL_CARDS[ALL_CARDS.length - 1],
  },
  Suit: {
    type: 'string',
    enum: [...SUITS],
    maxLength: 1,
    description: `Spades, clubs, diamonds, hearts; a marriage in it is worth ${MARRIAGE_LINE}.`,
  },
  Seat: {
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: LAST_SEAT,
    description: 'A seat, numbered from 0 clockwise; a 3-player table uses 0..2.',
  },
};
