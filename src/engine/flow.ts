// Ending a deal: score it, reveal it, and either end the game or deal the next one.

import { startDeal } from './deal.js';
import type { GameEvent } from './events.js';
import { summarizeDeal } from './previous-deal.js';
import type { ScoreRow } from './score-types.js';
import { redealRow, settleDeal } from './scoring.js';
import { copyGame, type DealProof, type DealState, type GameState } from './state.js';

function proofOf(deal: DealState): DealProof {
  return {
    deal: deal.number,
    dealer: deal.dealer,
    order: deal.active.slice(),
    deck: deal.deck,
    secret: deal.secret,
    commitment: deal.commitment,
  };
}

function closeDeal(
  state: GameState,
  deal: DealState,
  row: ScoreRow,
  events: GameEvent[],
): GameState {
  events.push({ type: 'deal_scored', row });
  // The proof travels in the event too, so a store may keep history in its event log.
  events.push({
    type: 'deal_revealed',
    ...proofOf(deal),
    deck: deal.deck.slice(),
    order: deal.active.slice(),
  });
  const next = copyGame(state);
  next.table = [...state.table, row];
  next.proofs = [...state.proofs, proofOf(deal)];
  next.previousDeal = summarizeDeal(deal, row);
  return next;
}

/** Scores a played or surrendered deal (the declarer and contract are set) and moves on. */
export function finishDeal(
  state: GameState,
  deal: DealState,
  surrendered: boolean,
  events: GameEvent[],
): GameState {
  const declarer = deal.declarer ?? deal.highestBidder;
  const points = deal.points.slice();
  for (const m of deal.marriages) points[m.seat] += m.value;
  const settled = settleDeal(
    state.rules,
    { totals: state.totals, bolts: state.bolts, barrel: state.barrel },
    {
      deal: deal.number,
      dealer: deal.dealer,
      sittingOut: deal.sittingOut,
      declarer,
      contract: deal.contract ?? deal.highestBid,
      surrendered,
      points,
      tricks: deal.tricksTaken,
    },
  );
  let next = closeDeal(state, deal, settled.row, events);
  next.totals = settled.standing.totals;
  next.bolts = settled.standing.bolts;
  next.barrel = settled.standing.barrel;
  if (settled.winner !== null) {
    events.push({
      type: 'game_over',
      winner: settled.winner,
      totals: settled.standing.totals.slice(),
    });
    next.status = 'finished';
    next.winner = settled.winner;
    next.deal = null;
    return next;
  }
  const dealt = startDeal(next, deal.number + 1, (deal.dealer + 1) % state.players);
  next = dealt.state;
  events.push(dealt.event);
  return next;
}

/** Four nines: nothing scored, the same dealer deals again. */
export function redeal(state: GameState, deal: DealState, events: GameEvent[]): GameState {
  const row = redealRow(deal.number, deal.dealer, state.totals);
  const closed = closeDeal(state, deal, row, events);
  const dealt = startDeal(closed, deal.number + 1, deal.dealer);
  events.push(dealt.event);
  return dealt.state;
}
