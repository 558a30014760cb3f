// For specs and benchmarks only (kept out of the production build like every testing.ts): random
// play-phase positions reached through the engine, and two searches that know nothing of the
// solver's representation, both run on the engine's own legalActions/apply.

import {
  apply,
  FOLLOW_RULES,
  legalActions,
  newGame,
  randomLegalAction,
  type Action,
  type GameState,
  type LegalAction,
  type Rules,
} from '../engine/index.js';
import { rng } from '../engine/testing.js';

/** Every rule switch that changes play, drawn at random (and four players half of the time). */
export function randomRules(random: () => number): Rules {
  return {
    players: random() < 0.5 ? 3 : 4,
    bidStep: 5,
    fourNinesRedeal: false,
    bidCap: 'marriage_required_above_120',
    followRule: FOLLOW_RULES[Math.floor(random() * FOLLOW_RULES.length)],
    aceMarriage: random() < 0.5,
    barrelCollision: true,
    dumpTruck: true,
  };
}

const playing = (s: GameState) => s.deal !== null && s.deal.phase === 'playing';

/**
 * A deal of game `seed` played by random legal actions (never a surrender) up to its play phase,
 * then `tricks` whole tricks and `cards` more cards (each a random legal play, marriages declared
 * half of the time).
 */
export function randomPosition(seed: number, tricks: number, cards = 0): GameState {
  const random = rng(seed);
  let state = newGame({ rules: randomRules(random), seed: `solver-${seed}` }).state;
  const step = (only: (a: LegalAction) => boolean) => {
    const seat = state.deal!.turn;
    const legal = legalActions(state, seat).filter(only);
    const result = apply(state, seat, randomLegalAction(random, legal, 'uniform'));
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  };
  while (!playing(state)) step((a) => a.type !== 'surrender' && a.type !== 'redeal');
  for (let i = 0; i < tricks * 3 + cards; i++) step((a) => a.type === 'play');
  return state;
}

/** The plays open to the seat to move, a declaration as a play of its own. */
export function playActions(state: GameState): Action[] {
  const seat = state.deal!.turn;
  const play = legalActions(state, seat).find((a) => a.type === 'play');
  if (!play || play.type !== 'play') throw new Error('not in the play phase');
  const actions: Action[] = play.cards.map((card) => ({ type: 'play', card }));
  for (const card of play.marriageCards)
    actions.push({ type: 'play', card, declareMarriage: true });
  return actions;
}

/** The declarer's card points plus declared marriages in the deal under way. */
export function declarerPoints(state: GameState): number {
  const deal = state.deal!;
  let points = deal.points[deal.declarer!];
  for (const m of deal.marriages) if (m.seat === deal.declarer) points += m.value;
  return points;
}

/**
 * The declarer's final points after `action`, or null while the deal goes on: the last trick's
 * `trick_won` event says who took it (the next deal has started by then).
 */
function finalAfter(state: GameState, action: Action): { next: GameState; final: number | null } {
  const deal = state.deal!;
  const result = apply(state, deal.turn, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code}`);
  for (const e of result.events) {
    if (e.type === 'trick_won' && e.trick === 8) {
      let points = declarerPoints(state) + (e.winner === deal.declarer ? e.points : 0);
      if (action.type === 'play' && action.declareMarriage) {
        const declared = result.events.find((x) => x.type === 'marriage_declared');
        if (declared && declared.type === 'marriage_declared' && declared.seat === deal.declarer) {
          points += declared.value;
        }
      }
      return { next: result.state, final: points };
    }
  }
  return { next: result.state, final: null };
}

/** Plain minimax over the engine: every legal play of every seat, no pruning. */
export function bruteForce(state: GameState): number {
  const deal = state.deal!;
  const max = deal.turn === deal.declarer;
  let best = max ? -Infinity : Infinity;
  for (const action of playActions(state)) {
    const { next, final } = finalAfter(state, action);
    const v = final ?? bruteForce(next);
    best = max ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** Alpha-beta over the engine with no table and no move ordering: slow, but fewer nodes. */
export function slowSearch(state: GameState, alpha = -Infinity, beta = Infinity): number {
  const deal = state.deal!;
  const max = deal.turn === deal.declarer;
  let best = max ? -Infinity : Infinity;
  for (const action of playActions(state)) {
    const { next, final } = finalAfter(state, action);
    const v = final ?? slowSearch(next, alpha, beta);
    if (max) {
      best = Math.max(best, v);
      alpha = Math.max(alpha, v);
    } else {
      best = Math.min(best, v);
      beta = Math.min(beta, v);
    }
    if (alpha >= beta) break;
  }
  return best;
}

/** Plays `action` through the engine. */
export function play(state: GameState, action: Action): GameState {
  const result = apply(state, state.deal!.turn, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code}`);
  return result.state;
}
