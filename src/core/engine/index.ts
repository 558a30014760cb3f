// The engine's public surface: what the service, the bots, the e2e tests and the benchmarks use.
// Test-only helpers (stacked decks, scripted and random play) are in testing.ts, not here.

export {
  ALL_CARDS,
  MARRIAGE_VALUES,
  beats,
  cardOf,
  isCard,
  marriagePartner,
  marriagesInHand,
  orderOf,
  pointsOf,
  rankOf,
  suitOf,
} from './cards.js';
export type { Card, Rank, Seat, Suit } from './cards.js';
export { DEFAULT_RULES, bidCeiling, validateRules } from './rules.js';
export type { BidCap, BidStep, FollowRule, PlayerCount, Rules } from './rules.js';
export { refusalKind } from './errors.js';
export type { RefusalCode } from './errors.js';
export { actionShapeError, apply, isAction } from './apply.js';
export type { Action } from './apply.js';
export type { ApplyResult } from './result.js';
export { newGame } from './game.js';
export { currentTurn, legalActions } from './legal.js';
export type { LegalAction } from './legal.js';
export { viewFor } from './views.js';
export type { DealView, NextCutView, SeatSummary, SeatView } from './views.js';
export { redactEvent } from './events.js';
export type { GameEvent, GameOverEvent, VisibleEvent } from './events.js';
export { settleDeal } from './scoring.js';
export type {
  BarrelState,
  DealResult,
  ScoreEntry,
  ScoreEvent,
  ScoreRow,
  ScoreTable,
} from './score-types.js';
export { checkDeal, verifyDeal } from './fairness.js';
export { currentDealProof } from './flow.js';
export type { ProofInput } from './fairness.js';
export { CLIENT_SEED_PATTERN, serverCommitmentOf } from './cut.js';
export { activeSeats } from './deal.js';
export { randomLegalAction, trickContextOf } from './random-move.js';
export type {
  BidRecord,
  CompletedTrick,
  DealPhase,
  DealProof,
  DealState,
  GameState,
  MarriageRecord,
  PlayedCard,
  PreviousDeal,
  SeedRecord,
  SeedSource,
  Transfer,
  TrickState,
} from './state.js';

// The vocabulary: the service's DTOs and API docs take their enums from these lists rather than
// from copied literals.
export { CARD_CODE_RULE, RANKS, SUITS } from './cards.js';
export { BID_CAPS, BID_STEPS, FOLLOW_RULES, PLAYER_COUNTS } from './rules.js';
export { REFUSAL_CODES } from './errors.js';
export { ACTION_TYPES } from './apply.js';
export { DEAL_PHASES, GAME_STATUSES, SEED_SOURCES } from './state.js';
export { DEAL_RESULTS, SCORE_EVENT_TYPES } from './score-types.js';
