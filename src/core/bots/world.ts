// Determinization: a full engine GameState consistent with everything a seat knows, with the
// cards it cannot see dealt at random among the places they may be (other hands, the face-down
// talon), respecting hand sizes, known cards and known voids.

import {
  ALL_CARDS,
  suitOf,
  type Card,
  type DealState,
  type GameState,
  type Seat,
  type Suit,
} from '../engine/index.js';
import type { BotKnowledge, DealKnowledge } from './knowledge.js';
import { shuffleInPlace, type Rng } from './rng.js';

interface Slot {
  /** A seat, or -1 for the face-down talon. */
  owner: number;
  need: number;
  voids: readonly Suit[];
}

/** Cards the declarer kept from its own seven, as an opponent reckons them (for the hidden gift). */
const DECLARER_OWN_CARDS = 7;

function deal(
  pool: readonly Card[],
  slots: Slot[],
  rng: Rng,
  useVoids: boolean,
): Map<number, Card[]> | null {
  const out = new Map<number, Card[]>();
  for (const s of slots) out.set(s.owner, []);
  const left = slots.map((s) => s.need);
  const cards = shuffleInPlace(rng, pool.slice());
  // Most constrained cards first, so a void never strands a card at the end.
  const allowed = (c: Card, i: number): boolean => !useVoids || !slots[i].voids.includes(suitOf(c));
  const options = (c: Card): number => slots.reduce((n, _s, i) => n + (allowed(c, i) ? 1 : 0), 0);
  if (useVoids) cards.sort((a, b) => options(a) - options(b));
  for (const c of cards) {
    let room = 0;
    for (let i = 0; i < slots.length; i++) if (allowed(c, i)) room += left[i];
    if (room === 0) return null;
    let r = rng.int(room);
    for (let i = 0; i < slots.length; i++) {
      if (!allowed(c, i)) continue;
      if (r < left[i]) {
        left[i]--;
        out.get(slots[i].owner)!.push(c);
        break;
      }
      r -= left[i];
    }
  }
  return out;
}

/** The places unseen cards may go; null if the known cards overfill a hand. */
function slotsFor(k: BotKnowledge, d: DealKnowledge, known: readonly Card[][]): Slot[] | null {
  const slots: Slot[] = [];
  for (const s of d.active) {
    if (s === k.seat) continue;
    slots.push({ owner: s, need: d.handSizes[s] - known[s].length, voids: d.voids[s] });
  }
  if (d.talon === null) slots.push({ owner: -1, need: 3, voids: [] });
  const total = slots.reduce((n, s) => n + s.need, 0);
  if (total !== d.unseen.length) {
    throw new Error(`inconsistent knowledge: ${d.unseen.length} unseen cards for ${total} places`);
  }
  return slots.some((s) => s.need < 0) ? null : slots;
}

/** The other seats' hands (and the talon if face down), sampled consistently with `d`. */
export function sampleHidden(
  k: BotKnowledge,
  rng: Rng,
): { hands: Card[][]; talon: Card[]; giftTo: Seat | null; gift: Card | null } {
  const d = k.deal as DealKnowledge;
  let known: Card[][] = d.known;
  let gift: Card | null = null;
  let giftTo: Seat | null = null;
  let dealt: Map<number, Card[]> | null = null;
  // Each attempt re-draws where the unseen gift went; a draw that cannot be completed (a void
  // leaves a card nowhere to go) is retried, and finally every talon card is tried as the gift.
  const to = d.hiddenGift?.toSeat ?? -1;
  const cands =
    d.hiddenGift && d.declarer !== null
      ? d.hiddenGift.talonCandidates.filter(
          (c) => !d.voids[to].includes(suitOf(c)) && d.known[to].length < d.handSizes[to],
        )
      : [];
  const forced = shuffleInPlace(rng, cands.slice());
  for (let attempt = 0; attempt < 12 + 3 * forced.length && dealt === null; attempt++) {
    known = d.known.map((h) => h.slice());
    gift = null;
    giftTo = null;
    const p = cands.length / (cands.length + DECLARER_OWN_CARDS);
    if (attempt >= 12) gift = forced[(attempt - 12) % forced.length];
    else if (cands.length > 0 && rng.next() < p) gift = cands[rng.int(cands.length)];
    if (gift !== null && d.declarer !== null) {
      const moved: Card = gift;
      giftTo = to;
      known[d.declarer] = known[d.declarer].filter((c) => c !== moved);
      known[to].push(moved);
    }
    const slots = slotsFor(k, d, known);
    dealt = slots ? deal(d.unseen, slots, rng, true) : null;
  }
  // Knowledge that contradicts itself (never expected) falls back to ignoring voids.
  if (dealt === null) {
    known = d.known.map((h) => h.slice());
    if (cands.length > 0 && d.declarer !== null) {
      gift = cands[0];
      giftTo = to;
      known[d.declarer] = known[d.declarer].filter((c) => c !== cands[0]);
      known[to].push(cands[0]);
    }
    const slots = slotsFor(k, d, known) ?? slotsFor(k, d, d.known);
    if (!slots) throw new Error('inconsistent knowledge: a hand is overfull');
    dealt = deal(d.unseen, slots, rng, false) as Map<number, Card[]>;
  }
  const hands: Card[][] = Array.from({ length: k.players }, () => []);
  for (const s of d.active)
    hands[s] = s === k.seat ? d.hand.slice() : [...known[s], ...dealt.get(s)!];
  const talon = d.talon ? d.talon.slice() : dealt.get(-1)!;
  return { hands, talon, giftTo, gift };
}

/** A full engine state for one sample of the hidden cards, ready for the engine's `apply`. */
export function buildWorld(k: BotKnowledge, rng: Rng): GameState {
  const d = k.deal;
  if (!d) throw new Error('no deal in progress');
  const { hands, talon, giftTo, gift } = sampleHidden(k, rng);
  const given: DealState['given'] = [];
  if (d.declarer !== null && d.phase !== 'bidding' && d.phase !== 'talon') {
    if (d.declarer === k.seat) {
      for (const g of d.given) given.push({ fromSeat: k.seat, toSeat: g.toSeat, card: g.card });
    } else {
      if (d.received) given.push({ fromSeat: d.declarer, toSeat: k.seat, card: d.received.card });
      const other = d.active.find((s) => s !== k.seat && s !== d.declarer);
      if (other !== undefined) {
        const card = giftTo === other && gift ? gift : (hands[other][0] ?? ALL_CARDS[0]);
        given.push({ fromSeat: d.declarer, toSeat: other, card });
      }
    }
  }
  const chose = Array.from({ length: k.players }, () => false);
  d.bids.forEach((b, i) => {
    if (i > 0) chose[b.seat] = true;
  });
  const dealState: DealState = {
    number: d.number,
    dealer: d.dealer,
    sittingOut: d.sittingOut,
    active: d.active.slice(),
    deck: ALL_CARDS.slice(),
    secret: '',
    commitment: d.commitment,
    phase: d.phase,
    turn: d.turn,
    hands,
    talon,
    talonTaken: d.talon !== null,
    bids: d.bids.map((b) => ({ seat: b.seat, amount: b.amount })),
    highestBid: d.highestBid,
    highestBidder: d.highestBidder,
    passed: d.passed.slice(),
    chose,
    declarer: d.declarer,
    given,
    contract: d.contract,
    trump: d.trump,
    marriages: d.marriages.map((m) => ({ seat: m.seat, suit: m.suit, value: m.value })),
    trick: {
      leader: d.trick.leader,
      cards: d.trick.cards.map((p) => ({ seat: p.seat, card: p.card })),
    },
    lastTrick: null,
    tricksPlayed: d.tricksPlayed,
    tricksTaken: d.tricksTaken.slice(),
    points: d.points.slice(),
    played: d.played.map((p) => p.card),
  };
  return {
    engine: 1,
    rules: { ...k.rules },
    players: k.players,
    // Any key will do: the simulation stops when the deal is scored, before a real reshuffle matters.
    prng: { key: `bot-world-${rng.u32().toString(16)}`, counter: 0 },
    status: 'playing',
    winner: null,
    dealNumber: d.number,
    totals: k.seats.map((s) => s.total),
    bolts: k.seats.map((s) => s.bolts),
    barrel: k.seats.map((s) => (s.barrel ? { dealsLeft: s.barrel.dealsLeft } : null)),
    table: [],
    deal: dealState,
    proofs: [],
  };
}
