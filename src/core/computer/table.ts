// A table of bots playing whole games through the engine, for the tests and the arena. Each seat
// decides from its own view and its own redacted events only, as the service will call it.

import {
  DEFAULT_RULES,
  apply,
  currentTurn,
  newGame,
  redactEvent,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
  type Rules,
  type Seat,
  type VisibleEvent,
} from '../engine/index.js';
import type { Explanation } from '../bots/explanation.js';
import { createBot, type DecisionLevel, type BotOptions, type BotStrategy } from './index.js';
import { knowledgeFrom } from '../bots/knowledge.js';
import { createRng } from '../bots/rng.js';

export interface SeatDecision {
  seat: Seat;
  level: DecisionLevel;
  action: Action;
  reason: string;
  explanation: Explanation;
  /** Milliseconds by the injected clock (0 without one). */
  ms: number;
}

export interface GameRun {
  state: GameState;
  winner: Seat | null;
  deals: number;
  decisions: number;
  /** Per seat: the sum of its deal scores (its total change deal by deal). */
  totals: number[];
}

export interface TableOptions {
  seed: string;
  levels: DecisionLevel[];
  rules?: Partial<Rules>;
  options?: BotOptions | BotOptions[];
  /** Stop after this many scored deals (the game may then be unfinished). */
  maxDeals?: number;
  clock?: () => number;
  onDecision?: (d: SeatDecision, state: GameState) => void;
}

export function visibleDealEvents(events: readonly GameEvent[], seat: Seat): VisibleEvent[] {
  const out: VisibleEvent[] = [];
  for (const e of events) {
    const v = redactEvent(e, seat);
    if (v) out.push(v);
  }
  return out;
}

/** Plays one game among bots; throws if any bot's action is refused by the engine. */
export function playGame(opts: TableOptions): GameRun {
  const rules: Rules = { ...DEFAULT_RULES, ...opts.rules };
  const started = newGame({ rules, seed: opts.seed });
  let state = started.state;
  let dealEvents: GameEvent[] = started.events.filter((e) => e.type === 'deal_started');
  const bots: BotStrategy[] = opts.levels.map((level, i) =>
    createBot(level, Array.isArray(opts.options) ? opts.options[i] : opts.options),
  );
  let deals = 0;
  let decisions = 0;
  const maxDeals = opts.maxDeals ?? Infinity;
  for (;;) {
    const seat = currentTurn(state);
    if (seat === null || deals >= maxDeals) break;
    const rng = createRng(`${opts.seed}/${decisions}`);
    const t0 = opts.clock ? opts.clock() : 0;
    const knowledge = knowledgeFrom(viewFor(state, seat), visibleDealEvents(dealEvents, seat));
    const { action, reason, explanation } = bots[seat].decide(knowledge, rng);
    const ms = opts.clock ? opts.clock() - t0 : 0;
    decisions++;
    opts.onDecision?.({ seat, level: bots[seat].level, action, reason, explanation, ms }, state);
    const result = apply(state, seat, action);
    if (!result.ok) {
      throw new Error(
        `seat ${seat} (${bots[seat].level}) made an illegal move ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`,
      );
    }
    state = result.state;
    for (const e of result.events) {
      if (e.type === 'deal_started') dealEvents = [e];
      else dealEvents.push(e);
      if (e.type === 'deal_scored') deals++;
    }
  }
  return { state, winner: state.winner, deals, decisions, totals: state.totals.slice() };
}
