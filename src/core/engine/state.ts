// The shape of a game as stored: plain JSON (jsonb), null rather than undefined, no classes.

import type { Card, Seat, Suit } from './cards.js';
import type { PrngState } from './prng.js';
import type { Rules } from './rules.js';
import type { BarrelState, ScoreRow } from './score-types.js';

export const DEAL_PHASES = ['bidding', 'talon', 'contract', 'playing'] as const;
export type DealPhase = (typeof DEAL_PHASES)[number];

export const GAME_STATUSES = ['playing', 'finished'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** amount null = a pass. */
export interface BidRecord {
  seat: Seat;
  amount: number | null;
}

export interface Transfer {
  fromSeat: Seat;
  toSeat: Seat;
  card: Card;
}

export interface PlayedCard {
  seat: Seat;
  card: Card;
}

/** suit null = the four-aces marriage (variant), which does not name a trump. */
export interface MarriageRecord {
  seat: Seat;
  suit: Suit | null;
  value: number;
}

export interface TrickState {
  leader: Seat;
  cards: PlayedCard[];
}

export interface CompletedTrick extends TrickState {
  winner: Seat;
}

/** Who chose a seed: the player, or the service standing in for one who sent none. */
export const SEED_SOURCES = ['player', 'service'] as const;
export type SeedSource = (typeof SEED_SOURCES)[number];

/** A seed that went into the decks (docs/rules.md, "Fairness"): a seat's, or a deal's cut. */
export interface SeedRecord {
  seat: Seat;
  seed: string;
  by: SeedSource;
}

/**
 * The cut (docs/rules.md, "Fairness"). Absent in games stored before it, whose decks still come
 * from the PRNG (the v1 derivation in deal.ts).
 */
export interface Fairness {
  /** Secret until the game is over: every deal's server seed and stand-in seed follows from it. */
  master: string;
  /** SHA-256 of `master`, published when the game was created, before any seat's seed. */
  commitment: string;
  /** One per seat, in seat order, as given when the seat was taken. */
  seeds: SeedRecord[];
}

export interface DealState {
  number: number;
  dealer: Seat;
  /** 4-player variant: the dealer; otherwise null. */
  sittingOut: Seat | null;
  /** The three seats in play, clockwise from the dealer's left (deal order, see deal.ts). */
  active: Seat[];
  deck: Card[];
  /** The deal's secret; with the cut, its server seed. */
  secret: string;
  commitment: string;
  /** With the cut: the cut this deal was dealt with, and SHA-256 of its server seed. */
  cut?: SeedRecord;
  serverSeedHash?: string;
  /** With the cut: SHA-256 of the next deal's server seed, and the cut made for it (or null). */
  nextServerSeedHash?: string;
  nextCut?: SeedRecord | null;
  phase: DealPhase;
  turn: Seat;
  /** Indexed by seat; the sitting-out dealer's hand is empty. */
  hands: Card[][];
  talon: Card[];
  talonTaken: boolean;
  bids: BidRecord[];
  highestBid: number;
  highestBidder: Seat;
  passed: boolean[];
  /** Whether the seat has made a bidding choice yet (the four-nines redeal must come first). */
  chose: boolean[];
  declarer: Seat | null;
  given: Transfer[];
  contract: number | null;
  trump: Suit | null;
  marriages: MarriageRecord[];
  trick: TrickState;
  lastTrick: CompletedTrick | null;
  tricksPlayed: number;
  tricksTaken: number[];
  /** Card points in the tricks each seat took (marriages are in `marriages`). */
  points: number[];
  /** Cards of completed tricks, in play order. */
  played: Card[];
}

export interface DealProof {
  deal: number;
  dealer: Seat;
  /** Seats in deal order: order[i] was dealt deck[7i .. 7i+6]; deck[21..23] is the talon. */
  order: Seat[];
  deck: Card[];
  secret: string;
  commitment: string;
  /** With the cut: the seats' seeds and the cut the deck came from, and SHA-256 of the secret. */
  seeds?: SeedRecord[];
  cut?: SeedRecord;
  serverSeedHash?: string;
}

/** How a deal ended (see previous-deal.ts), kept until the next deal's first card. */
export interface PreviousDeal {
  number: number;
  /** null when the deal ended before any trick (a redeal, a surrender). */
  lastTrick: CompletedTrick | null;
  /** Card points in each seat's tricks. */
  points: number[];
  row: ScoreRow;
}

export interface GameState {
  engine: 1;
  rules: Rules;
  players: number;
  prng: PrngState;
  status: GameStatus;
  winner: Seat | null;
  /** Number of the current (or last) deal; redeals count as deals. */
  dealNumber: number;
  totals: number[];
  bolts: number[];
  barrel: (BarrelState | null)[];
  table: ScoreRow[];
  /** null once the game is over. */
  deal: DealState | null;
  /** Revealed proofs of every finished deal (server-side; handed out through dealProof). */
  proofs: DealProof[];
  fairness?: Fairness;
  /** How the last deal ended, until the next deal's first card; absent in older stored states. */
  previousDeal?: PreviousDeal | null;
}

// Shallow copies through one literal each: every state object then shares one hidden class, which
// keeps property access monomorphic (object spread here made the reducer three times slower).
// Callers replace the fields they change with fresh values and never write into shared arrays.

export function copyDeal(d: DealState): DealState {
  return {
    number: d.number,
    dealer: d.dealer,
    sittingOut: d.sittingOut,
    active: d.active,
    deck: d.deck,
    secret: d.secret,
    commitment: d.commitment,
    cut: d.cut,
    serverSeedHash: d.serverSeedHash,
    nextServerSeedHash: d.nextServerSeedHash,
    nextCut: d.nextCut,
    phase: d.phase,
    turn: d.turn,
    hands: d.hands,
    talon: d.talon,
    talonTaken: d.talonTaken,
    bids: d.bids,
    highestBid: d.highestBid,
    highestBidder: d.highestBidder,
    passed: d.passed,
    chose: d.chose,
    declarer: d.declarer,
    given: d.given,
    contract: d.contract,
    trump: d.trump,
    marriages: d.marriages,
    trick: d.trick,
    lastTrick: d.lastTrick,
    tricksPlayed: d.tricksPlayed,
    tricksTaken: d.tricksTaken,
    points: d.points,
    played: d.played,
  };
}

export function copyGame(s: GameState): GameState {
  return {
    engine: s.engine,
    rules: s.rules,
    players: s.players,
    prng: s.prng,
    status: s.status,
    winner: s.winner,
    dealNumber: s.dealNumber,
    totals: s.totals,
    bolts: s.bolts,
    barrel: s.barrel,
    table: s.table,
    deal: s.deal,
    proofs: s.proofs,
    fairness: s.fairness,
    previousDeal: s.previousDeal ?? null,
  };
}

export function withDeal(s: GameState, deal: DealState | null): GameState {
  const next = copyGame(s);
  next.deal = deal;
  return next;
}

/**
 * A new array of `items` and then `item`, allocated at its final length: concat takes V8's slow
 * path when given a single item (about 10 times the cost), and push after slice leaves room for 16
 * more items than the deal's short lists ever hold.
 */
export function appended<T>(items: readonly T[], item: T): T[] {
  const n = items.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = items[i];
  out[n] = item;
  return out;
}
