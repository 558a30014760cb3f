// Provable fairness: each deal commits to its deck before the first bid and reveals it afterwards.
//
// commitment = hex SHA-256 of the UTF-8 string  deck.join(',') + ':' + secret
// where deck is the shuffled pack as wire codes and secret is 64 hex digits drawn from the game's
// PRNG (so deals are reproducible from the seed, but the secret salts the hash: the deck cannot be
// brute-forced from the commitment while the deal is on).
//
// Deal order (see deal.ts): with order = the three playing seats clockwise from the dealer's left,
// order[0] gets deck[0..6], order[1] deck[7..13], order[2] deck[14..20]; deck[21..23] is the talon.

import { ALL_CARDS, isCard, type Card, type Seat } from './cards.js';
import { sha256Hex } from './prng.js';
import type { DealProof, GameState } from './state.js';

export const HAND_SIZE = 7;
export const TALON_SIZE = 3;
export const TALON_START = 21;

export function commitmentOf(deck: readonly Card[], secret: string): string {
  return sha256Hex(`${deck.join(',')}:${secret}`);
}

/** The deck, secret and commitment of a finished deal; null while it is on or if unknown. */
export function dealProof(state: GameState, dealNumber: number): DealProof | null {
  const proof = state.proofs.find((p) => p.deal === dealNumber);
  return proof ? { ...proof, order: proof.order.slice(), deck: proof.deck.slice() } : null;
}

/** What a participant saw during the deal, to hold against the revealed deck. */
export interface DealObservation {
  /** Playing seats in deal order; defaults to proof.order. */
  order?: Seat[];
  /** Hands as dealt (before the talon and the passing of cards). */
  hands?: { seat: Seat; cards: Card[] }[];
  talon?: Card[];
  declarer?: Seat;
  /** Cards seen played. Each must come from the player's dealt cards, or - for the declarer - the
   * talon, or - for an opponent - the declarer's cards or talon (the card passed to them). */
  plays?: { seat: Seat; card: Card }[];
}

export interface ProofInput {
  deck: Card[];
  secret: string;
  commitment: string;
  order?: Seat[];
}

function sameCards(a: unknown, b: readonly Card[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((c) => b.includes(c));
}

export function verifyDeal(proof: ProofInput, observed?: DealObservation): boolean {
  const { deck, secret, commitment } = proof;
  if (!Array.isArray(deck) || deck.length !== ALL_CARDS.length) return false;
  if (!deck.every(isCard) || new Set(deck).size !== deck.length) return false;
  if (typeof secret !== 'string' || commitmentOf(deck, secret) !== commitment) return false;
  if (!observed) return true;

  const order = observed.order ?? proof.order;
  const dealt = (seat: Seat): Card[] | null => {
    const i = order ? order.indexOf(seat) : -1;
    return i < 0 ? null : deck.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE);
  };
  const talon = deck.slice(TALON_START);
  if (observed.talon && !sameCards(observed.talon, talon)) return false;
  for (const { seat, cards } of observed.hands ?? []) {
    const hand = dealt(seat);
    if (!hand || !sameCards(cards, hand)) return false;
  }
  for (const { seat, card } of observed.plays ?? []) {
    const own = dealt(seat);
    if (!own) return false;
    if (own.includes(card)) continue;
    if (observed.declarer === undefined) {
      // Without knowing the declarer, any card from outside this seat's hand must have reached it
      // through the talon or a pass, i.e. from the talon or another playing seat: always true.
      continue;
    }
    if (talon.includes(card)) continue;
    if (seat !== observed.declarer && (dealt(observed.declarer) ?? []).includes(card)) continue;
    return false;
  }
  return true;
}
