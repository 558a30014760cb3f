// The `strong` level: determinized (perfect-information) Monte Carlo. For each sample of the hidden
// cards consistent with the seat's knowledge it builds a full engine GameState, tries every
// candidate action on it and plays the deal out with the `basic` policy through the engine's
// `apply`; the candidate with the best average result (own deal score relative to the others,
// plus a bonus or malus for a game won or lost) is chosen.

import {
  MARRIAGE_VALUES,
  apply,
  legalActions,
  rankOf,
  settleDeal,
  suitOf,
  type Action,
  type Card,
  type GameEvent,
  type GameState,
  type LegalAction,
  type ScoreRow,
  type Seat,
} from '../engine/index.js';
import { basicDecide, estimateHand, type Decision } from './basic.js';
import { describeCard, floorTo, marriagePartner, orderOf } from './cards.js';
import type { BotKnowledge } from './knowledge.js';
import { rngFromNumber, type Rng } from './rng.js';
import { situationFromKnowledge, situationFromState } from './situation.js';
import { buildWorld } from './world.js';

export interface StrongOptions {
  /** Samples of the hidden cards (each tries every candidate). Default 40. */
  iterations?: number;
  /** Stop sampling after this many ms (needs `now`). Default 150 when `now` is given. */
  timeBudgetMs?: number;
  /** A clock in ms (e.g. performance.now); the bots have none of their own. */
  now?: () => number;
  /** Throw instead of falling back to `basic` when the knowledge cannot be sampled (tests). */
  strict?: boolean;
  /** Utility of winning (or minus, of losing) the game in a simulated deal. Default 300. */
  winBonus?: number;
}

interface Candidate {
  action: Action;
  describe: string;
  /** Bidding: raise up to this amount in the playouts. */
  bidLimit?: number;
  sum: number;
  n: number;
}

const MAX_PLAYOUT_ACTIONS = 200;

function find<T extends LegalAction['type']>(
  legal: readonly LegalAction[],
  type: T,
): Extract<LegalAction, { type: T }> | undefined {
  return legal.find((a) => a.type === type) as Extract<LegalAction, { type: T }> | undefined;
}

/** Own change in total minus the others' average, plus the game-win term. */
function utilityOf(
  row: ScoreRow,
  before: readonly number[],
  seat: Seat,
  winner: Seat | null,
  winBonus: number,
): number {
  let own = 0;
  let others = 0;
  let count = 0;
  for (const e of row.entries) {
    const delta = e.total - before[e.seat];
    if (e.seat === seat) own = delta;
    else {
      others += delta;
      count++;
    }
  }
  let u = own - (count > 0 ? others / count : 0);
  if (winner === seat) u += winBonus;
  else if (winner !== null) u -= winBonus;
  return u;
}

function scoredIn(events: readonly GameEvent[]): { row: ScoreRow; winner: Seat | null } | null {
  let row: ScoreRow | null = null;
  let winner: Seat | null = null;
  for (const e of events) {
    if (e.type === 'deal_scored') row = e.row;
    else if (e.type === 'game_over') winner = e.winner;
  }
  return row ? { row, winner } : null;
}

/** Plays the deal out from `state` with the basic policy; returns the final utility for `seat`. */
function playout(
  state: GameState,
  seat: Seat,
  rng: Rng,
  winBonus: number,
  bidLimit?: number,
): number {
  const before = state.totals;
  for (let i = 0; i < MAX_PLAYOUT_ACTIONS; i++) {
    const deal = state.deal;
    if (!deal) return 0;
    const turn = deal.turn;
    const opts = turn === seat && bidLimit !== undefined ? { bidLimit } : {};
    const { action } = basicDecide(situationFromState(state, turn), rng, opts);
    const result = apply(state, turn, action);
    if (!result.ok)
      throw new Error(`playout action refused: ${result.error.code} (${JSON.stringify(action)})`);
    const scored = scoredIn(result.events);
    if (scored) return utilityOf(scored.row, before, seat, scored.winner, winBonus);
    state = result.state;
  }
  throw new Error('playout did not finish the deal');
}

/** Plays out with basic and returns each seat's points (tricks + marriages) and tricks taken. */
function playOutPoints(state: GameState, rng: Rng): { points: number[]; tricks: number[] } | null {
  const d = state.deal!;
  const points = d.points.slice();
  for (const m of d.marriages) points[m.seat] += m.value;
  const tricks = d.tricksTaken.slice();
  for (let i = 0; i < MAX_PLAYOUT_ACTIONS; i++) {
    const deal = state.deal!;
    const turn = deal.turn;
    const { action } = basicDecide(situationFromState(state, turn), rng);
    const result = apply(state, turn, action);
    if (!result.ok) throw new Error(`playout action refused: ${result.error.code}`);
    for (const e of result.events) {
      if (e.type === 'trick_won') {
        points[e.winner] += e.points;
        tricks[e.winner] += 1;
      } else if (e.type === 'marriage_declared') {
        points[e.seat] += e.value;
      } else if (e.type === 'deal_scored') {
        return { points, tricks };
      }
    }
    state = result.state;
  }
  return null;
}

function settleUtility(
  world: GameState,
  seat: Seat,
  contract: number,
  surrendered: boolean,
  outcome: { points: number[]; tricks: number[] },
  winBonus: number,
): number {
  const d = world.deal!;
  const settled = settleDeal(
    world.rules,
    { totals: world.totals, bolts: world.bolts, barrel: world.barrel },
    {
      deal: d.number,
      dealer: d.dealer,
      sittingOut: d.sittingOut,
      declarer: seat,
      contract,
      surrendered,
      points: outcome.points,
      tricks: outcome.tricks,
    },
  );
  return utilityOf(settled.row, world.totals, seat, settled.winner, winBonus);
}

class Budget {
  private readonly start: number;
  constructor(
    private readonly opts: StrongOptions,
    private readonly iterations: number,
  ) {
    this.start = opts.now ? opts.now() : 0;
  }
  more(done: number): boolean {
    if (done >= this.iterations) return false;
    if (done === 0 || !this.opts.now) return true;
    return this.opts.now() - this.start < (this.opts.timeBudgetMs ?? 150);
  }
}

function sign(x: number): string {
  const r = Math.round(x);
  return r >= 0 ? `+${r}` : `${r}`;
}

function best<T extends { sum: number; n: number }>(cands: readonly T[]): T {
  let top = cands[0];
  for (const c of cands) if (c.n > 0 && c.sum / c.n > top.sum / Math.max(1, top.n)) top = c;
  return top;
}

function describePlay(action: Action): string {
  if (action.type !== 'play') return action.type;
  if (action.declareMarriage) {
    if (rankOf(action.card) === 'A') return 'declare the four aces';
    return `declare the ${MARRIAGE_VALUES[suitOf(action.card)]} marriage leading ${describeCard(action.card)}`;
  }
  return `play ${describeCard(action.card)}`;
}

/** Flat Monte Carlo over root candidates for the bidding and play phases. */
function searchGeneric(
  k: BotKnowledge,
  rng: Rng,
  cands: Candidate[],
  opts: StrongOptions,
  iterations: number,
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
        : playout(result.state, k.seat, rngFromNumber(seed), winBonus, c.bidLimit);
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
    cands.push({ action, describe: describePlay(action), sum: 0, n: 0 });
  }
  return cands;
}

function decideBidding(
  k: BotKnowledge,
  rng: Rng,
  opts: StrongOptions,
  iterations: number,
): Decision {
  const legal = k.legalActions;
  if (find(legal, 'redeal'))
    return { action: { type: 'redeal' }, reason: 'four nines: demand a redeal' };
  const bid = find(legal, 'bid');
  if (!bid) return { action: { type: 'pass' }, reason: 'pass: no higher bid is allowed' };
  const estimate = estimateHand(k.deal!.hand, k.rules.aceMarriage, true);
  const cands: Candidate[] = [{ action: { type: 'pass' }, describe: 'pass', sum: 0, n: 0 }];
  const top = Math.min(bid.max, Math.max(bid.min, floorTo(estimate + 25, bid.step)));
  const gap = Math.max(bid.step, floorTo((top - bid.min) / 4, bid.step));
  for (let limit = bid.min; limit <= top; limit += gap) {
    cands.push({
      action: { type: 'bid', amount: bid.min },
      describe: `bid up to ${limit}`,
      bidLimit: limit,
      sum: 0,
      n: 0,
    });
  }
  const samples = searchGeneric(k, rng, cands, opts, iterations);
  const chosen = best(cands);
  const passU = cands[0].sum / Math.max(1, cands[0].n);
  const u = chosen.sum / Math.max(1, chosen.n);
  if (chosen.action.type === 'pass') {
    return {
      action: chosen.action,
      reason: `pass: bidding on loses against passing (${sign(u)} in ${samples} simulated deals)`,
    };
  }
  return {
    action: chosen.action,
    reason: `bid ${bid.min} (ready to go to ${chosen.bidLimit}): ${sign(u)} vs ${sign(passU)} for passing over ${samples} simulated deals`,
  };
}

function contractAmounts(range: { min: number; max: number; step: number }): number[] {
  const out: number[] = [];
  for (let a = range.min; a <= Math.min(range.max, range.min + 120); a += range.step) out.push(a);
  return out;
}

/** Talon (give) and contract phases: play-outs once per sample, contracts priced analytically. */
function decideTalonOrContract(
  k: BotKnowledge,
  rng: Rng,
  opts: StrongOptions,
  iterations: number,
): Decision {
  const winBonus = opts.winBonus ?? 300;
  const legal = k.legalActions;
  const d = k.deal!;
  const give = find(legal, 'give');
  const contract = find(legal, 'contract');
  const canSurrender = find(legal, 'surrender') !== undefined;
  const bid = d.highestBid;
  const step = k.rules.bidStep;
  // Give options: pairs among the five cheapest cards to keep, both ways round for the best pair.
  const gives: Action[] = [];
  if (give) {
    const basic = basicDecide(situationFromKnowledge(k), rng).action;
    if (basic.type === 'give') gives.push(basic);
    const hand = give.cards;
    const cheap = hand
      .slice()
      .sort((a, b) => passRank(a, hand) - passRank(b, hand))
      .slice(0, 5);
    for (let i = 0; i < cheap.length; i++) {
      for (let j = i + 1; j < cheap.length; j++) {
        for (const [x, y] of [
          [cheap[i], cheap[j]],
          [cheap[j], cheap[i]],
        ] as [Card, Card][]) {
          const action: Action = {
            type: 'give',
            transfers: [
              { toSeat: give.toSeats[0], card: x },
              { toSeat: give.toSeats[1], card: y },
            ],
          };
          if (!gives.some((g) => JSON.stringify(g) === JSON.stringify(action))) gives.push(action);
        }
      }
    }
    gives.splice(12);
  } else {
    gives.push({ type: 'contract', amount: contract ? contract.min : bid });
  }
  // The contract range after a give is the bid up to the hand's ceiling; estimate generously.
  const range = contract ?? { min: bid, max: bid + 200, step };
  const amounts = contractAmounts(range);
  const table = gives.map(() => amounts.map(() => 0));
  let surrenderSum = 0;
  const budget = new Budget(opts, iterations);
  let samples = 0;
  while (budget.more(samples)) {
    const world = buildWorld(k, rng);
    const seed = rng.u32();
    gives.forEach((g, gi) => {
      let state = world;
      if (g.type === 'give') {
        const r = apply(world, k.seat, g);
        if (!r.ok) throw new Error(`give refused: ${r.error.code}`);
        state = r.state;
      }
      const r2 = apply(state, k.seat, { type: 'contract', amount: bid });
      if (!r2.ok) throw new Error(`contract refused: ${r2.error.code}`);
      const outcome = playOutPoints(r2.state, rngFromNumber(seed));
      if (!outcome) return;
      const maxAllowed = contractMax(state, k.seat);
      amounts.forEach((a, ai) => {
        table[gi][ai] +=
          a <= maxAllowed ? settleUtility(world, k.seat, a, false, outcome, winBonus) : -1e6;
      });
    });
    if (canSurrender) {
      surrenderSum += settleUtility(
        world,
        k.seat,
        bid,
        true,
        { points: [0, 0, 0, 0], tricks: [1, 1, 1, 1] },
        winBonus,
      );
    }
    samples++;
  }
  let bg = 0;
  let ba = 0;
  for (let gi = 0; gi < gives.length; gi++) {
    for (let ai = 0; ai < amounts.length; ai++)
      if (table[gi][ai] > table[bg][ba]) [bg, ba] = [gi, ai];
  }
  const u = table[bg][ba] / Math.max(1, samples);
  const su = surrenderSum / Math.max(1, samples);
  if (canSurrender && su > u) {
    return {
      action: { type: 'surrender' },
      reason: `surrender: playing averages ${sign(u)}, surrendering ${sign(su)}`,
    };
  }
  const g = gives[bg];
  if (g.type === 'give') {
    const cards = g.transfers.map((t) => `${t.card} to seat ${t.toSeat}`).join(', ');
    return {
      action: g,
      reason: `pass ${cards}: aiming at a contract of ${amounts[ba]} (${sign(u)} over ${samples} samples)`,
    };
  }
  return {
    action: { type: 'contract', amount: amounts[ba] },
    reason: `contract ${amounts[ba]}: ${sign(u)} on average over ${samples} simulated deals`,
  };
}

function contractMax(state: GameState, seat: Seat): number {
  const range = find(legalActions(state, seat), 'contract');
  return range ? range.max : 0;
}

/** Order in which cards are considered for passing: low cards, never aces or marriage halves. */
function passRank(card: Card, hand: readonly Card[]): number {
  const partner = marriagePartner(card);
  let v = orderOf(card);
  if (rankOf(card) === 'A') v += 100;
  if (partner && hand.includes(partner)) v += 200;
  return v;
}

function decidePlay(k: BotKnowledge, rng: Rng, opts: StrongOptions, iterations: number): Decision {
  const legal = k.legalActions;
  const play = find(legal, 'play');
  if (!play) return { action: { type: 'surrender' }, reason: 'nothing to play' };
  const cands = playCandidates(play);
  if (cands.length === 1 && !find(legal, 'surrender')) {
    return { action: cands[0].action, reason: `${cands[0].describe}: the only legal card` };
  }
  if (find(legal, 'surrender'))
    cands.push({ action: { type: 'surrender' }, describe: 'surrender', sum: 0, n: 0 });
  const samples = searchGeneric(k, rng, cands, opts, iterations);
  const chosen = best(cands);
  return {
    action: chosen.action,
    reason: `${chosen.describe}: ${sign(chosen.sum / Math.max(1, chosen.n))} on average over ${samples} simulated deals`,
  };
}

export function strongDecide(k: BotKnowledge, rng: Rng, opts: StrongOptions = {}): Decision {
  const d = k.deal;
  if (!d || k.legalActions.length === 0) throw new Error('not this seat’s turn');
  const iterations = opts.iterations ?? 40;
  switch (d.phase) {
    case 'bidding':
      return decideBidding(k, rng, opts, iterations);
    case 'talon':
    case 'contract':
      return decideTalonOrContract(k, rng, opts, iterations);
    case 'playing':
      return decidePlay(k, rng, opts, iterations);
  }
}
