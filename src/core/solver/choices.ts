// A finished deal's choices before the play (docs/rules.md#bidding ... #surrender): each bid or
// pass of the auction, the cards the declarer gave, its contract and its surrender, against the
// best alternative, by the expected deal score of the seat that chose (docs/rules.md#scoring-a-deal)
// over deals sampled consistently with what that seat knew then (the `strong` bot's sampling,
// bots/world.ts) and carried on as choice-outcome.ts does, the play valued by the exact solver.
// Pure: the clock, when there is a time budget, is passed in.

import {
  apply,
  legalActions,
  viewFor,
  type Action,
  type GameState,
  type LegalAction,
  type VisibleEvent,
} from '../engine/index.js';
import { basicDecide } from '../bots/basic.js';
import { knowledgeFrom, type BotKnowledge } from '../bots/knowledge.js';
import { createRng, type Rng } from '../bots/rng.js';
import { situationFromState } from '../bots/situation.js';
import { buildWorld } from '../bots/world.js';
import { outcomeFrom, valueAfterContract } from './choice-outcome.js';

/** One choice of the deal: the state it was made in, the seat's events of the deal so far. */
export interface ChoiceStep {
  state: GameState;
  seat: number;
  action: Action;
  events: VisibleEvent[];
}

export interface ChoiceAnalysis {
  /** Which choice of the deal, in order: 0 is the first bid or pass after the opening bid. */
  index: number;
  seat: number;
  action: Action;
  /** The chooser's expected deal score after the choice made, over the samples, in whole points. */
  value: number;
  /** The alternative with the highest expected score (the choice itself when none beats it). */
  best: Action;
  bestValue: number;
  /** bestValue − value. */
  lost: number;
  samples: number;
}

export interface ChoiceOptions {
  /** Sampled deals per choice, each valuing every candidate. Default 12. */
  samples?: number;
  /** With `now`: stop sampling after this many ms (each choice keeps at least 3 samples). */
  budgetMs?: number;
  now?: () => number;
}

const MIN_SAMPLES = 3;
const RANDOM_GIVES = 2;

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

function randomGive(legal: Extract<LegalAction, { type: 'give' }>, rng: Rng): Action {
  const i = rng.int(legal.cards.length);
  let j = rng.int(legal.cards.length - 1);
  if (j >= i) j++;
  return {
    type: 'give',
    transfers: [
      { toSeat: legal.toSeats[0], card: legal.cards[i] },
      { toSeat: legal.toSeats[1], card: legal.cards[j] },
    ],
  };
}

/** The choice made and the alternatives weighed against it. */
function candidatesOf(step: ChoiceStep, rng: Rng): Action[] {
  const { state, seat, action } = step;
  const out: Action[] = [action];
  const add = (a: Action) => {
    if (!out.some((b) => same(a, b))) out.push(a);
  };
  for (const legal of legalActions(state, seat)) {
    if (legal.type === 'pass' || legal.type === 'surrender') add({ type: legal.type });
    else if (legal.type === 'bid') add({ type: 'bid', amount: legal.min });
    else if (legal.type === 'contract') {
      for (let amount = legal.min; amount <= legal.max; amount += legal.step)
        add({ type: 'contract', amount });
    } else if (legal.type === 'give') {
      const basic = basicDecide(situationFromState(state, seat), rng).action;
      if (basic.type === 'give') add(basic);
      for (let k = 0; k < RANDOM_GIVES; k++) add(randomGive(legal, rng));
    }
  }
  return out;
}

/** Each candidate's score for the chooser in one sampled deal. */
function scoresIn(world: GameState, seat: number, cands: readonly Action[], rng: Rng): number[] {
  // The play is the same whatever the contract: one value serves every contract candidate.
  let value: number | null = null;
  return cands.map((action) => {
    if (action.type === 'contract') {
      value ??= valueAfterContract(world, action.amount);
      return value >= action.amount ? action.amount : -action.amount;
    }
    const result = apply(world, seat, action);
    if (!result.ok) throw new Error(`candidate refused: ${result.error.code}`);
    for (const e of result.events) {
      if (e.type === 'deal_scored') return e.row.entries.find((x) => x.seat === seat)?.score ?? 0;
    }
    return outcomeFrom(result.state, seat, rng);
  });
}

interface Tally {
  step: ChoiceStep;
  knowledge: BotKnowledge;
  cands: Action[];
  sums: number[];
  samples: number;
}

function verdict(t: Tally, index: number): ChoiceAnalysis {
  const means = t.sums.map((s) => s / Math.max(1, t.samples));
  let best = 0;
  for (let i = 1; i < means.length; i++) if (means[i] > means[best]) best = i;
  // Whole points, as every score is written.
  const value = Math.round(means[0]);
  const bestValue = Math.round(means[best]);
  return {
    index,
    seat: t.step.seat,
    action: t.step.action,
    value,
    best: t.cands[best],
    bestValue,
    lost: bestValue - value,
    samples: t.samples,
  };
}

/**
 * The deal's choices, each against its alternatives over sampled deals. Repeatable: the samples'
 * seeds come from `seed`, the choice and the sample.
 */
export function analyseChoices(
  steps: readonly ChoiceStep[],
  seed: string,
  options: ChoiceOptions = {},
): ChoiceAnalysis[] {
  const samples = options.samples ?? 12;
  const start = options.now?.() ?? 0;
  const over = () =>
    options.now !== undefined && options.now() - start > (options.budgetMs ?? 1500);
  const tallies: Tally[] = steps.map((step, i) => {
    const knowledge = knowledgeFrom(viewFor(step.state, step.seat), step.events);
    const cands = candidatesOf(step, createRng(`${seed}/${i}/candidates`));
    return { step, knowledge, cands, sums: cands.map(() => 0), samples: 0 };
  });
  // Sample by sample over every choice, so that a budget spent leaves each as many samples.
  for (let s = 0; s < samples && !(s >= MIN_SAMPLES && over()); s++) {
    tallies.forEach((t, i) => {
      const rng = createRng(`${seed}/${i}/${s}`);
      const world = buildWorld(t.knowledge, rng);
      const scores = scoresIn(world, t.step.seat, t.cands, rng);
      scores.forEach((x, c) => (t.sums[c] += x));
      t.samples++;
    });
  }
  return tallies.map((t, i) => verdict(t, i));
}
