// Ending a deal: score it, reveal it, and either end the game or deal the next one.

import { startDeal } from './deal.js';
import type { GameEvent, GameOverEvent } from './events.js';
import { summarizeDeal } from './previous-deal.js';
import type { ScoreRow } from './score-types.js';
import { redealRow, settleDeal } from './scoring.js';
import {
  appended,
  copyGame,
  type DealProof,
  type DealState,
  type GameState,
  type SeedRecord,
} from './state.js';

function proofOf(state: GameState, deal: DealState): DealProof {
  const proof: DealProof = {
    deal: deal.number,
    dealer: deal.dealer,
    order: deal.active.slice(),
    deck: deal.deck,
    secret: deal.secret,
    commitment: deal.commitment,
  };
  if (state.fairness && deal.cut) {
    // A loop rather than map with a callback: twice a deal.
    const { seeds } = state.fairness;
    proof.seeds = new Array<SeedRecord>(seeds.length);
    for (let i = 0; i < seeds.length; i++) {
      const s = seeds[i];
      proof.seeds[i] = { seat: s.seat, seed: s.seed, by: s.by };
    }
    proof.cut = { seat: deal.cut.seat, seed: deal.cut.seed, by: deal.cut.by };
    proof.serverSeedHash = deal.serverSeedHash;
  }
  return proof;
}

/**
 * The proof of the deal in progress, as it would be revealed at its end. The engine reveals it
 * only when the deal ends; the service shows it once the game ended some other way (a forfeit, an
 * abandoned table) and no card of the deal is left to play (docs/rules.md, "Fairness").
 */
export function currentDealProof(state: GameState): DealProof | null {
  return state.deal ? proofOf(state, state.deal) : null;
}

function closeDeal(
  state: GameState,
  deal: DealState,
  row: ScoreRow,
  events: GameEvent[],
): GameState {
  events.push({ type: 'deal_scored', row });
  // The proof travels in the event too, so a store may keep history in its event log; its fields
  // in the proof's order, written out (an object spread after `type` takes V8's slow path).
  const proof = proofOf(state, deal);
  const revealed: GameEvent = {
    type: 'deal_revealed',
    deal: proof.deal,
    dealer: proof.dealer,
    order: proof.order,
    deck: deal.deck.slice(),
    secret: proof.secret,
    commitment: proof.commitment,
  };
  if ('seeds' in proof) {
    revealed.seeds = proof.seeds;
    revealed.cut = proof.cut;
    revealed.serverSeedHash = proof.serverSeedHash;
  }
  events.push(revealed);
  const next = copyGame(state);
  next.table = appended(state.table, row);
  next.proofs = appended(state.proofs, proofOf(state, deal));
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
    const over: GameOverEvent = {
      type: 'game_over',
      winner: settled.winner,
      totals: settled.standing.totals.slice(),
    };
    if (state.fairness) over.serverMaster = state.fairness.master;
    events.push(over);
    next.status = 'finished';
    next.winner = settled.winner;
    next.deal = null;
    return next;
  }
  const dealt = startDeal(next, deal.number + 1, (deal.dealer + 1) % state.players, {
    cut: deal.nextCut,
  });
  next = dealt.state;
  events.push(dealt.event);
  return next;
}

/** Four nines: nothing scored, the same dealer deals again. */
export function redeal(state: GameState, deal: DealState, events: GameEvent[]): GameState {
  const row = redealRow(deal.number, deal.dealer, state.totals);
  const closed = closeDeal(state, deal, row, events);
  const dealt = startDeal(closed, deal.number + 1, deal.dealer, { cut: deal.nextCut });
  events.push(dealt.event);
  return dealt.state;
}
