// Stable refusal codes: clients and the HTTP adapter key on these strings, so never rename one.

export const TURN_REFUSALS = [
  'game_over',
  'not_your_turn',
  'wrong_phase',
  'seat_sits_out',
  'not_the_cutter',
  'already_cut',
] as const;

export const INPUT_REFUSALS = ['invalid_action', 'invalid_seat'] as const;

export const RULE_REFUSALS = [
  'bid_too_low',
  'bid_not_multiple_of_step',
  'bid_above_120_needs_marriage',
  'bid_above_cap',
  'redeal_not_allowed',
  'invalid_transfer',
  'card_not_in_hand',
  'contract_too_low',
  'contract_not_multiple_of_step',
  'contract_above_120_needs_marriage',
  'contract_above_cap',
  'surrender_too_late',
  'must_follow_suit',
  'must_play_trump',
  'must_beat',
  'must_overtrump',
  'marriage_not_allowed_on_first_trick',
  'marriage_only_when_leading',
  'no_marriage_partner',
  'not_a_marriage_card',
] as const;

export type RefusalCode =
  (typeof TURN_REFUSALS)[number] | (typeof INPUT_REFUSALS)[number] | (typeof RULE_REFUSALS)[number];

export const REFUSAL_CODES: readonly RefusalCode[] = [
  ...TURN_REFUSALS,
  ...INPUT_REFUSALS,
  ...RULE_REFUSALS,
];

/** 'turn' -> HTTP 409 (the game is not where you think it is), 'rules' -> 422, 'input' -> 400. */
export type RefusalKind = 'turn' | 'rules' | 'input';

export function refusalKind(code: RefusalCode): RefusalKind {
  if ((TURN_REFUSALS as readonly string[]).includes(code)) return 'turn';
  if ((INPUT_REFUSALS as readonly string[]).includes(code)) return 'input';
  return 'rules';
}

export interface Refusal {
  code: RefusalCode;
  message: string;
}
