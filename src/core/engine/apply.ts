// The reducer: validate the action's shape, check whose turn and phase it is, then hand it to the
// rule module for that phase. Never throws on a bad action and never mutates its input.

import { CARD_CODE_RULE, isCard, type Card, type Seat } from './cards.js';
import { applyBid, applyPass, applyRedeal } from './bidding.js';
import {
  applyContract,
  applyGive,
  applySurrender,
  isTransferList,
  maySurrender,
} from './contract.js';
import type { DealPhase, GameState } from './state.js';
import { applyPlay } from './play.js';
import { applyCut, isClientSeed } from './cut.js';
import { refuse, type ApplyResult } from './result.js';

export const ACTION_TYPES = [
  'bid',
  'pass',
  'redeal',
  'give',
  'contract',
  'surrender',
  'play',
  'cut',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type Action =
  | { type: 'bid'; amount: number }
  | { type: 'pass' }
  | { type: 'redeal' }
  | { type: 'give'; transfers: { toSeat: Seat; card: Card }[] }
  | { type: 'contract'; amount: number }
  | { type: 'surrender' }
  | { type: 'play'; card: Card; declareMarriage?: boolean }
  | { type: 'cut'; seed: string };

/**
 * The phase in which each action belongs (surrender spans several, checked in contract.ts; the cut
 * for the next deal may come at any time, out of turn, see cut.ts). A switch, not a table: a table
 * read with the move's type as key is a generic keyed lookup on every move.
 */
function phaseOf(type: ActionType): DealPhase | null {
  switch (type) {
    case 'bid':
    case 'pass':
    case 'redeal':
      return 'bidding';
    case 'give':
      return 'talon';
    case 'contract':
      return 'contract';
    case 'play':
      return 'playing';
    case 'surrender':
    case 'cut':
      return null;
  }
}

/** A reason the value is not a well-formed Action, or null if it is one. */
export function actionShapeError(action: unknown): string | null {
  if (typeof action !== 'object' || action === null) return 'an action must be an object';
  const a = action as Record<string, unknown>;
  // One switch names the type and checks its fields (ACTION_TYPES.includes first was a second
  // search of the list on every move).
  switch (a.type as ActionType) {
    case 'bid':
    case 'contract':
      return Number.isSafeInteger(a.amount) ? null : 'amount must be an integer';
    case 'give':
      return isTransferList(a.transfers) ? null : 'transfers must be a list of { toSeat, card }';
    case 'play':
      if (!isCard(a.card)) return CARD_CODE_RULE;
      return a.declareMarriage === undefined || typeof a.declareMarriage === 'boolean'
        ? null
        : 'declareMarriage must be a boolean';
    case 'cut':
      return isClientSeed(a.seed) ? null : 'seed must be 1-64 letters, digits, "-" or "_"';
    case 'pass':
    case 'redeal':
    case 'surrender':
      return null;
    default:
      return `unknown action type ${JSON.stringify(a.type)}`;
  }
}

export function isAction(x: unknown): x is Action {
  return actionShapeError(x) === null;
}

export function apply(state: GameState, seat: Seat, action: Action): ApplyResult {
  const deal = state.deal;
  if (state.status !== 'playing' || deal === null) return refuse('game_over', 'the game is over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return refuse('invalid_seat', `seat must be 0..${state.players - 1}`);
  }
  const shape = actionShapeError(action);
  if (shape !== null) return refuse('invalid_action', shape);
  if (action.type === 'cut') return applyCut(state, deal, seat, action.seed);
  if (seat === deal.sittingOut) return refuse('seat_sits_out', 'the dealer sits out this deal');
  // The declarer's surrender once the play has begun is too late, whoever's turn it is: "not your
  // turn" told a declarer who had just led nothing of why (an outside trial).
  if (action.type === 'surrender' && seat === deal.declarer && deal.phase === 'playing') {
    if (!maySurrender(deal)) return refuse('surrender_too_late', 'the first card has been led');
  }
  if (seat !== deal.turn) return refuse('not_your_turn', `it is seat ${deal.turn}'s turn`);
  const phase = phaseOf(action.type);
  if (phase !== null && phase !== deal.phase) {
    return refuse('wrong_phase', `'${action.type}' does not belong in the ${deal.phase} phase`);
  }
  switch (action.type) {
    case 'bid':
      return applyBid(state, deal, seat, action.amount);
    case 'pass':
      return applyPass(state, deal, seat);
    case 'redeal':
      return applyRedeal(state, deal, seat);
    case 'give':
      return applyGive(state, deal, seat, action.transfers);
    case 'contract':
      return applyContract(state, deal, seat, action.amount);
    case 'surrender':
      return applySurrender(state, deal, seat);
    case 'play':
      return applyPlay(state, deal, seat, action.card, action.declareMarriage === true);
  }
}
