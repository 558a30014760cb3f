// Seeded randomness whose whole state is two JSON fields.
//
// A non-cryptographic generator (xorshift, mulberry) would let anyone who sees a revealed deck and
// secret reconstruct its state and predict every later deck. So each block is
// SHA-256(key ':' counter) with key = SHA-256 of the seed: revealing outputs never reveals the key.

import { createHash } from 'node:crypto';

export interface PrngState {
  /** hex SHA-256 of the seed; as secret as the seed itself. */
  key: string;
  /** Blocks drawn so far; the next block is numbered `counter`. */
  counter: number;
}

const TWO_32 = 0x1_0000_0000;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function seedPrng(seed: string): PrngState {
  return { key: sha256Hex(`thousand/prng/v1\n${seed}`), counter: 0 };
}

function block(key: string, counter: number): Buffer {
  return createHash('sha256').update(`${key}:${counter}`).digest();
}

/**
 * Uniform integers in [0, bound) for each bound in turn, by rejection sampling on 32-bit words.
 * Words left over in the last block are discarded so that each call starts on a fresh block.
 */
export function drawBelow(
  prng: PrngState,
  bounds: readonly number[],
): { values: number[]; prng: PrngState } {
  const values: number[] = [];
  let counter = prng.counter;
  let bytes = block(prng.key, counter++);
  let offset = 0;
  for (const bound of bounds) {
    const limit = TWO_32 - (TWO_32 % bound);
    for (;;) {
      if (offset === bytes.length) {
        bytes = block(prng.key, counter++);
        offset = 0;
      }
      const word = bytes.readUInt32BE(offset);
      offset += 4;
      if (word < limit) {
        values.push(word % bound);
        break;
      }
    }
  }
  return { values, prng: { key: prng.key, counter } };
}

/** 256 fresh bits as hex: the per-deal secret that salts the deck commitment. */
export function drawSecret(prng: PrngState): { secret: string; prng: PrngState } {
  const secret = block(prng.key, prng.counter).toString('hex');
  return { secret, prng: { key: prng.key, counter: prng.counter + 1 } };
}
