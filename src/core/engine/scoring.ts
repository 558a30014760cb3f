// Scoring one deal (docs/rules.md#scoring-a-deal) and the score-table row it writes.

import type { Seat } from './cards.js';
import { BARREL_PENALTY, barrelCollisions, barrelStep } from './barrel-880.js';
import type { Rules } from './rules.js';
import type { BarrelState, DealResult, ScoreEntry, ScoreEvent, ScoreRow } from './score-types.js';

export const BOLTS_PER_PENALTY = 3;
export const BOLT_PENALTY = -120;
export const DUMP_TRUCK_TOTAL = 555;

export function scoreEventPoints(event: ScoreEvent): number {
  return 'points' in event ? event.points : 0;
}

export interface Standing {
  totals: number[];
  bolts: number[];
  barrel: (BarrelState | null)[];
}

export interface DealOutcome {
  deal: number;
  dealer: Seat;
  sittingOut: Seat | null;
  declarer: Seat;
  contract: number;
  surrendered: boolean;
  /** Card points taken plus marriages declared, per seat. */
  points: number[];
  /** Tricks taken per seat. */
  tricks: number[];
}

/** Opponents' scores: remainder 1-2 rounds down, 3-4 up (44 -> 45, 61 -> 60, 8 -> 10, 27 -> 25). */
export function roundToFive(points: number): number {
  const r = ((points % 5) + 5) % 5;
  return r <= 2 ? points - r : points + 5 - r;
}

/** Each opponent's share of a surrendered contract: round up to 10, halve (125 -> 65). */
export function surrenderShare(contract: number): number {
  return (Math.ceil(contract / 10) * 10) / 2;
}

/** Step (2): one more bolt, and the penalty on the third (the count starts again). */
function countBolt(seat: Seat, bolts: number[], totals: number[], events: ScoreEvent[]): void {
  bolts[seat] += 1;
  events.push({ type: 'bolt', count: bolts[seat] });
  if (bolts[seat] >= BOLTS_PER_PENALTY) {
    totals[seat] += BOLT_PENALTY;
    bolts[seat] = 0;
    events.push({ type: 'third_bolt', points: BOLT_PENALTY });
  }
}

/** Steps (1)-(5) of the bookkeeping (docs/rules.md#bookkeeping), for every seat. */
export function settleDeal(
  rules: Rules,
  standing: Standing,
  outcome: DealOutcome,
): { standing: Standing; row: ScoreRow; winner: Seat | null } {
  const totals = standing.totals.slice();
  const bolts = standing.bolts.slice();
  const barrel = standing.barrel.slice();
  const wasOn: boolean[] = [];
  for (let seat = 0; seat < barrel.length; seat++) wasOn.push(barrel[seat] !== null);
  const { declarer, contract, surrendered } = outcome;
  const made = !surrendered && outcome.points[declarer] >= contract;
  const result: DealResult = surrendered ? 'surrendered' : made ? 'made' : 'failed';
  const entries: ScoreEntry[] = [];
  const newcomers: Seat[] = [];
  let winner: Seat | null = null;

  for (let seat = 0; seat < totals.length; seat++) {
    const events: ScoreEvent[] = [];
    let score: number | null = null;
    let bolt = false;
    if (seat === outcome.sittingOut) {
      // Sitting out is not one of their barrel chances: the countdown waits for them.
      events.push({ type: 'sat_out' });
      entries.push({ seat, score, bolt, events, total: totals[seat] });
      continue;
    }
    const isDeclarer = seat === declarer;
    // (1) the deal's score
    if (isDeclarer) score = made ? contract : -contract;
    else if (wasOn[seat]) events.push({ type: 'barrel_no_score' });
    else if (surrendered) score = surrenderShare(contract);
    else if (outcome.tricks[seat] === 0) bolt = true;
    else score = roundToFive(outcome.points[seat]);
    if (score !== null) totals[seat] += score;
    // (2) bolts
    if (bolt) countBolt(seat, bolts, totals, events);
    // (3) the barrel
    const step = barrelStep({
      total: totals[seat],
      barrel: barrel[seat],
      wasOn: wasOn[seat],
      role: isDeclarer ? 'declarer' : 'opponent',
      contractMade: made,
    });
    totals[seat] = step.total;
    barrel[seat] = step.barrel;
    for (const e of step.events) events.push(e);
    if (step.won) winner = seat;
    if (step.gotOn) newcomers.push(seat);
    entries.push({ seat, score, bolt, events, total: totals[seat] });
  }

  // (4) collisions, once everyone is through step 3. A dealer sitting out takes no part in the
  // deal, so nobody pushes them off in it (docs/rules.md#four-players).
  if (rules.barrelCollision) {
    // A loop rather than flatMap, which builds an array for every seat.
    const stillOn: Seat[] = [];
    for (let seat = 0; seat < wasOn.length; seat++) {
      if (wasOn[seat] && barrel[seat] !== null && seat !== outcome.sittingOut) stillOn.push(seat);
    }
    for (const seat of barrelCollisions(newcomers, stillOn)) {
      totals[seat] += BARREL_PENALTY;
      barrel[seat] = null;
      entries[seat].events.push({ type: 'barrel_collision', points: BARREL_PENALTY });
    }
  }

  // (5) the dump truck
  for (let seat = 0; seat < totals.length; seat++) {
    if (rules.dumpTruck && totals[seat] === DUMP_TRUCK_TOTAL) {
      entries[seat].events.push({ type: 'dump_truck', points: -DUMP_TRUCK_TOTAL });
      totals[seat] = 0;
    }
    entries[seat].total = totals[seat];
  }

  const row: ScoreRow = {
    deal: outcome.deal,
    dealer: outcome.dealer,
    declarer,
    contract,
    result,
    entries,
  };
  return { standing: { totals, bolts, barrel }, row, winner };
}

/** The row a four-nines redeal leaves: nothing scored, totals unchanged. */
export function redealRow(deal: number, dealer: Seat, totals: readonly number[]): ScoreRow {
  return {
    deal,
    dealer,
    declarer: null,
    contract: null,
    result: 'redealt',
    entries: totals.map((total, seat) => ({ seat, score: null, bolt: false, events: [], total })),
  };
}
