// The engine's public surface: the HTTP service and the bots import from here only.

export {
  ACE_MARRIAGE_VALUE,
  ALL_CARDS,
  CARD_POINTS_TOTAL,
  isCard,
  MARRIAGE_VALUES,
  RANK_POINTS,
  RANKS,
  SUITS,
  beats,
  cardOf,
  marriagePartner,
  marriagesInHand,
  orderOf,
  pointsOf,
  rankOf,
  suitOf,
} from './cards.js';
export type { Card, Rank, Seat, Suit } from './cards.js';
export {
  BID_CAPS,
  BID_STEPS,
  DEFAULT_RULES,
  FOLLOW_RULES,
  PLAYER_COUNTS,
  RULE_FIELDS,
  bidCeiling,
  validateRules,
} from './rules.js';
export type { BidCap, BidStep, FollowRule, PlayerCount, Rules, RulesValidation } from './rules.js';
export { REFUSAL_CODES, refusalKind } from './errors.js';
export type { Refusal, RefusalCode, RefusalKind } from './errors.js';
export { ACTION_TYPES, actionShapeError, apply, isAction } from './apply.js';
export type { Action, ActionType } from './apply.js';
export type { ApplyResult } from './result.js';
export { newGame, replay, scoreTable } from './game.js';
export type { NewGameOptions } from './game.js';
export { currentTurn, legalActions } from './legal.js';
export type { LegalAction, LegalActions } from './legal.js';
export { viewFor } from './views.js';
export type { DealView, SeatSummary, SeatView } from './views.js';
export { redactEvent } from './events.js';
export type { GameEvent, GameEventType, VisibleEvent } from './events.js';
export {
  DEAL_RESULTS,
  roundToFive,
  scoreEventPoints,
  settleDeal,
  surrenderShare,
} from './scoring.js';
export type {
  DealOutcome,
  DealResult,
  ScoreEntry,
  ScoreEvent,
  ScoreRow,
  ScoreTable,
  Standing,
} from './scoring.js';
export { BARREL_MARK, WINNING_TOTAL } from './barrel.js';
export { commitmentOf, dealProof, verifyDeal } from './fairness.js';
export type { DealObservation, ProofInput } from './fairness.js';
export { activeSeats, stackDeck } from './deal.js';
export { DEAL_PHASES, GAME_STATUSES } from './state.js';
export type { DealPhase, DealProof, DealState, GameState, GameStatus } from './state.js';
