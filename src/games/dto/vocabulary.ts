// The engine's vocabulary as the API documents and validates it: every enum and pattern here is
// derived from the engine's exported constants, never copied, so the two cannot drift apart.
import { CLIENT_SEED_PATTERN, PLAYER_COUNTS, RANKS, SUITS } from '../../engine/index.js';

/** A card code: rank then suit, such as `9S`, `10H` or `AD`. */
export const CARD_PATTERN = new RegExp(`^(${RANKS.join('|')})[${SUITS.join('')}]$`);

export const CARD = {
  type: 'string',
  example: '10H',
  description: `Rank (${RANKS.join(' ')}) + suit (${SUITS.join(' ')}).`,
} as const;

export const SUIT = { enum: SUITS } as const;

/** Seats are numbered from 0; the largest table has this many. */
export const LAST_SEAT = Math.max(...PLAYER_COUNTS) - 1;

/** A seed a player sends for the decks (docs/rules.md, "Fairness"). */
export const CLIENT_SEED = {
  type: 'string',
  pattern: CLIENT_SEED_PATTERN.source,
  example: '3f9a0c27e1d84b6b',
} as const;

export { CLIENT_SEED_PATTERN };
