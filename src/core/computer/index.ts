// The bots' public surface for the service: build a bot's knowledge from a seat view and that
// seat's redacted events of the current deal, then ask a strategy for an action and its reason.

import type { SeatView, VisibleEvent } from '../engine/index.js';
import { basicDecide, type BasicOptions } from '../bots/basic.js';
import { cautiousDecide } from '../bots/cautious.js';
import type { Decision } from '../bots/decision.js';
import { knowledgeFrom, type BotKnowledge } from '../bots/knowledge.js';
import { randomDecide } from '../bots/random.js';
import { createRng, type Rng } from '../bots/rng.js';
import { situationFromKnowledge } from '../bots/situation.js';
import { strongDecide, type StrongOptions } from '../bots/strong.js';
import { expertDecide } from '../expert/expert.js';

/** The levels a bot seat may be given. */
export const BOT_LEVELS = ['random', 'basic', 'strong', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
/** Every level a decision may be asked of: the seats' levels and the stand-in for absent people. */
export const DECISION_LEVELS = [...BOT_LEVELS, 'cautious'] as const;
export type DecisionLevel = (typeof DECISION_LEVELS)[number];

export interface BotStrategy {
  readonly level: DecisionLevel;
  decide(knowledge: BotKnowledge, rng: Rng): Decision;
}

export interface BotOptions {
  basic?: BasicOptions;
  strong?: StrongOptions;
  /** The expert's search bounds (src/core/expert): it samples like `strong`, solving each sample. */
  expert?: StrongOptions;
}

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}

export function isDecisionLevel(x: unknown): x is DecisionLevel {
  return typeof x === 'string' && (DECISION_LEVELS as readonly string[]).includes(x);
}

/** A sampling level's decision, or `basic`'s when the knowledge cannot be sampled. */
function safely(
  k: BotKnowledge,
  rng: Rng,
  options: BotOptions,
  decide: (k: BotKnowledge, rng: Rng, opts?: StrongOptions) => Decision,
  opts: StrongOptions | undefined,
): Decision {
  try {
    return decide(k, rng, opts);
  } catch (error) {
    // Knowledge that cannot be sampled (e.g. events missing for the deal): play it safe.
    if (opts?.strict) throw error;
    const d = basicDecide(situationFromKnowledge(k), rng, options.basic);
    return { ...d, reason: `${d.reason} (fallback: ${(error as Error).message})` };
  }
}

export function createBot(level: DecisionLevel, options: BotOptions = {}): BotStrategy {
  switch (level) {
    case 'cautious':
      return { level, decide: (k, rng) => cautiousDecide(situationFromKnowledge(k), rng) };
    case 'random':
      return { level, decide: (k, rng) => randomDecide(k.legalActions, rng) };
    case 'basic':
      return {
        level,
        decide: (k, rng) => basicDecide(situationFromKnowledge(k), rng, options.basic),
      };
    case 'strong':
      return { level, decide: (k, rng) => safely(k, rng, options, strongDecide, options.strong) };
    case 'expert':
      return { level, decide: (k, rng) => safely(k, rng, options, expertDecide, options.expert) };
    default:
      throw new Error(`unknown bot level ${JSON.stringify(level)}`);
  }
}

/**
 * One decision for the seat whose view this is. `visibleEvents` are that seat's redacted events
 * (redactEvent(event, seat)) since the current deal started; `seed` makes the choice repeatable.
 */
export function decideFor(
  level: DecisionLevel,
  view: SeatView,
  visibleEvents: readonly VisibleEvent[],
  seed: string,
  options: BotOptions = {},
): Decision {
  if (view.legalActions.length === 0) throw new Error('it is not this seat’s turn');
  const knowledge = knowledgeFrom(view, visibleEvents);
  return createBot(level, options).decide(knowledge, createRng(seed));
}

export { knowledgeFrom } from '../bots/knowledge.js';
export type { BotKnowledge, DealKnowledge } from '../bots/knowledge.js';
export { createRng, hashString } from '../bots/rng.js';
export type { Rng } from '../bots/rng.js';
export type { BasicOptions } from '../bots/basic.js';
export type { Decision } from '../bots/decision.js';
export type { StrongOptions } from '../bots/strong.js';
export { buildWorld } from '../bots/world.js';
