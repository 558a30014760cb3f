// The per-game rules object: every variant switch of docs/rules.md#variant-switches, each a typed
// field, defaults first.

import { ACE_MARRIAGE_VALUE, CARD_POINTS_TOTAL, MARRIAGE_VALUES, SUITS } from './cards.js';

export const PLAYER_COUNTS = [3, 4] as const;
export const BID_STEPS = [5, 10] as const;
export const BID_CAPS = ['marriage_required_above_120', 'capped_by_marriages'] as const;
/**
 * How strictly a card must answer the lead; each level includes the one before it:
 * - follow_then_trump: follow suit; when void, play a trump if you hold one; no duty to beat.
 * - must_beat: as above, and when following suit you must play higher than the highest card of
 *   the led suit already in the trick, if you can.
 * - must_overtrump: as must_beat, and when trumping you must play higher than the highest trump
 *   already in the trick, if you can.
 */
export const FOLLOW_RULES = ['follow_then_trump', 'must_beat', 'must_overtrump'] as const;

export type PlayerCount = (typeof PLAYER_COUNTS)[number];
export type BidStep = (typeof BID_STEPS)[number];
export type BidCap = (typeof BID_CAPS)[number];
export type FollowRule = (typeof FOLLOW_RULES)[number];

export interface Rules {
  /** 4 = the dealer sits out each deal and scores nothing in it. */
  players: PlayerCount;
  bidStep: BidStep;
  fourNinesRedeal: boolean;
  bidCap: BidCap;
  followRule: FollowRule;
  /** Four aces declared when leading one of them: 200, trump unchanged. */
  aceMarriage: boolean;
  /** A newcomer on the barrel pushes off whoever is already there (-120). */
  barrelCollision: boolean;
  /** A total landing exactly on 555 is reset to 0. */
  dumpTruck: boolean;
}

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  players: 3,
  bidStep: 5,
  fourNinesRedeal: true,
  bidCap: 'marriage_required_above_120',
  followRule: 'follow_then_trump',
  aceMarriage: false,
  barrelCollision: true,
  dumpTruck: true,
});

const CHOICES: { readonly [K in keyof Rules]: readonly Rules[K][] } = {
  players: PLAYER_COUNTS,
  bidStep: BID_STEPS,
  fourNinesRedeal: [true, false],
  bidCap: BID_CAPS,
  followRule: FOLLOW_RULES,
  aceMarriage: [false, true],
  barrelCollision: [true, false],
  dumpTruck: [true, false],
};

export const RULE_FIELDS = Object.keys(CHOICES) as (keyof Rules)[];

export type RulesValidation =
  { ok: true; rules: Rules } | { ok: false; field: string; message: string };

/** Accepts a partial rules object (or null/undefined for all defaults); fills in the defaults. */
export function validateRules(input: unknown): RulesValidation {
  if (input === undefined || input === null) return { ok: true, rules: { ...DEFAULT_RULES } };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, field: 'rules', message: 'rules must be an object' };
  }
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(CHOICES, key)) {
      return { ok: false, field: key, message: `unknown rules field '${key}'` };
    }
  }
  const rules: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const field of RULE_FIELDS) {
    if (!Object.hasOwn(record, field) || record[field] === undefined) continue;
    const value = record[field];
    const allowed = CHOICES[field] as readonly unknown[];
    if (!allowed.includes(value)) {
      return {
        ok: false,
        field,
        message: `'${field}' must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
      };
    }
    rules[field] = value;
  }
  return { ok: true, rules: rules as unknown as Rules };
}

/** The most any declarer could possibly make: all card points plus every marriage. */
export function absoluteMaxBid(rules: Rules): number {
  const marriages = SUITS.reduce((sum, s) => sum + MARRIAGE_VALUES[s], 0);
  return CARD_POINTS_TOTAL + marriages + (rules.aceMarriage ? ACE_MARRIAGE_VALUE : 0);
}

/**
 * The highest bid (or contract raise) a hand supports. Under the default rule any marriage lifts
 * the 120 ceiling; under the capped variant each marriage lifts it by its own value.
 */
export function bidCeiling(rules: Rules, marriageValue: number): number {
  if (rules.bidCap === 'capped_by_marriages') return CARD_POINTS_TOTAL + marriageValue;
  return marriageValue > 0 ? absoluteMaxBid(rules) : CARD_POINTS_TOTAL;
}
