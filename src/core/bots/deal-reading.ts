// Reading one deal's redacted events as the seat that received them: which cards each other seat
// has shown, which suits it has shown it lacks, and where the one card passed out of its sight went.
// Only what a human in the seat would know (knowledge.ts).

import {
  SUITS,
  suitOf,
  type Card,
  type Seat,
  type Suit,
  type VisibleEvent,
} from '../engine/index.js';
import { cardOf } from './cards.js';

export interface PlayedCard {
  seat: Seat;
  card: Card;
}

/** As an opponent: the other opponent got a card this seat did not see (DealKnowledge.hiddenGift). */
export interface HiddenGift {
  toSeat: Seat;
  talonCandidates: Card[];
}

function remove(list: Card[], card: Card): void {
  const i = list.indexOf(card);
  if (i >= 0) list.splice(i, 1);
}

/** What one seat learned from the events of the current deal, read in order. */
export class DealReading {
  readonly voids: Suit[][];
  readonly known: Card[][];
  readonly played: PlayedCard[] = [];
  /** Cards a seat proved it holds by declaring a marriage. */
  private readonly shown: Set<Card>[];
  hiddenGift: HiddenGift | null = null;
  private trump: Suit | null = null;
  trick: PlayedCard[] = [];

  constructor(
    private readonly seat: Seat,
    players: number,
    public talon: Card[] | null,
    public declarer: Seat | null,
  ) {
    this.voids = Array.from({ length: players }, () => []);
    this.known = Array.from({ length: players }, () => []);
    this.shown = Array.from({ length: players }, () => new Set<Card>());
  }

  read(events: readonly VisibleEvent[]): void {
    for (const e of events) {
      switch (e.type) {
        case 'talon_revealed':
          this.talon = e.cards.slice();
          this.declarer = e.seat;
          if (e.seat !== this.seat) this.known[e.seat].push(...e.cards);
          break;
        case 'card_given':
          this.cardGiven(e.fromSeat, e.toSeat, e.card);
          break;
        case 'marriage_declared':
          this.marriageDeclared(e.seat, e.suit);
          break;
        case 'trump_changed':
          this.trump = e.to;
          break;
        case 'card_played':
          this.cardPlayed(e.seat, e.card);
          break;
        case 'trick_won':
          this.played.push(...this.trick);
          this.trick = [];
          break;
        default:
          break;
      }
    }
  }

  private cardGiven(fromSeat: Seat, toSeat: Seat, card: Card | null): void {
    if (fromSeat === this.seat && card !== null) {
      this.known[toSeat].push(card);
    } else if (toSeat === this.seat && card !== null) {
      remove(this.known[fromSeat], card);
    } else if (toSeat !== this.seat) {
      this.hiddenGift = { toSeat, talonCandidates: [] };
    }
  }

  private marriageDeclared(seat: Seat, suit: Suit | null): void {
    if (seat === this.seat) return;
    // Whoever declares holds the whole marriage (or all four aces); the led card is played next.
    const cards =
      suit === null ? SUITS.map((s) => cardOf('A', s)) : [cardOf('K', suit), cardOf('Q', suit)];
    for (const c of cards) {
      if (!this.known[seat].includes(c)) this.known[seat].push(c);
      this.shown[seat].add(c);
    }
  }

  private cardPlayed(seat: Seat, card: Card): void {
    if (this.trick.length > 0 && seat !== this.seat) {
      const led = suitOf(this.trick[0].card);
      const s = suitOf(card);
      if (s !== led) {
        this.addVoid(seat, led);
        if (this.trump !== null && s !== this.trump) this.addVoid(seat, this.trump);
      }
    }
    this.trick.push({ seat, card });
    if (seat !== this.seat) remove(this.known[seat], card);
    const gift = this.hiddenGift;
    if (gift) {
      const i = gift.talonCandidates.indexOf(card);
      if (seat === gift.toSeat && this.talon?.includes(card)) {
        // The other opponent played a talon card: that was the gift.
        this.hiddenGift = null;
      } else if (i >= 0) {
        gift.talonCandidates.splice(i, 1);
      }
    }
  }

  private addVoid(seat: Seat, suit: Suit): void {
    if (!this.voids[seat].includes(suit)) this.voids[seat].push(suit);
  }

  /** Talon cards seen with the declarer and not played or passed to this seat. */
  settleHiddenGift(handSizes: readonly number[]): void {
    const gift = this.hiddenGift;
    const declarer = this.declarer;
    if (!gift || declarer === null) return;
    const to = gift.toSeat;
    const onTableNow = new Set<Card>([
      ...this.played.map((p) => p.card),
      ...this.trick.map((p) => p.card),
    ]);
    const talonHeld = this.known[declarer].filter(
      (c) => this.talon?.includes(c) === true && !this.shown[declarer].has(c) && !onTableNow.has(c),
    );
    const heldCount = this.known[declarer].filter((c) => !onTableNow.has(c)).length;
    // The gift is settled when the receiver showed it (a marriage), the declarer cannot hold it
    // (a void), or the declarer's known cards would not fit in its hand.
    const settled =
      talonHeld.find((c) => this.known[to].includes(c)) ??
      talonHeld.find((c) => this.voids[declarer].includes(suitOf(c))) ??
      (heldCount > handSizes[declarer] && talonHeld.length === 1 ? talonHeld[0] : undefined);
    if (settled) {
      remove(this.known[declarer], settled);
      if (!this.known[to].includes(settled)) this.known[to].push(settled);
      this.hiddenGift = null;
    } else {
      gift.talonCandidates = talonHeld;
      if (talonHeld.length === 0) this.hiddenGift = null;
    }
  }
}
