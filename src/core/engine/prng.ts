// Seeded randomness whose whole state is two JSON fields.
//
// A non-cryptographic generator (xorshift, mulberry) would let anyone who sees a revealed deck and
// secret reconstruct its state and predict every later deck. So each block is
// SHA-256(key ':' counter) with key = SHA-256 of the seed: revealing outputs never reveals the key.

import { hash } from 'node:crypto';

export interface PrngState {
  /** hex SHA-256 of the seed; as secret as the seed itself. */
  key: string;
  /** Blocks drawn so far; the next block is numbered `counter`. */
  counter: number;
}

const TWO_32 = 0x1_0000_0000;

export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

export function seedPrng(seed: string): PrngState {
  return { key: sha256Hex(`thousand/prng/v1\n${seed}`), counter: 0 };
}

/** The block as a binary (latin1) string: a one-shot hash into a string costs a third of one
 * into a Buffer, which gets an ArrayBuffer of its own. */
function block(key: string, counter: number): string {
  return hash('sha256', `${key}:${counter}`, 'binary');
}

/** The 32-byte block numbered `counter` of a stream of random bytes, one character per byte. */
export type BlockSource = (counter: number) => string;

/**
 * Uniform integers in [0, bound) for each bound in turn, by rejection sampling on the 32-bit
 * big-endian words of `source`'s blocks from block `start` on. Words left over in the last block
 * are discarded, so `next` (the first block not read) starts the next draw on a fresh block.
 */
export function drawFrom(
  source: BlockSource,
  start: number,
  bounds: readonly number[],
): { values: number[]; next: number } {
  const values = new Array<number>(bounds.length);
  let counter = start;
  let bytes = source(counter++);
  let offset = 0;
  for (let i = 0; i < bounds.length; i++) {
    const bound = bounds[i];
    const limit = TWO_32 - remainder(TWO_32, bound);
    for (;;) {
      if (offset === bytes.length) {
        bytes = source(counter++);
        offset = 0;
      }
      const word =
        bytes.charCodeAt(offset) * 0x100_0000 +
        ((bytes.charCodeAt(offset + 1) << 16) |
          (bytes.charCodeAt(offset + 2) << 8) |
          bytes.charCodeAt(offset + 3));
      offset += 4;
      if (word < limit) {
        values[i] = remainder(word, bound);
        break;
      }
    }
  }
  return { values, next: counter };
}

/**
 * x % n for whole numbers x <= 2^32 and 1 <= n <= 2^32, exactly (the quotient of two such
 * doubles never rounds up to the next whole number): `%` on numbers beyond 2^31 is a call into
 * C (fmod), which made drawFrom a fifth of a deck's cost; division and floor are instructions.
 */
function remainder(x: number, n: number): number {
  return x - Math.floor(x / n) * n;
}

/** Uniform integers in [0, bound) for each bound in turn, from the game's PRNG. */
export function drawBelow(
  prng: PrngState,
  bounds: readonly number[],
): { values: number[]; prng: PrngState } {
  const drawn = drawFrom((counter) => block(prng.key, counter), prng.counter, bounds);
  return { values: drawn.values, prng: { key: prng.key, counter: drawn.next } };
}

/** 256 fresh bits as hex: the per-deal secret that salts the deck commitment. */
export function drawSecret(prng: PrngState): { secret: string; prng: PrngState } {
  const secret = hash('sha256', `${prng.key}:${prng.counter}`, 'hex');
  return { secret, prng: { key: prng.key, counter: prng.counter + 1 } };
}
