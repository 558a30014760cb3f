// The bots' only source of randomness: a small seeded PRNG (xmur3 string hash -> mulberry32).
// Deterministic for a given seed, so a bot's decision can be replayed and tested.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** A fresh 32-bit integer, e.g. to seed a child generator. */
  u32(): number;
}

// Read once: the bots draw from these in every sample, and inside a Jest spec file's vm context
// each read of a global goes through the context's interceptor (docs/performance-history.md).
const { floor, imul } = Math;

/** xmur3: a 32-bit hash of a string, used to seed mulberry32. */
export function hashString(text: string): number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = imul(h ^ (h >>> 16), 2246822507);
  h = imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

export function rngFromNumber(seed: number): Rng {
  let a = seed >>> 0;
  const u32 = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    u32,
    next: () => u32() / 4294967296,
    int: (n: number) => floor((u32() / 4294967296) * n),
  };
}

/** A generator seeded from any string (a game id, a deal number, a seat...). */
export function createRng(seed: string): Rng {
  return rngFromNumber(hashString(seed));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(items.length)];
}

/** Fisher-Yates in place; returns the array. */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}
