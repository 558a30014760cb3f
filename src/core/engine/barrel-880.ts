// The barrel at 880 (бочка, docs/rules.md#barrel), the game's rule, not a re-export file: steps 3 and 4
// of the end-of-deal bookkeeping.

import type { Seat } from './cards.js';
import type { BarrelState, ScoreEvent } from './score-types.js';

export const BARREL_MARK = 880;
export const WINNING_TOTAL = 1000;
export const BARREL_CHANCES = 3;
export const BARREL_PENALTY = -120;

export interface BarrelSeat {
  total: number;
  barrel: BarrelState | null;
  /** On the barrel when the deal started. */
  wasOn: boolean;
  role: 'declarer' | 'opponent';
  contractMade: boolean;
}

export interface BarrelOutcome {
  total: number;
  barrel: BarrelState | null;
  won: boolean;
  gotOn: boolean;
  events: ScoreEvent[];
}

/** Step 3 for one player who took part in the deal. */
export function barrelStep(p: BarrelSeat): BarrelOutcome {
  const events: ScoreEvent[] = [];
  let total = p.total;
  const declarerMade = p.role === 'declarer' && p.contractMade;

  // Only a declarer's won contract may carry a total to 1000 or beyond.
  if (declarerMade && total >= WINNING_TOTAL) {
    events.push({ type: 'win' });
    return { total, barrel: null, won: true, gotOn: false, events };
  }

  if (p.wasOn && p.barrel) {
    if (p.role === 'declarer' && !p.contractMade) {
      events.push({ type: 'barrel_off_lost' });
      return { total, barrel: null, won: false, gotOn: false, events };
    }
    if (total !== BARREL_MARK) {
      // A won contract that falls short of 1000 leaves the player where they were.
      events.push({ type: 'barrel_short', points: BARREL_MARK - total });
      total = BARREL_MARK;
    }
    const dealsLeft = p.barrel.dealsLeft - 1;
    if (dealsLeft <= 0) {
      events.push({ type: 'barrel_fall', points: BARREL_PENALTY });
      return { total: total + BARREL_PENALTY, barrel: null, won: false, gotOn: false, events };
    }
    events.push({ type: 'barrel_countdown', dealsLeft });
    return { total, barrel: { dealsLeft }, won: false, gotOn: false, events };
  }

  if (total >= BARREL_MARK) {
    events.push({ type: 'barrel_on', points: BARREL_MARK - total, dealsLeft: BARREL_CHANCES });
    return {
      total: BARREL_MARK,
      barrel: { dealsLeft: BARREL_CHANCES },
      won: false,
      gotOn: true,
      events,
    };
  }
  return { total, barrel: p.barrel, won: false, gotOn: false, events };
}

/**
 * Step 4: once everyone is through step 3, each newcomer pushes off whoever was already on the
 * barrel and is still there. Two newcomers in the same deal do not push each other off.
 */
export function barrelCollisions(
  newcomers: readonly Seat[],
  stillOnFromBefore: readonly Seat[],
): Seat[] {
  return newcomers.length > 0 ? [...stillOnFromBefore] : [];
}
