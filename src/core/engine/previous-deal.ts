// How the last deal ended, kept in the state from its end until the next deal's first card, so a
// table can show it without reading events (the stored state drops finished deals' history).
// Optional in the state: states stored before it existed load as "no previous deal".

import type { ScoreRow } from './score-types.js';
import { copyGame, type DealState, type GameState, type PreviousDeal } from './state.js';

export function summarizeDeal(deal: DealState, row: ScoreRow): PreviousDeal {
  return {
    number: deal.number,
    lastTrick: deal.lastTrick,
    points: deal.points.slice(),
    row,
  };
}

/** The state once the next deal's first card is played: the summary is no longer shown. */
export function withoutPreviousDeal(state: GameState): GameState {
  if (!state.previousDeal) return state;
  const next = copyGame(state);
  next.previousDeal = null;
  return next;
}

/** The summary as any seat or spectator may see it: every part of it was public. */
export function previousDealView(state: GameState): PreviousDeal | null {
  const p = state.previousDeal;
  if (!p) return null;
  const trick = p.lastTrick;
  return {
    number: p.number,
    lastTrick: trick
      ? {
          leader: trick.leader,
          cards: trick.cards.map((c) => ({ seat: c.seat, card: c.card })),
          winner: trick.winner,
        }
      : null,
    points: p.points.slice(),
    row: {
      deal: p.row.deal,
      dealer: p.row.dealer,
      declarer: p.row.declarer,
      contract: p.row.contract,
      result: p.row.result,
      entries: p.row.entries.map((e) => ({
        seat: e.seat,
        score: e.score,
        bolt: e.bolt,
        events: e.events.map((x) => ({ ...x })),
        total: e.total,
      })),
    },
  };
}
