// The cut: decks that neither the server nor any player chooses alone (docs/rules.md, "Fairness").
//
// master           = SHA-256 hex of "thousand/master/v2\n" + the game's seed (secret)
// commitment       = SHA-256 hex of master, published when the game is created, before any seed
// server seed of n = HMAC-SHA-256 hex, key master, message "thousand/server-seed/v2:" + n
// stand-in seed    = the first 32 hex digits of HMAC-SHA-256, key master, message
//                    "thousand/stand-in/v2:seat:" + seat, or "thousand/stand-in/v2:cut:" + n
// deck of n        = Fisher-Yates over ALL_CARDS (deal.ts) drawing from the blocks
//                    HMAC-SHA-256(key = server seed of n, message = "thousand/deck/v2:" + n + ":"
//                    + the seats' seeds in seat order joined by "," + ":" + the cut's seed + ":" + k)
//                    for k = 0, 1, 2 ...
// Keys and messages are the UTF-8 bytes of those strings (hex digits included as text).
//
// The engine stays deterministic: the seed, the players' seeds and cuts come in as data.

import { hash } from 'node:crypto';
import { ALL_CARDS, type Card, type Seat } from './cards.js';
import { drawFrom, sha256Hex, type BlockSource } from './prng.js';
import { accept, refuse, type ApplyResult } from './result.js';
import { copyDeal, withDeal, type DealState, type GameState, type SeedRecord } from './state.js';

/** What a player may send as a seed: 1-64 letters, digits, '-' or '_' (no separators). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isClientSeed(x: unknown): x is string {
  return typeof x === 'string' && CLIENT_SEED_PATTERN.test(x);
}

const BLOCK = 64;

/** An HMAC under one key, digest as hex or as a binary (latin1) string of 32 characters. */
export interface Hmac {
  hex(message: string): string;
  binary(message: string): string;
}

/**
 * HMAC-SHA-256 (RFC 2104) as a function of the message for one key: `createHmac` builds two hash
 * objects per call, and a deal computes several HMACs, most under one key; one-shot hashes over
 * precomputed pads cost half as much (cut.spec.ts checks it against createHmac). Both digests come
 * back as strings, hex or binary (latin1): a one-shot hash into a Buffer costs about three times as
 * much as into a string (its own ArrayBuffer), and the deck reads its words from the string.
 *
 * The inner hash is of the inner pad and the message. Under a key of ASCII characters (every key
 * the cut uses: hex digits) the pad is ASCII too, so the pad as a string followed by the message,
 * hashed as a string (UTF-8, as the message's bytes are defined), is those very bytes: no buffer
 * to measure, write the message into and slice for every block (a deck's key and three blocks:
 * 4.0 us before, 3.0 us after, of which its six hashes alone 2.2 us; docs/performance-history.md,
 * issue 47). Other keys write pad and message into a buffer.
 * The outer hash is of the outer pad and the inner digest, in one buffer kept with the key.
 */
export function hmacWith(key: string): Hmac {
  let k = Buffer.from(key, 'utf8');
  if (k.length > BLOCK) k = hash('sha256', k, 'buffer');
  // Both pads and the inner digest in one buffer from Node's pool (Buffer.alloc gets an
  // ArrayBuffer of its own each time, and a deal keys two HMACs).
  const pads = Buffer.allocUnsafe(BLOCK * 2 + 32);
  pads.fill(0x36, 0, BLOCK).fill(0x5c, BLOCK, BLOCK * 2);
  let ascii = true;
  for (let i = 0; i < k.length; i++) {
    pads[i] ^= k[i];
    pads[BLOCK + i] ^= k[i];
    if (k[i] > 0x7f) ascii = false;
  }
  const outer = pads.subarray(BLOCK);
  const innerHash = ascii ? stringInner(pads.toString('latin1', 0, BLOCK)) : bufferInner(pads);
  const prepare = (message: string): void => {
    outer.write(innerHash(message), BLOCK, 'binary');
  };
  return {
    hex(message: string): string {
      prepare(message);
      return hash('sha256', outer, 'hex');
    },
    binary(message: string): string {
      prepare(message);
      return hash('sha256', outer, 'binary');
    },
  };
}

/** The inner digest (binary) over an ASCII pad: the pad's string and the message, hashed as one. */
function stringInner(pad: string): (message: string) => string {
  return (message) => hash('sha256', pad + message, 'binary');
}

/** The inner digest (binary) over any pad: pad and message written into a buffer kept for it. */
function bufferInner(pads: Buffer): (message: string) => string {
  let inner = Buffer.alloc(BLOCK * 4);
  pads.copy(inner, 0, 0, BLOCK);
  return (message) => {
    const length = BLOCK + Buffer.byteLength(message, 'utf8');
    if (length > inner.length) {
      const grown = Buffer.alloc(length * 2);
      inner.copy(grown, 0, 0, BLOCK);
      inner = grown;
    }
    inner.write(message, BLOCK, 'utf8');
    return hash('sha256', inner.subarray(0, length), 'binary');
  };
}

export function masterOf(seed: string): string {
  return sha256Hex(`thousand/master/v2\n${seed}`);
}

/** What the service publishes when it creates a game with `seed`. */
export function serverCommitmentOf(seed: string): string {
  return sha256Hex(masterOf(seed));
}

export function serverSeedOf(master: string, deal: number): string {
  return serverSeedBy(hmacWith(master), deal);
}

function serverSeedBy(byMaster: Hmac, deal: number): string {
  return byMaster.hex(`thousand/server-seed/v2:${deal}`);
}

export function standInSeed(master: string, what: `seat:${number}` | `cut:${number}`): string {
  return standInBy(hmacWith(master), what);
}

function standInBy(byMaster: Hmac, what: `seat:${number}` | `cut:${number}`): string {
  return byMaster.hex(`thousand/stand-in/v2:${what}`).slice(0, 32);
}

/** The shuffle's draws: j in [0, i] for i = 23 down to 1. */
export const SHUFFLE_BOUNDS: readonly number[] = Array.from(
  { length: ALL_CARDS.length - 1 },
  (_, k) => ALL_CARDS.length - k,
);

/** Fisher-Yates over ALL_CARDS: `drawn[k]` is j in [0, i] for i = 23 - k (deal.ts). */
export function fisherYates(drawn: readonly number[]): Card[] {
  const deck = ALL_CARDS.slice();
  let k = 0;
  for (let i = deck.length - 1; i > 0; i--) {
    const j = drawn[k++];
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  return deck;
}

/** The deck of deal `deal` from its server seed, the seats' seeds and the cut. */
export function deckOf(
  serverSeed: string,
  deal: number,
  seeds: readonly string[],
  cut: string,
): Card[] {
  const message = `thousand/deck/v2:${deal}:${seeds.join(',')}:${cut}:`;
  const drawn = drawFrom(deckBlocks(serverSeed, message), 0, SHUFFLE_BOUNDS);
  return fisherYates(drawn.values);
}

const DIGIT_0 = 0x30;

/**
 * The deck's blocks, HMAC-SHA-256 under `key` of `message` and the block's number. The messages
 * differ only in that number, so under an ASCII key of at most a block and an ASCII message (every
 * deal's: hex keys, seeds of CLIENT_SEED_PATTERN) pad and message are written into one buffer
 * once and each block changes its last byte: no string of pad, message and number built, flattened
 * and encoded again per block, as hmacWith does. Anything else, and block 10 on (a deck reads 3),
 * goes through hmacWith.
 */
export function deckBlocks(key: string, message: string): BlockSource {
  const general = (k: number): string => hmacWith(key).binary(message + k);
  if (key.length > BLOCK || Buffer.byteLength(message, 'utf8') !== message.length) return general;
  const inner = Buffer.allocUnsafe(BLOCK + message.length + 1);
  const outer = Buffer.allocUnsafe(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    const byte = i < key.length ? key.charCodeAt(i) : 0;
    if (byte > 0x7f) return general;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  inner.write(message, BLOCK, 'latin1');
  const last = inner.length - 1;
  return (k) => {
    if (k > 9) return general(k);
    inner[last] = DIGIT_0 + k;
    outer.write(hash('sha256', inner, 'binary'), BLOCK, 'latin1');
    return hash('sha256', outer, 'binary');
  };
}

/** A server seed and its SHA-256, as a deal publishes it. */
interface ServerSeed {
  deal: number;
  secret: string;
  hash: string;
}

/**
 * The master's HMAC and the last next deal's server seed, per game (its Fairness object, which
 * copies of the state share: copyGame): deal n computes deal n+1's server seed for the hash it
 * publishes, and deal n+1 is dealt from that same seed. A WeakMap keeps them no longer than the
 * game's state; a state read afresh (the service's stored games) just computes them again.
 */
const byGame = new WeakMap<object, { byMaster: Hmac; next: ServerSeed | null }>();

function serverSeedWithHash(byMaster: Hmac, deal: number, known: ServerSeed | null): ServerSeed {
  if (known !== null && known.deal === deal) return known;
  const secret = serverSeedBy(byMaster, deal);
  return { deal, secret, hash: sha256Hex(secret) };
}

/** The fairness fields of a new deal: its server seed, the cut it is dealt with, its deck. */
export function fairDeal(
  state: GameState,
  number: number,
  dealer: Seat,
  made: SeedRecord | null,
): {
  deck: Card[];
  secret: string;
  cut: SeedRecord;
  serverSeedHash: string;
  nextServerSeedHash: string;
} {
  const fairness = state.fairness!;
  let keyed = byGame.get(fairness);
  if (keyed === undefined) {
    keyed = { byMaster: hmacWith(fairness.master), next: null };
    byGame.set(fairness, keyed);
  }
  const { byMaster } = keyed;
  const current = serverSeedWithHash(byMaster, number, keyed.next);
  const next = serverSeedWithHash(byMaster, number + 1, null);
  keyed.next = next;
  const cut = made ?? {
    seat: (dealer + state.players - 1) % state.players,
    seed: standInBy(byMaster, `cut:${number}`),
    by: 'service',
  };
  const seeds = new Array<string>(fairness.seeds.length);
  for (let i = 0; i < seeds.length; i++) seeds[i] = fairness.seeds[i].seed;
  return {
    deck: deckOf(current.secret, number, seeds, cut.seed),
    secret: current.secret,
    cut,
    serverSeedHash: current.hash,
    nextServerSeedHash: next.hash,
  };
}

/** Whether `seat` may cut for the next deal now (the cut is not a turn's move: see views.ts). */
export function mayCut(state: GameState, seat: Seat): boolean {
  const deal = state.deal;
  return (
    state.status === 'playing' &&
    !!state.fairness &&
    deal !== null &&
    deal.dealer === seat &&
    !deal.nextCut
  );
}

/**
 * A cut for the next deal, made during this one by this deal's dealer (who sits to the right of
 * the next dealer), at any time and out of turn, once.
 */
export function applyCut(state: GameState, deal: DealState, seat: Seat, seed: string): ApplyResult {
  if (!state.fairness || deal.dealer !== seat) {
    return refuse(
      'not_the_cutter',
      state.fairness
        ? `seat ${deal.dealer} (this deal's dealer) cuts for the next deal`
        : 'this game was created before cuts',
    );
  }
  if (deal.nextCut) return refuse('already_cut', 'the next deal has been cut already');
  const next = copyDeal(deal);
  next.nextCut = { seat, seed, by: 'player' };
  return accept(withDeal(state, next), [{ type: 'cut', seat, deal: deal.number + 1, seed }]);
}
