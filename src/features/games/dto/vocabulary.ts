// The engine's vocabulary as the API documents and validates it: every enum and pattern here is
// derived from the engine's exported constants, never copied, so the two cannot drift apart.
import { CLIENT_SEED_PATTERN, PLAYER_COUNTS, RANKS, SUITS } from '../../../core/engine/index.js';

/** A card code: rank then suit, such as `9S`, `10H` or `AD`. */
export const CARD_PATTERN = new RegExp(`^(${RANKS.join('|')})[${SUITS.join('')}]$`);

/** Seats are numbered from 0; the largest table has this many. */
export const LAST_SEAT = Math.max(...PLAYER_COUNTS) - 1;

/** A seed a player sends for the decks (docs/rules.md, "Fairness"). */
export const CLIENT_SEED = {
  type: 'string',
  pattern: CLIENT_SEED_PATTERN.source,
  minLength: 1,
  maxLength: 64,
  example: '3f9a0c27e1d84b6b',
} as const;

export { CLIENT_SEED_PATTERN };

/** What a seed that is no seed is told (the seed's own name goes first). */
export const SEED_MESSAGE = 'must be 1-64 letters, digits, "-" or "_"';
import { INT32_MAX } from '../../../platform/common/integers.js';
export { INT32_MAX };

/** A SHA-256 as lower-case hex: commitments, seeds' hashes, revealed secrets. */
export const SHA256_HEX = { type: 'string', pattern: '^[0-9a-f]{64}$', maxLength: 64 } as const;

/** A fairness commitment, published before what it commits to is revealed: a SHA-256. */
export const COMMITMENT = SHA256_HEX;

/** Bids and contracts: the opening bid is 100, and no total can make more than 1000 worth bidding. */
export const AMOUNT = { min: 100, max: 1000 } as const;

/** A game total: it starts at 0, ends at 1000, and penalties can take it below 0. */
export const TOTAL_BOUND = 100_000;

/**
 * `true` when a DTO declares exactly the fields of the type it documents, optional ones included;
 * with `implements` (each declared field typed as the type's), a DTO that drifts fails to compile.
 */
export type SameFields<Dto, T> = [
  Exclude<keyof Dto, keyof T>,
  Exclude<keyof T, keyof Dto>,
] extends [never, never]
  ? true
  : false;

/** A reference to a named schema of the document (see ./components.ts). */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** One of the schemas named `name(type)` for each of `types`, told apart by their `type`. */
export function union(
  types: readonly string[],
  name: (type: string) => string,
  description: string,
) {
  return {
    description,
    oneOf: types.map((type) => ref(name(type))),
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(types.map((type) => [type, ref(name(type)).$ref])),
    },
  };
}

/** An object of `type` (a member of a union told apart by `type`) with its other fields. */
export function tagged(
  type: string,
  description: string,
  properties: object,
  required: readonly string[],
) {
  return {
    type: 'object',
    description,
    additionalProperties: false,
    required: ['type', ...required],
    properties: { type: { type: 'string', enum: [type] }, ...properties },
  };
}

/** A whole number within bounds, as every count, seat, amount and version is documented. */
export const int = (minimum: number, maximum: number, description?: string) => ({
  type: 'integer' as const,
  format: 'int32',
  minimum,
  maximum,
  ...(description === undefined ? {} : { description }),
});

/** `schema` or null. */
export const orNull = <T extends object>(schema: T, description?: string) => ({
  oneOf: [schema, { type: 'null' as const }],
  ...(description === undefined ? {} : { description }),
});

/** Deals are numbered in one sequence per game: views, events, proofs, replays and the score table. */
export const DEAL_FIELD = int(1, INT32_MAX, 'Deal number, from 1; a redeal counts as a deal.');

export const SEAT = ref('Seat');
export const CARD = ref('Card');
export const SUIT = ref('Suit');

/** A list of cards with its largest possible size: a hand never holds more than 10. */
export const cardList = (maxItems: number, description?: string) => ({
  type: 'array' as const,
  items: CARD,
  maxItems,
  ...(description === undefined ? {} : { description }),
});

/** One entry per seat (3 or 4). */
export const perSeat = (items: object, description?: string) => ({
  type: 'array' as const,
  items,
  minItems: Math.min(...PLAYER_COUNTS),
  maxItems: Math.max(...PLAYER_COUNTS),
  ...(description === undefined ? {} : { description }),
});

/** As `@ApiProperty` takes a reference with a description: through a one-member allOf. */
export const refProp = (name: string, description?: string) => ({
  allOf: [ref(name)],
  ...(description === undefined ? {} : { description }),
});
