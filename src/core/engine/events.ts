// What happened, as JSON data. Events are stored unredacted (server side); redactEvent produces
// what one recipient may learn.

import type { Card, Seat, Suit } from './cards.js';
import type { Rules } from './rules.js';
import type { ScoreRow } from './score-types.js';
import type { DealProof, PlayedCard } from './state.js';

export interface GameStartedEvent {
  type: 'game_started';
  players: number;
  rules: Rules;
  firstDealer: Seat;
}

export interface DealStartedEvent {
  type: 'deal_started';
  deal: number;
  dealer: Seat;
  sittingOut: Seat | null;
  /** Secret: every seat's hand (the sitting-out dealer's is empty). */
  hands: Card[][];
  handSizes: number[];
  commitment: string;
  /** With the cut: SHA-256 of this deal's and of the next deal's server seed. */
  serverSeedHash?: string;
  nextServerSeedHash?: string;
  openingBid: { seat: Seat; amount: number };
  turn: Seat;
}

export interface CardGivenEvent {
  type: 'card_given';
  fromSeat: Seat;
  toSeat: Seat;
  /** Secret to everyone but the giver and the receiver. */
  card: Card;
}

export type GameEvent =
  | GameStartedEvent
  | DealStartedEvent
  | { type: 'cut'; seat: Seat; deal: number; seed: string }
  | { type: 'bid'; seat: Seat; amount: number }
  | { type: 'pass'; seat: Seat }
  | { type: 'redeal_demanded'; seat: Seat; deal: number; cards: Card[] }
  | { type: 'bidding_won'; seat: Seat; amount: number }
  | { type: 'talon_revealed'; seat: Seat; cards: Card[] }
  | CardGivenEvent
  | { type: 'contract_announced'; seat: Seat; amount: number }
  | { type: 'surrendered'; seat: Seat; contract: number }
  | { type: 'card_played'; seat: Seat; card: Card; marriage: boolean }
  | { type: 'marriage_declared'; seat: Seat; suit: Suit | null; value: number }
  | { type: 'trump_changed'; from: Suit | null; to: Suit }
  | { type: 'trick_won'; winner: Seat; trick: number; cards: PlayedCard[]; points: number }
  | { type: 'deal_scored'; row: ScoreRow }
  | ({ type: 'deal_revealed' } & DealProof)
  | GameOverEvent;

export interface GameOverEvent {
  type: 'game_over';
  winner: Seat;
  totals: number[];
  /** With the cut: the master secret, revealed now that no deal is left to come (cut.ts). */
  serverMaster?: string;
}

export type GameEventType = GameEvent['type'];

export type VisibleDealStarted = Omit<DealStartedEvent, 'hands'> & {
  /** Only the recipient's own hand; absent for spectators. */
  hand?: Card[];
};

export type VisibleCardGiven = Omit<CardGivenEvent, 'card'> & { card: Card | null };

export type VisibleEvent =
  Exclude<GameEvent, DealStartedEvent | CardGivenEvent> | VisibleDealStarted | VisibleCardGiven;

/** The event as `seat` (null = spectator) may see it. Every event is public in some form. */
export function redactEvent(event: GameEvent, seat: Seat | null): VisibleEvent | null {
  switch (event.type) {
    case 'deal_started': {
      const { hands, ...rest } = event;
      const own = seat !== null && seat >= 0 && seat < hands.length ? hands[seat] : null;
      return own === null ? rest : { ...rest, hand: own.slice() };
    }
    case 'card_given': {
      const party = seat === event.fromSeat || seat === event.toSeat;
      return party ? { ...event } : { ...event, card: null };
    }
    default:
      return event;
  }
}
