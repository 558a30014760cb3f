// A finished deal's play, card by card, measured by the exact solver (docs/rules.md#play-of-the-cards):
// before and after each card, the declarer's final points of the deal under best play by all sides
// with every hand known. A card that lowers that value (for the declarer) or raises it (for a
// defender) lost its side points. Pure: it takes the engine's states and changes none.

import {
  redactEvent,
  type Action,
  type ApplyResult,
  type Card,
  type GameEvent,
  type GameState,
  type VisibleEvent,
} from '../engine/index.js';
import {
  analyseChoices,
  type ChoiceAnalysis,
  type ChoiceOptions,
  type ChoiceStep,
} from './choices.js';
import { solve } from './index.js';

/** One card played, with the state it was played in. */
export interface PlayStep {
  state: GameState;
  seat: number;
  action: Extract<Action, { type: 'play' }>;
}

export interface CardAnalysis {
  /** Which card of the deal: 0 for the first lead, 23 for the last card. */
  index: number;
  seat: number;
  card: Card;
  /** Whether the card declared a marriage. */
  declared: boolean;
  /** The cards that keep the best value (a card that must be declared to keep it is listed once). */
  best: Card[];
  /**
   * The moves that keep the best value, each named fully: a king or queen kept the value with its
   * marriage declared, without it, or both ways. The card played lost nothing exactly when its
   * move (card and `declared`) is one of these.
   */
  bestMoves: BestMove[];
  valueBefore: number;
  valueAfter: number;
  /** What the card cost its side: the declarer `before − after`, a defender `after − before`. */
  lost: number;
}

/** A move of the play: the card, and whether it declares the marriage it completes. */
export interface BestMove {
  card: Card;
  declareMarriage: boolean;
}

export interface SeatSummary {
  seat: number;
  moves: number;
  /** Cards that lost nothing. */
  exact: number;
  pointsLost: number;
}

export interface PlayAnalysis {
  declarer: number;
  cards: CardAnalysis[];
  seats: SeatSummary[];
}

/** A deal's analysis: its play card by card and its choices before the play (choices.ts). */
export interface DealAnalysis extends PlayAnalysis {
  choices: ChoiceAnalysis[];
}

/** A deal's plays and its choices, each with the state it was made in. */
export interface DealSteps {
  plays: PlayStep[];
  choices: ChoiceStep[];
}

/** The whole deal: its play (null without a declarer) and its choices, sampled from `seed`. */
export function analyseDeal(
  steps: DealSteps,
  seed: string,
  options: ChoiceOptions = {},
): DealAnalysis | null {
  const play = analysePlay(steps.plays);
  if (!play) return null;
  return { ...play, choices: analyseChoices(steps.choices, seed, options) };
}

/**
 * Each card of `steps` (every play of one deal, in order) against the solver's value before and
 * after it. After the last card of a trick the next card's value is the value after it; the last
 * trick's cards are forced (one card left in each hand), so the last card keeps its value.
 */
export function analysePlay(steps: readonly PlayStep[]): PlayAnalysis | null {
  const first = steps[0]?.state.deal;
  if (!first || first.declarer === null) return null;
  const declarer = first.declarer;
  const solutions = steps.map((step) => solve(step.state));
  const cards = steps.map((step, index): CardAnalysis => {
    const valueBefore = solutions[index].value;
    const valueAfter = index + 1 < steps.length ? solutions[index + 1].value : valueBefore;
    const bestMoves = solutions[index].best.flatMap((a): BestMove[] =>
      a.type === 'play' ? [{ card: a.card, declareMarriage: a.declareMarriage === true }] : [],
    );
    return {
      index,
      seat: step.seat,
      card: step.action.card,
      declared: step.action.declareMarriage === true,
      best: [...new Set(bestMoves.map((m) => m.card))],
      bestMoves,
      valueBefore,
      valueAfter,
      lost: step.seat === declarer ? valueBefore - valueAfter : valueAfter - valueBefore,
    };
  });
  return { declarer, cards, seats: summaries(cards) };
}

function summaries(cards: readonly CardAnalysis[]): SeatSummary[] {
  const bySeat = new Map<number, SeatSummary>();
  for (const c of cards) {
    const s = bySeat.get(c.seat) ?? { seat: c.seat, moves: 0, exact: 0, pointsLost: 0 };
    s.moves++;
    if (c.lost === 0) s.exact++;
    s.pointsLost += c.lost;
    bySeat.set(c.seat, s);
  }
  return [...bySeat.values()].sort((a, b) => a.seat - b.seat);
}

/** One stored action of a game, in order. */
export interface LoggedAction {
  seat: number;
  action: Action;
}

const CHOICES: readonly Action['type'][] = [
  'bid',
  'pass',
  'redeal',
  'give',
  'contract',
  'surrender',
];

function visibleTo(events: readonly GameEvent[], seat: number): VisibleEvent[] {
  return events.flatMap((e) => redactEvent(e, seat) ?? []);
}

/**
 * The plays and the choices of deal `deal`, each with the state it was made in (a choice also
 * with its seat's events of the deal so far), by replaying the game's actions from its first
 * state and events with `apply` (the engine's, or a test's stacked one); null when an action is
 * refused (a log the engine does not accept). The caller knows the deal is over (its replay).
 */
export function dealStepsOf(
  first: { state: GameState; events: readonly GameEvent[] },
  actions: readonly LoggedAction[],
  deal: number,
  apply: (state: GameState, seat: number, action: Action) => ApplyResult,
): DealSteps | null {
  const steps: DealSteps = { plays: [], choices: [] };
  let state = first.state;
  let dealEvents: GameEvent[] = first.events.filter((e) => e.type === 'deal_started');
  for (const { seat, action } of actions) {
    const current = state.deal;
    if (current && current.number > deal) break;
    if (current?.number === deal && current.phase === 'playing' && action.type === 'play') {
      steps.plays.push({ state, seat, action });
    } else if (current?.number === deal && CHOICES.includes(action.type)) {
      steps.choices.push({ state, seat, action, events: visibleTo(dealEvents, seat) });
    }
    const result = apply(state, seat, action);
    if (!result.ok) return null;
    state = result.state;
    for (const e of result.events) {
      if (e.type === 'deal_started') dealEvents = [e];
      else dealEvents.push(e);
    }
  }
  return steps;
}
