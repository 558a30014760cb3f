// Provable fairness (docs/rules.md, "Fairness"): each deal commits to its deck before the first
// bid and reveals it afterwards; with the cut (cut.ts) the deck itself is recomputed from the
// server seed and the players' seeds.
//
// commitment = hex SHA-256 of the UTF-8 string  deck.join(',') + ':' + secret
// where deck is the shuffled pack as wire codes and secret is 64 hex digits: the deal's server seed
// (cut.ts), or in games stored before the cut a draw from the game's PRNG. The secret salts the
// hash: the deck cannot be brute-forced from the commitment while the deal is on.
//
// Deal order (see deal.ts): with order = the three playing seats clockwise from the dealer's left,
// order[0] gets deck[0..6], order[1] deck[7..13], order[2] deck[14..20]; deck[21..23] is the talon.

import { ALL_CARDS, isCard, type Card, type Seat } from './cards.js';
import { deckOf, isClientSeed, serverSeedOf, standInSeed } from './cut.js';
import { sha256Hex } from './prng.js';
import { SEED_SOURCES, type DealProof, type GameState, type SeedRecord } from './state.js';

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
  /** With the cut: the deal number, the seats' seeds, the cut and SHA-256 of the secret. */
  deal?: number;
  seeds?: SeedRecord[];
  cut?: SeedRecord;
  serverSeedHash?: string;
  /** Once the game is over: its master secret and the commitment published at its creation. */
  serverMaster?: string | null;
  serverCommitment?: string | null;
}

function isSeedRecord(x: unknown): x is SeedRecord {
  const r = x as SeedRecord;
  return (
    typeof x === 'object' &&
    x !== null &&
    Number.isInteger(r.seat) &&
    isClientSeed(r.seed) &&
    (SEED_SOURCES as readonly unknown[]).includes(r.by)
  );
}

/**
 * What a proof shows, check by check; `failed` names the first check that did not hold. A proof
 * without seeds and cut shows only that the deck did not change during the deal: so were games
 * dealt before the cut; a client that saw a server commitment when the game was created should
 * expect `cut` among the checks.
 */
export function checkDeal(proof: ProofInput): { checks: string[]; failed: string | null } {
  const checks: string[] = [];
  const fail = (what: string) => ({ checks, failed: what });
  const { deck, secret, commitment } = proof;
  if (!Array.isArray(deck) || deck.length !== ALL_CARDS.length) return fail('deck');
  if (!deck.every(isCard) || new Set(deck).size !== deck.length) return fail('deck');
  if (typeof secret !== 'string' || commitmentOf(deck, secret) !== commitment) {
    return fail('commitment');
  }
  checks.push('commitment');
  if (proof.seeds === undefined && proof.cut === undefined) return { checks, failed: null };
  const { seeds, cut } = proof;
  const deal = proof.deal as number;
  if (!Number.isInteger(deal) || !Array.isArray(seeds) || !isSeedRecord(cut)) return fail('cut');
  if (!seeds.every((s, seat) => isSeedRecord(s) && s.seat === seat)) return fail('cut');
  const dealt = deckOf(
    secret,
    deal,
    seeds.map((s) => s.seed),
    cut.seed,
  );
  if (dealt.some((card, i) => card !== deck[i])) return fail('cut');
  checks.push('cut');
  if (proof.serverSeedHash !== undefined) {
    if (sha256Hex(secret) !== proof.serverSeedHash) return fail('serverSeedHash');
    checks.push('serverSeedHash');
  }
  const master = proof.serverMaster;
  if (master !== undefined && master !== null) {
    if (sha256Hex(master) !== proof.serverCommitment) return fail('serverMaster');
    if (serverSeedOf(master, deal) !== secret) return fail('serverMaster');
    const standIns = [
      ...seeds.map((s) => ({ record: s, what: `seat:${s.seat}` as const })),
      { record: cut, what: `cut:${deal}` as const },
    ];
    for (const { record, what } of standIns) {
      if (record.by === 'service' && record.seed !== standInSeed(master, what)) {
        return fail('serverMaster');
      }
    }
    checks.push('serverMaster');
  }
  return { checks, failed: null };
}

function sameCards(a: unknown, b: readonly Card[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((c) => b.includes(c));
}

/** Every check of `checkDeal`, then that what a participant saw agrees with the deck. */
export function verifyDeal(proof: ProofInput, observed?: DealObservation): boolean {
  if (checkDeal(proof).failed !== null) return false;
  if (!observed) return true;
  const { deck } = proof;

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
