// Why a computer player chose its move, as a code with parameters that a front end translates
// (issue 26: "reasons as codes"), and the same sentence in English for logs and plain clients.
// Cards are the API's card ids ("KS", "10H"), suits its suit letters, numbers are points.

import type { Card, Suit } from '../engine/index.js';
import { describeCard, SUIT_NAMES } from './cards.js';

type CardParam = { card: Card };
type Average = { average: number; samples: number };

/** Each code with the parameters it carries. */
export interface ExplanationParams {
  redeal_four_nines: Record<string, never>;
  bid_hand_worth: { bid: number; worth: number };
  pass_hand_worth: { worth: number };
  pass_no_higher_bid: Record<string, never>;
  bid_simulated: { bid: number; limit: number; passAverage: number } & Average;
  pass_simulated: Average;
  give_low_cards: { first: Card; second: Card };
  give_simulated: { first: Card; second: Card; amount: number } & Average;
  contract_hand_worth: { amount: number; worth: number };
  contract_simulated: { amount: number } & Average;
  surrender_out_of_reach: { worth: number; min: number };
  surrender_simulated: { play: number; surrender: number };
  surrender_no_option: Record<string, never>;
  declare_four_aces: Record<string, never>;
  declare_marriage: { suit: Suit; value: number; card: Card };
  lead_best_of_suit: CardParam;
  lead_low: CardParam;
  add_partner_wins: CardParam;
  add_partner_best_left: CardParam;
  partner_leads_play_low: CardParam;
  take_trick: CardParam;
  trump_cheaply: CardParam;
  win_best_left: CardParam;
  trump_in: CardParam;
  throw_lost_trick: CardParam;
  only_legal_card: CardParam;
  play_simulated: CardParam & Average;
  stand_in_pass: Record<string, never>;
  stand_in_least_bid: { bid: number };
  stand_in_contract: { amount: number };
  random_move: { action: string };
}

export type ExplanationCode = keyof ExplanationParams;

export interface Explanation {
  code: ExplanationCode;
  params: Record<string, string | number>;
}

function signed(x: number): string {
  return x >= 0 ? `+${x}` : `${x}`;
}

const ENGLISH: { [C in ExplanationCode]: (p: ExplanationParams[C]) => string } = {
  redeal_four_nines: () => 'four nines: demand a redeal',
  bid_hand_worth: (p) => `bid ${p.bid}: hand worth about ${p.worth}`,
  pass_hand_worth: (p) => `pass: hand worth about ${p.worth}`,
  pass_no_higher_bid: () => 'pass: no higher bid is allowed',
  bid_simulated: (p) =>
    `bid ${p.bid} (ready to go to ${p.limit}): ${signed(p.average)} vs ${signed(p.passAverage)} for passing over ${p.samples} simulated deals`,
  pass_simulated: (p) =>
    `pass: bidding on loses against passing (${signed(p.average)} in ${p.samples} simulated deals)`,
  give_low_cards: (p) => `pass the low cards ${p.first} and ${p.second}`,
  give_simulated: (p) =>
    `pass ${p.first} and ${p.second}: aiming at a contract of ${p.amount} (${signed(p.average)} over ${p.samples} samples)`,
  contract_hand_worth: (p) => `contract ${p.amount}: hand worth about ${p.worth}`,
  contract_simulated: (p) =>
    `contract ${p.amount}: ${signed(p.average)} on average over ${p.samples} simulated deals`,
  surrender_out_of_reach: (p) => `surrender: hand worth about ${p.worth}, ${p.min} is out of reach`,
  surrender_simulated: (p) =>
    `surrender: playing averages ${signed(p.play)}, surrendering ${signed(p.surrender)}`,
  surrender_no_option: () => 'surrender: no other move is possible',
  declare_four_aces: () => 'declare the four aces',
  declare_marriage: (p) =>
    `declare the ${p.value} marriage in ${SUIT_NAMES[p.suit]}, leading ${describeCard(p.card)}`,
  lead_best_of_suit: (p) => `lead ${describeCard(p.card)}, the best card of its suit`,
  lead_low: (p) => `lead low: ${describeCard(p.card)}`,
  add_partner_wins: (p) => `partner wins the trick: add ${describeCard(p.card)}`,
  add_partner_best_left: (p) => `partner's card is the best left: add ${describeCard(p.card)}`,
  partner_leads_play_low: (p) => `partner leads: play low, ${describeCard(p.card)}`,
  take_trick: (p) => `take the trick with ${describeCard(p.card)}`,
  trump_cheaply: (p) => `trump in cheaply with ${describeCard(p.card)}`,
  win_best_left: (p) => `win with ${describeCard(p.card)}, the best card left`,
  trump_in: (p) => `trump with ${describeCard(p.card)}`,
  throw_lost_trick: (p) => `trick is lost: throw ${describeCard(p.card)}`,
  only_legal_card: (p) => `only ${describeCard(p.card)} may be played`,
  play_simulated: (p) =>
    `play ${describeCard(p.card)}: ${signed(p.average)} on average over ${p.samples} simulated deals`,
  stand_in_pass: () => 'standing in for an absent player: pass',
  stand_in_least_bid: (p) => `standing in for an absent player: the least bid allowed, ${p.bid}`,
  stand_in_contract: (p) => `standing in for an absent player: contract ${p.amount}, no raise`,
  random_move: (p) => `random: ${p.action}`,
};

/** Every code, for the OpenAPI enum and the clients' translation tables. */
export const EXPLANATION_CODES = Object.keys(ENGLISH) as ExplanationCode[];

/** The English sentence for an explanation. */
export function explainInEnglish<C extends ExplanationCode>(
  code: C,
  params: ExplanationParams[C],
): string {
  return ENGLISH[code](params);
}

/** A decision's `reason` and `explanation` from one code: they cannot drift apart. */
export function because<C extends ExplanationCode>(
  code: C,
  params: ExplanationParams[C],
): { reason: string; explanation: Explanation } {
  return { reason: explainInEnglish(code, params), explanation: { code, params: { ...params } } };
}
