import type { Card, GameEvent, ScoreRow, SeedRecord, Suit } from '../engine/index.js';

/** One trick as a table replays it. */
export interface ReplayTrick {
  number: number;
  leader: number;
  cards: { seat: number; card: Card }[];
  winner: number;
  points: number;
  /** The marriage declared with the lead of this trick, if any. */
  marriage: { seat: number; suit: Suit | null; value: number } | null;
  /** Trump while this trick was played (after any marriage declared with its lead). */
  trump: Suit | null;
}

/** A finished deal step by step: what `GET /games/{id}/deals/{n}/replay` answers. */
export interface DealReplay {
  deal: number;
  dealer: number;
  sittingOut: number | null;
  /** The playing seats in deal order (order[i] was dealt deck[7i..7i+6]). */
  order: number[];
  /** The hands as dealt, before the talon and the passes. */
  hands: { seat: number; cards: Card[] }[];
  talon: Card[];
  /** Every bid and pass in order, the opener's compulsory 100 first; amount null: a pass. */
  auction: { seat: number; amount: number | null }[];
  /** A four-nines redeal demanded instead of playing the deal. */
  redeal: { seat: number; cards: Card[] } | null;
  declarer: number | null;
  winningBid: number | null;
  passes: { fromSeat: number; toSeat: number; card: Card }[];
  /** The contract announced; null if the declarer surrendered before announcing one. */
  contract: number | null;
  /** The declarer surrendered (after the passes shown, and the contract if one was announced). */
  surrendered: boolean;
  tricks: ReplayTrick[];
  score: ScoreRow;
  commitment: string;
  seeds: SeedRecord[] | null;
  cut: SeedRecord | null;
}

/**
 * The replay of one finished deal from its events, from its `deal_started` to its
 * `deal_revealed` (the proof), read from the log: nothing is stored twice. Built field by field.
 */
export function dealReplay(events: readonly GameEvent[]): DealReplay | null {
  const started = events.find((e) => e.type === 'deal_started');
  const proof = events.find((e) => e.type === 'deal_revealed');
  const scored = events.find((e) => e.type === 'deal_scored');
  if (!started || started.type !== 'deal_started') return null;
  if (!proof || proof.type !== 'deal_revealed' || !scored || scored.type !== 'deal_scored') {
    return null;
  }
  const replay: DealReplay = {
    deal: started.deal,
    dealer: started.dealer,
    sittingOut: started.sittingOut,
    order: proof.order.slice(),
    hands: proof.order.map((seat) => ({ seat, cards: started.hands[seat].slice() })),
    talon: proof.deck.slice(21),
    auction: [{ seat: started.openingBid.seat, amount: started.openingBid.amount }],
    redeal: null,
    declarer: null,
    winningBid: null,
    passes: [],
    contract: null,
    surrendered: false,
    tricks: [],
    score: scored.row,
    commitment: proof.commitment,
    seeds: proof.seeds ? proof.seeds.map((s) => ({ seat: s.seat, seed: s.seed, by: s.by })) : null,
    cut: proof.cut ? { seat: proof.cut.seat, seed: proof.cut.seed, by: proof.cut.by } : null,
  };
  let trump: Suit | null = null;
  let marriage: ReplayTrick['marriage'] = null;
  for (const e of events) {
    switch (e.type) {
      case 'bid':
        replay.auction.push({ seat: e.seat, amount: e.amount });
        break;
      case 'pass':
        replay.auction.push({ seat: e.seat, amount: null });
        break;
      case 'redeal_demanded':
        replay.redeal = { seat: e.seat, cards: e.cards.slice() };
        break;
      case 'bidding_won':
        replay.declarer = e.seat;
        replay.winningBid = e.amount;
        break;
      case 'card_given':
        replay.passes.push({ fromSeat: e.fromSeat, toSeat: e.toSeat, card: e.card });
        break;
      case 'contract_announced':
        replay.contract = e.amount;
        break;
      case 'surrendered':
        replay.surrendered = true;
        break;
      case 'marriage_declared':
        marriage = { seat: e.seat, suit: e.suit, value: e.value };
        break;
      case 'trump_changed':
        trump = e.to;
        break;
      case 'trick_won':
        replay.tricks.push({
          number: e.trick,
          leader: e.cards[0].seat,
          cards: e.cards.map((p) => ({ seat: p.seat, card: p.card })),
          winner: e.winner,
          points: e.points,
          marriage,
          trump,
        });
        marriage = null;
        break;
      default:
        break;
    }
  }
  return replay;
}
