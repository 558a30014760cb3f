// What a bot knows: exactly what a human in its seat would know. Built only from the seat's view
// (viewFor(state, seat)) and the seat's redacted events of the current deal (redactEvent), never
// from a GameState. Nothing here names another seat's hand except what was shown to this seat:
// the talon once turned up, the cards it gave or received, the partners of declared marriages.

import {
  ALL_CARDS,
  SUITS,
  suitOf,
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

export interface PlayedCardK {
  seat: Seat;
  card: Card;
}

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

function remove(list: Card[], card: Card): void {
  const i = list.indexOf(card);
  if (i >= 0) list.splice(i, 1);
}

function addVoid(voids: Suit[][], seat: Seat, suit: Suit): void {
  if (!voids[seat].includes(suit)) voids[seat].push(suit);
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
  const base: BotKnowledge = {
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
  const d = view.deal;
  if (!d) return base;
  const n = view.players;
  let start = -1;
  for (let i = visibleEvents.length - 1; i >= 0; i--) {
    const e = visibleEvents[i];
    if (e.type === 'deal_started' && e.deal === d.number) {
      start = i;
      break;
    }
  }
  const events = start >= 0 ? visibleEvents.slice(start) : [];
  const first = events[0];
  const hand = (d.hand ?? []).slice();
  const dealtHand =
    first && first.type === 'deal_started' && first.hand ? first.hand.slice() : hand.slice();

  const voids: Suit[][] = Array.from({ length: n }, () => []);
  const known: Card[][] = Array.from({ length: n }, () => []);
  const played: PlayedCardK[] = [];
  /** Cards a seat proved it holds by declaring a marriage. */
  const shown: Set<Card>[] = Array.from({ length: n }, () => new Set<Card>());
  let hiddenGift: { toSeat: Seat; talonCandidates: Card[] } | null = null;
  let talon: Card[] | null = d.talon ? d.talon.slice() : null;
  let declarer: Seat | null = d.declarer;
  let trump: Suit | null = null;
  let trick: PlayedCardK[] = [];

  for (const e of events) {
    switch (e.type) {
      case 'talon_revealed':
        talon = e.cards.slice();
        declarer = e.seat;
        if (e.seat !== seat) known[e.seat].push(...e.cards);
        break;
      case 'card_given':
        if (e.fromSeat === seat && e.card !== null) {
          known[e.toSeat].push(e.card);
        } else if (e.toSeat === seat && e.card !== null) {
          remove(known[e.fromSeat], e.card);
        } else if (e.toSeat !== seat) {
          hiddenGift = { toSeat: e.toSeat, talonCandidates: [] };
        }
        break;
      case 'marriage_declared':
        if (e.seat !== seat) {
          // Whoever declares holds the whole marriage (or all four aces); the led card is played next.
          const cards =
            e.suit === null
              ? SUITS.map((s) => cardOf('A', s))
              : [cardOf('K', e.suit), cardOf('Q', e.suit)];
          for (const c of cards) {
            if (!known[e.seat].includes(c)) known[e.seat].push(c);
            shown[e.seat].add(c);
          }
        }
        break;
      case 'trump_changed':
        trump = e.to;
        break;
      case 'card_played': {
        if (trick.length > 0 && e.seat !== seat) {
          const led = suitOf(trick[0].card);
          const s = suitOf(e.card);
          if (s !== led) {
            addVoid(voids, e.seat, led);
            if (trump !== null && s !== trump) addVoid(voids, e.seat, trump);
          }
        }
        trick.push({ seat: e.seat, card: e.card });
        if (e.seat !== seat) remove(known[e.seat], e.card);
        if (hiddenGift) {
          const i = hiddenGift.talonCandidates.indexOf(e.card);
          if (e.seat === hiddenGift.toSeat && talon?.includes(e.card)) {
            // The other opponent played a talon card: that was the gift.
            hiddenGift = null;
          } else if (i >= 0) {
            hiddenGift.talonCandidates.splice(i, 1);
          }
        }
        break;
      }
      case 'trick_won':
        played.push(...trick);
        trick = [];
        break;
      default:
        break;
    }
  }
  // Talon cards seen with the declarer and not played or passed to this seat.
  if (hiddenGift && declarer !== null) {
    const to = hiddenGift.toSeat;
    const onTableNow = new Set<Card>([...played.map((p) => p.card), ...trick.map((p) => p.card)]);
    const talonHeld = known[declarer].filter(
      (c) => talon?.includes(c) === true && !shown[declarer!].has(c) && !onTableNow.has(c),
    );
    const heldCount = known[declarer].filter((c) => !onTableNow.has(c)).length;
    // The gift is settled when the receiver showed it (a marriage), the declarer cannot hold it
    // (a void), or the declarer's known cards would not fit in its hand.
    const settled =
      talonHeld.find((c) => known[to].includes(c)) ??
      talonHeld.find((c) => voids[declarer!].includes(suitOf(c))) ??
      (heldCount > d.handSizes[declarer] && talonHeld.length === 1 ? talonHeld[0] : undefined);
    if (settled) {
      remove(known[declarer], settled);
      if (!known[to].includes(settled)) known[to].push(settled);
      hiddenGift = null;
    } else {
      hiddenGift.talonCandidates = talonHeld;
      if (talonHeld.length === 0) hiddenGift = null;
    }
  }
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

  const passed = Array.from({ length: n }, () => false);
  // The last bidder's own pass (declining the four-nines redeal) keeps their bid: not out.
  for (const b of d.bids)
    if (b.amount === null && b.seat !== d.highestBidder) passed[b.seat] = true;
  const given = d.given ? d.given.map((g) => ({ toSeat: g.toSeat, card: g.card })) : [];
  const received = d.received ? { fromSeat: d.received.fromSeat, card: d.received.card } : null;

  // Keep the partner of a marriage lead known even if the declaration came in an earlier trick.
  for (const m of d.marriages) {
    if (m.seat === seat || m.suit === null) continue;
    for (const c of [cardOf('K', m.suit), cardOf('Q', m.suit)]) {
      if (unseen.includes(c)) {
        known[m.seat].push(c);
        unseen.splice(unseen.indexOf(c), 1);
      }
    }
  }

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
