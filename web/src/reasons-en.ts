// The hint's reasons in English, by the explanation's code (reasons.ts). Cards and suits arrive
// already named ("the king of spades", "spades").
import type { ReasonTexts } from './reasons.js';

export const REASONS_EN: ReasonTexts = {
  redeal_four_nines: () => 'All four nines: ask for a redeal.',
  bid_hand_worth: (p) => `Your hand is worth about ${p.worth}, enough to bid ${p.bid}.`,
  pass_hand_worth: (p) => `Your hand is worth about ${p.worth}: not enough to bid higher.`,
  pass_no_higher_bid: () => 'No higher bid is worth it.',
  bid_simulated: (p) =>
    `In ${p.samples} simulated deals bidding ${p.bid} (up to ${p.limit}) averaged ${p.average}, passing ${p.passAverage}.`,
  pass_simulated: (p) => `In ${p.samples} simulated deals passing averaged ${p.average}.`,
  give_low_cards: (p) => `Give away your weakest cards: ${p.first} and ${p.second}.`,
  give_simulated: (p) =>
    `Giving ${p.first} and ${p.second} and playing ${p.amount} averaged ${p.average} in ${p.samples} simulated deals.`,
  contract_hand_worth: (p) => `Your hand is worth about ${p.worth}: announce ${p.amount}.`,
  contract_simulated: (p) =>
    `Announcing ${p.amount} averaged ${p.average} in ${p.samples} simulated deals.`,
  surrender_out_of_reach: (p) =>
    `Your hand is worth about ${p.worth}, short of the ${p.min} you must make: surrender.`,
  surrender_simulated: (p) =>
    `Playing on would average ${p.play}, surrendering ${p.surrender}: surrender.`,
  surrender_no_option: () => 'There is no better option than to surrender.',
  declare_four_aces: () => 'Lead an ace and declare the four aces.',
  declare_marriage: (p) => `Lead the ${p.card} and declare the ${p.suit} marriage (${p.value}).`,
  lead_best_of_suit: (p) => `Lead the ${p.card}: the best card left in its suit.`,
  lead_low: (p) => `Lead the low ${p.card}.`,
  add_partner_wins: (p) => `Your partner is winning the trick: add points with the ${p.card}.`,
  add_partner_best_left: (p) =>
    `Your partner holds the best card left: add points with the ${p.card}.`,
  partner_leads_play_low: (p) => `Your partner leads: play the low ${p.card}.`,
  take_trick: (p) => `Take the trick with the ${p.card}.`,
  trump_cheaply: (p) => `Trump it cheaply with the ${p.card}.`,
  win_best_left: (p) => `Win with the ${p.card}, the best card left.`,
  trump_in: (p) => `Trump in with the ${p.card}.`,
  throw_lost_trick: (p) => `The trick is lost: throw the ${p.card}.`,
  only_legal_card: (p) => `The ${p.card} is the only card you may play.`,
  play_simulated: (p) =>
    `The ${p.card} averaged ${p.average} in ${p.samples} simulated endings of the deal.`,
  stand_in_pass: () => 'While you are away the computer does not raise: pass.',
  stand_in_least_bid: (p) => `No pass is allowed: the least bid, ${p.bid}.`,
  stand_in_contract: (p) => `Announce the contract at the winning bid, ${p.amount}.`,
  random_move: () => 'A random legal move.',
};
