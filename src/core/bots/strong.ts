// The `strong` level: determinized (perfect-information) Monte Carlo. For each sample of the hidden
// cards consistent with the seat's knowledge it builds a full engine GameState, tries every
// candidate action on it and plays the deal out with the `basic` policy through the engine's
// `apply`; the candidate with the best average result (own deal score relative to the others,
// plus a bonus or malus for a game won or lost) is chosen.

import {
  MARRIAGE_VALUES,
  apply,
  rankOf,
  suitOf,
  type Action,
  type LegalAction,
} from '../engine/index.js';
import type { Decision } from './decision.js';
import { estimateHand } from './basic-estimate.js';
import { floorTo } from './cards.js';
import type { BotKnowledge } from './knowledge.js';
import { rngFromNumber, type Rng } from './rng.js';
import { buildWorld } from './world.js';
import { because } from './explanation.js';
import { find } from './legal.js';
import type { StrongOptions } from './strong-options.js';
import {
  BASIC_ROLLOUT,
  best,
  Budget,
  scoredIn,
  utilityOf,
  type Rollout,
} from './strong-playout.js';
import { decideTalonOrContract } from './strong-talon.js';

interface Candidate {
  action: Action;
  /** Bidding: raise up to this amount in the playouts. */
  bidLimit?: number;
  sum: number;
  n: number;
}

/** Why a card was chosen: a declaration says itself; any other play, what the search found. */
function explainPlay(
  action: Extract<Action, { type: 'play' }>,
  average: number,
  samples: number,
): { reason: string; explanation: Decision['explanation'] } {
  if (!action.declareMarriage)
    return because('play_simulated', { card: action.card, average, samples });
  if (rankOf(action.card) === 'A') return because('declare_four_aces', {});
  const suit = suitOf(action.card);
  return because('declare_marriage', { suit, value: MARRIAGE_VALUES[suit], card: action.card });
}

/** Flat Monte Carlo over root candidates for the bidding and play phases. */
function searchGeneric(
  k: BotKnowledge,
  rng: Rng,
  cands: Candidate[],
  opts: StrongOptions,
  iterations: number,
  rollout: Rollout,
): number {
  const winBonus = opts.winBonus ?? 300;
  const budget = new Budget(opts, iterations);
  let samples = 0;
  while (budget.more(samples)) {
    const world = buildWorld(k, rng);
    const seed = rng.u32();
    for (const c of cands) {
      const result = apply(world, k.seat, c.action);
      if (!result.ok)
        throw new Error(`candidate refused: ${result.error.code} (${JSON.stringify(c.action)})`);
      const scored = scoredIn(result.events);
      const u = scored
        ? utilityOf(scored.row, world.totals, k.seat, scored.winner, winBonus)
        : rollout.utility(result.state, k.seat, rngFromNumber(seed), winBonus, c.bidLimit);
      c.sum += u;
      c.n++;
    }
    samples++;
  }
  return samples;
}

function playCandidates(play: Extract<LegalAction, { type: 'play' }>): Candidate[] {
  const cands: Candidate[] = [];
  for (const card of play.cards) {
    const action: Action = play.marriageCards.includes(card)
      ? { type: 'play', card, declareMarriage: true }
      : { type: 'play', card };
    cands.push({ action, sum: 0, n: 0 });
  }
  return cands;
}

function decideBidding(
  k: BotKnowledge,
  rng: Rng,
  opts: StrongOptions,
  iterations: number,
  rollout: Rollout,
): Decision {
  const legal = k.legalActions;
  if (find(legal, 'redeal'))
    return { action: { type: 'redeal' }, ...because('redeal_four_nines', {}) };
  const bid = find(legal, 'bid');
  if (!bid) return { action: { type: 'pass' }, ...because('pass_no_higher_bid', {}) };
  const estimate = estimateHand(k.deal!.hand, k.rules.aceMarriage, true);
  const cands: Candidate[] = [{ action: { type: 'pass' }, sum: 0, n: 0 }];
  const top = Math.min(bid.max, Math.max(bid.min, floorTo(estimate + 25, bid.step)));
  const gap = Math.max(bid.step, floorTo((top - bid.min) / 4, bid.step));
  for (let limit = bid.min; limit <= top; limit += gap) {
    cands.push({
      action: { type: 'bid', amount: bid.min },
      bidLimit: limit,
      sum: 0,
      n: 0,
    });
  }
  const samples = searchGeneric(k, rng, cands, opts, iterations, rollout);
  const chosen = best(cands);
  const passU = cands[0].sum / Math.max(1, cands[0].n);
  const u = chosen.sum / Math.max(1, chosen.n);
  if (chosen.action.type === 'pass') {
    return {
      action: chosen.action,
      ...because('pass_simulated', { average: Math.round(u), samples }),
    };
  }
  return {
    action: chosen.action,
    ...because('bid_simulated', {
      bid: bid.min,
      limit: chosen.bidLimit ?? bid.min,
      average: Math.round(u),
      passAverage: Math.round(passU),
      samples,
    }),
  };
}

function decidePlay(
  k: BotKnowledge,
  rng: Rng,
  opts: StrongOptions,
  iterations: number,
  rollout: Rollout,
): Decision {
  const legal = k.legalActions;
  const play = find(legal, 'play');
  if (!play) return { action: { type: 'surrender' }, ...because('surrender_no_option', {}) };
  const cands = playCandidates(play);
  if (cands.length === 1 && !find(legal, 'surrender')) {
    const only = cands[0].action as Extract<Action, { type: 'play' }>;
    return { action: only, ...because('only_legal_card', { card: only.card }) };
  }
  if (find(legal, 'surrender')) cands.push({ action: { type: 'surrender' }, sum: 0, n: 0 });
  const samples = searchGeneric(k, rng, cands, opts, iterations, rollout);
  const chosen = best(cands);
  const average = Math.round(chosen.sum / Math.max(1, chosen.n));
  if (chosen.action.type === 'play') {
    return { action: chosen.action, ...explainPlay(chosen.action, average, samples) };
  }
  const bestPlay = best(cands.filter((c) => c.action.type === 'play'));
  const playAverage = Math.round(bestPlay.sum / Math.max(1, bestPlay.n));
  return {
    action: chosen.action,
    ...because('surrender_simulated', { play: playAverage, surrender: average }),
  };
}

/** `rollout` carries each sampled deal on: the basic policy here, the solver for `expert`. */
export function strongDecide(
  k: BotKnowledge,
  rng: Rng,
  opts: StrongOptions = {},
  rollout: Rollout = BASIC_ROLLOUT,
): Decision {
  const d = k.deal;
  if (!d || k.legalActions.length === 0) throw new Error('not this seat’s turn');
  const iterations = opts.iterations ?? 40;
  switch (d.phase) {
    case 'bidding':
      return decideBidding(k, rng, opts, iterations, rollout);
    case 'talon':
    case 'contract':
      return decideTalonOrContract(k, rng, opts, iterations, rollout);
    case 'playing':
      return decidePlay(k, rng, opts, iterations, rollout);
  }
}

export type { StrongOptions } from './strong-options.js';
