// What a bot knows: exactly what a human in its seat would know. Built only from the seat's view
// (viewFor(state, seat)) and the seat's redacted events of the current deal (redactEvent), never
// from a GameState. Nothing here names another seat's hand except what was shown to this seat:
// the talon once turned up, the cards it gave or received, the partners of declared marriages.

import {
  ALL_CARDS,
  type Card,
  type DealPhase,
  type LegalAction,
  type Rules,
  type Seat,
  type SeatView,
  type Suit,
  type VisibleEvent,
} from '../engine/index.js';
import { activeSeats, cardOf } from './cards.js';
import { DealReading, type PlayedCard } from './deal-reading.js';

export type PlayedCardK = PlayedCard;

export interface BidK {
  seat: Seat;
  amount: number | null;
}

export interface MarriageK {
  seat: Seat;
  suit: Suit | null;
  value: number;
}

export interface SeatStanding {
  seat: Seat;
  total: number;
  bolts: number;
  barrel: null | { dealsLeft: number };
}

/** The current deal as this seat knows it. */
export interface DealKnowledge {
  number: number;
  dealer: Seat;
  sittingOut: Seat | null;
  /** The three seats in play, clockwise from the dealer's left. */
  active: Seat[];
  phase: DealPhase;
  turn: Seat;
  bids: BidK[];
  highestBid: number;
  highestBidder: Seat;
  passed: boolean[];
  declarer: Seat | null;
  contract: number | null;
  commitment: string;
  /** Own cards now. */
  hand: Card[];
  /** Own cards as dealt (before the talon or any passing). */
  dealtHand: Card[];
  handSizes: number[];
  /** The talon once turned up; null before. */
  talon: Card[] | null;
  /** As the declarer: the cards this seat passed. */
  given: { toSeat: Seat; card: Card }[];
  /** As an opponent: the card this seat was passed. */
  received: { fromSeat: Seat; card: Card } | null;
  trump: Suit | null;
  marriages: MarriageK[];
  /** The trick on the table. */
  trick: { leader: Seat; cards: PlayedCardK[] };
  tricksPlayed: number;
  tricksTaken: number[];
  points: number[];
  /** Every card of the completed tricks, in play order, with who played it. */
  played: PlayedCardK[];
  /** Per seat: suits that seat is known to hold no more (it failed to follow or to trump). */
  voids: Suit[][];
  /** Per other seat: cards known to be in that hand now (never this seat's own cards). */
  known: Card[][];
  /**
   * As an opponent: the other opponent was passed a card this seat did not see. It is one of
   * `talonCandidates` (talon cards assumed with the declarer) or one of the declarer's own.
   */
  hiddenGift: { toSeat: Seat; talonCandidates: Card[] } | null;
  /** Cards whose place this seat does not know: in other hands or in the face-down talon. */
  unseen: Card[];
}

export interface BotKnowledge {
  seat: Seat;
  players: number;
  rules: Rules;
  status: 'playing' | 'finished';
  seats: SeatStanding[];
  legalActions: LegalAction[];
  deal: DealKnowledge | null;
}

/** What the seat knows of the table outside the current deal. */
function tableKnowledge(view: SeatView, seat: Seat): BotKnowledge {
  return {
    seat,
    players: view.players,
    rules: { ...view.rules },
    status: view.status,
    seats: view.seats.map((s) => ({
      seat: s.seat,
      total: s.total,
      bolts: s.bolts,
      barrel: s.barrel ? { dealsLeft: s.barrel.dealsLeft } : null,
    })),
    legalActions: view.legalActions.map((a) => ({ ...a }) as LegalAction),
    deal: null,
  };
}

/**
 * Builds the knowledge of `view.you` from its view and its redacted events. `visibleEvents` may
 * hold the whole game's events; only those since the last `deal_started` are used.
 */
export function knowledgeFrom(
  view: SeatView,
  visibleEvents: readonly VisibleEvent[],
): BotKnowledge {
  if (view.you === null) throw new Error('a bot needs a seat view, not a spectator view');
  const seat = view.you;
  const base = tableKnowledge(view, seat);
  const d = view.deal;
  if (!d) return base;
  const n = view.players;
  const events = currentDealEvents(visibleEvents, d.number);
  const first = events[0];
  const hand = (d.hand ?? []).slice();
  const dealtHand =
    first && first.type === 'deal_started' && first.hand ? first.hand.slice() : hand.slice();

  const reading = new DealReading(seat, n, d.talon ? d.talon.slice() : null, d.declarer);
  reading.read(events);
  reading.settleHiddenGift(d.handSizes);
  const { voids, known, played, hiddenGift, talon } = reading;
  // A marriage partner stays known only while unplayed (handled above); drop own cards and any
  // card already on the table, defensively.
  const onTable = new Set<Card>([
    ...played.map((p) => p.card),
    ...d.trick.cards.map((p) => p.card),
  ]);
  for (let s = 0; s < n; s++) {
    known[s] = s === seat ? [] : known[s].filter((c) => !onTable.has(c) && !hand.includes(c));
  }
  const accounted = new Set<Card>([...hand, ...onTable, ...known.flat()]);
  const unseen = ALL_CARDS.filter((c) => !accounted.has(c));

  const passed = passedSeats(d, n);
  const given = d.given ? d.given.map((g) => ({ toSeat: g.toSeat, card: g.card })) : [];
  const received = d.received ? { fromSeat: d.received.fromSeat, card: d.received.card } : null;

  keepMarriagePartners(d, seat, known, unseen);

  base.deal = {
    number: d.number,
    dealer: d.dealer,
    sittingOut: d.sittingOut,
    active: activeSeats(n, d.dealer),
    phase: d.phase,
    turn: d.turn,
    bids: d.bids.map((b) => ({ seat: b.seat, amount: b.amount })),
    highestBid: d.highestBid,
    highestBidder: d.highestBidder,
    passed,
    declarer: d.declarer,
    contract: d.contract,
    commitment: d.commitment,
    hand,
    dealtHand,
    handSizes: d.handSizes.slice(),
    talon,
    given,
    received,
    trump: d.trump,
    marriages: d.marriages.map((m) => ({ seat: m.seat, suit: m.suit, value: m.value })),
    trick: {
      leader: d.trick.leader,
      cards: d.trick.cards.map((p) => ({ seat: p.seat, card: p.card })),
    },
    tricksPlayed: d.tricksTaken.reduce((a, b) => a + b, 0),
    tricksTaken: d.tricksTaken.slice(),
    points: d.points.slice(),
    played,
    voids,
    known,
    hiddenGift,
    unseen,
  };
  return base;
}

/** The events since the deal's own `deal_started` (none if it is not among them). */
function currentDealEvents(visibleEvents: readonly VisibleEvent[], deal: number): VisibleEvent[] {
  for (let i = visibleEvents.length - 1; i >= 0; i--) {
    const e = visibleEvents[i];
    if (e.type === 'deal_started' && e.deal === deal) return visibleEvents.slice(i);
  }
  return [];
}

type DealView = NonNullable<SeatView['deal']>;

/** Which seats are out of the auction. */
function passedSeats(d: DealView, n: number): boolean[] {
  const passed = Array.from({ length: n }, () => false);
  // The last bidder's own pass (declining the four-nines redeal) keeps their bid: not out.
  for (const b of d.bids)
    if (b.amount === null && b.seat !== d.highestBidder) passed[b.seat] = true;
  return passed;
}

/** Keeps the partner of a marriage lead known even if the declaration came in an earlier trick. */
function keepMarriagePartners(d: DealView, seat: Seat, known: Card[][], unseen: Card[]): void {
  for (const m of d.marriages) {
    if (m.seat === seat || m.suit === null) continue;
    for (const c of [cardOf('K', m.suit), cardOf('Q', m.suit)]) {
      if (unseen.includes(c)) {
        known[m.seat].push(c);
        unseen.splice(unseen.indexOf(c), 1);
      }
    }
  }
}
