// What one seat (or a spectator) may see. Built field by field from the state, never by copying
// and deleting, so a new secret field can't leak by default.

import type { Card, Seat, Suit } from './cards.js';
import { legalActions, type LegalAction } from './legal.js';
import { previousDealView } from './previous-deal.js';
import type { Rules } from './rules.js';
import type {
  BidRecord,
  CompletedTrick,
  DealPhase,
  GameState,
  GameStatus,
  PreviousDeal,
  MarriageRecord,
  TrickState,
} from './state.js';

export interface SeatSummary {
  seat: Seat;
  total: number;
  bolts: number;
  barrel: null | { dealsLeft: number };
}

export interface DealView {
  number: number;
  dealer: Seat;
  sittingOut: Seat | null;
  phase: DealPhase;
  turn: Seat;
  bids: BidRecord[];
  highestBid: number;
  highestBidder: Seat;
  declarer: Seat | null;
  contract: number | null;
  /** null until the declarer turns it up. */
  talon: Card[] | null;
  /** Only for a seat (the sitting-out dealer's is empty); absent for spectators. */
  hand?: Card[];
  handSizes: number[];
  trump: Suit | null;
  marriages: MarriageRecord[];
  trick: TrickState;
  lastTrick: CompletedTrick | null;
  tricksTaken: number[];
  /** Card points in each seat's tricks: public, since every trick is seen. */
  points: number[];
  /** For the declarer: the cards they passed. */
  given?: { toSeat: Seat; card: Card }[];
  /** For an opponent who has been passed a card. */
  received?: { fromSeat: Seat; card: Card };
  commitment: string;
  /** With the cut (absent in games from before it): SHA-256 of this deal's server seed. */
  serverSeedHash?: string;
  /**
   * With the cut: who cuts for the next deal (this deal's dealer, at any time, out of turn: the
   * cut is not in `legalActions`, which lists the moves of a turn), whether they have, and SHA-256
   * of the server seed the cut will meet.
   */
  nextCut?: NextCutView;
}

export interface NextCutView {
  seat: Seat;
  made: boolean;
  serverSeedHash: string;
}

export interface SeatView {
  status: GameStatus;
  players: number;
  rules: Rules;
  you: Seat | null;
  seats: SeatSummary[];
  deal: DealView | null;
  legalActions: LegalAction[];
  winner: Seat | null;
  /** How the last deal ended, from its end until the next deal's first card. */
  previousDeal: PreviousDeal | null;
}

export function viewFor(state: GameState, seat: Seat | null): SeatView {
  const you =
    seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.players ? seat : null;
  const d = state.deal;
  let deal: DealView | null = null;
  if (d) {
    deal = {
      number: d.number,
      dealer: d.dealer,
      sittingOut: d.sittingOut,
      phase: d.phase,
      turn: d.turn,
      bids: d.bids.map((b) => ({ seat: b.seat, amount: b.amount })),
      highestBid: d.highestBid,
      highestBidder: d.highestBidder,
      declarer: d.declarer,
      contract: d.contract,
      talon: d.talonTaken ? d.talon.slice() : null,
      handSizes: d.hands.map((h) => h.length),
      trump: d.trump,
      marriages: d.marriages.map((m) => ({ seat: m.seat, suit: m.suit, value: m.value })),
      trick: { leader: d.trick.leader, cards: d.trick.cards.map((p) => ({ ...p })) },
      lastTrick: d.lastTrick
        ? {
            leader: d.lastTrick.leader,
            cards: d.lastTrick.cards.map((p) => ({ ...p })),
            winner: d.lastTrick.winner,
          }
        : null,
      tricksTaken: d.tricksTaken.slice(),
      points: d.points.slice(),
      commitment: d.commitment,
    };
    if (d.serverSeedHash && d.nextServerSeedHash) {
      deal.serverSeedHash = d.serverSeedHash;
      deal.nextCut = { seat: d.dealer, made: !!d.nextCut, serverSeedHash: d.nextServerSeedHash };
    }
    if (you !== null) {
      deal.hand = d.hands[you].slice();
      if (d.declarer === you && d.given.length > 0) {
        deal.given = d.given.map((t) => ({ toSeat: t.toSeat, card: t.card }));
      }
      const got = d.given.find((t) => t.toSeat === you);
      if (got) deal.received = { fromSeat: got.fromSeat, card: got.card };
    }
  }
  return {
    status: state.status,
    players: state.players,
    rules: { ...state.rules },
    you,
    seats: state.totals.map((total, s) => ({
      seat: s,
      total,
      bolts: state.bolts[s],
      barrel: state.barrel[s] ? { dealsLeft: state.barrel[s].dealsLeft } : null,
    })),
    deal,
    legalActions: you === null ? [] : legalActions(state, you),
    winner: state.winner,
    previousDeal: previousDealView(state),
  };
}
