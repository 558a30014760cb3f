// The hint's machine reason (issue 26): `explanation: {code, params}` beside the English `reason`
// (docs/bots.md). The page translates each code (reasons-en.ts, reasons-ru.ts) and falls back to
// `reason` for a code it does not know: a newer service may send one the SDK did not list.
import type { HintDto } from './api/index.js';

export type ReasonParams = Record<string, string | number>;

export interface HintExplanation {
  code: string;
  params: ReasonParams;
}

/** A hint as the page reads it: the SDK's HintDto, with any code string accepted. */
export type ExplainedHint = Omit<HintDto, 'explanation'> & { explanation?: HintExplanation };

/** The codes of the lead's contract; a code not listed here is said with `reason`. */
export const HINT_CODES = [
  'redeal_four_nines',
  'bid_hand_worth',
  'pass_hand_worth',
  'pass_no_higher_bid',
  'bid_simulated',
  'pass_simulated',
  'give_low_cards',
  'give_simulated',
  'contract_hand_worth',
  'contract_simulated',
  'surrender_out_of_reach',
  'surrender_simulated',
  'surrender_no_option',
  'declare_four_aces',
  'declare_marriage',
  'lead_best_of_suit',
  'lead_low',
  'add_partner_wins',
  'add_partner_best_left',
  'partner_leads_play_low',
  'take_trick',
  'trump_cheaply',
  'win_best_left',
  'trump_in',
  'throw_lost_trick',
  'only_legal_card',
  'play_simulated',
  'stand_in_pass',
  'stand_in_least_bid',
  'stand_in_contract',
  'random_move',
] as const;
export type HintCode = (typeof HINT_CODES)[number];

// Fails to compile when this list and the service's codes (the SDK's enum) differ.
type ServiceCode = HintDto['explanation']['code'];
const sameCodes: [Exclude<ServiceCode, HintCode>, Exclude<HintCode, ServiceCode>] extends [
  never,
  never,
]
  ? true
  : false = true;
void sameCodes;

/** One sentence per code (the type makes sure none is missing); params as the contract names them. */
export type ReasonTexts = Record<HintCode, (p: ReasonParams) => string>;

const isHintCode = (code: string): code is HintCode =>
  (HINT_CODES as readonly string[]).includes(code);

/** The sentence for the hint's reason, in the language of `texts`. */
export function reasonText(
  hint: ExplainedHint,
  texts: ReasonTexts,
  names: { card(c: string): string; suit(s: string): string },
) {
  const e = hint.explanation;
  if (!e || !isHintCode(e.code)) return hint.reason;
  const text = texts[e.code];
  const params: ReasonParams = { ...e.params };
  for (const key of ['card', 'first', 'second'])
    if (typeof params[key] === 'string') params[key] = names.card(String(params[key]));
  if (typeof params.suit === 'string') params.suit = names.suit(params.suit);
  return text(params);
}
