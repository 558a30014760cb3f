import { randomBytes } from 'node:crypto';
import { newGame, type Rules } from '../engine/index.js';

/**
 * Starts engine games. Production draws a fresh 256-bit seed per game; tests replace this provider
 * (Nest `overrideProvider`) to fix seeds or decks. Nothing in the HTTP API or the environment can
 * reach that replacement, so a fixed deck cannot be enabled in production.
 */
export class GameFactory {
  newSeed(): string {
    return randomBytes(32).toString('hex');
  }

  start(rules: Rules, seed: string) {
    return newGame({ rules, seed });
  }
}
