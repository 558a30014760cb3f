import { randomBytes } from 'node:crypto';
import {
  apply,
  newGame,
  type Action,
  type ApplyResult,
  type GameState,
  type Rules,
} from '../../core/engine/index.js';

/**
 * Starts engine games and applies their moves. Production draws a fresh 256-bit seed per game
 * (the service's part of every deck, committed to when the game is created: docs/rules.md,
 * "Fairness");
 * tests replace this provider (Nest `overrideProvider`) to fix seeds or deal stacked decks, which
 * the engine never keeps in the stored state. Nothing in the HTTP API or the environment can
 * reach that replacement, so a fixed deck cannot be enabled in production.
 */
export class GameFactory {
  newSeed(): string {
    return randomBytes(32).toString('hex');
  }

  /**
   * `clientSeeds`: by seat, the seed each seat sent when it joined (null: none); `firstDealer`: a
   * rematch's, the last game's moved on by one (null: drawn from the seed).
   */
  start(
    rules: Rules,
    seed: string,
    clientSeeds: readonly (string | null)[],
    firstDealer: number | null = null,
  ) {
    return newGame({ rules, seed, clientSeeds, firstDealer: firstDealer ?? undefined });
  }

  apply(state: GameState, seat: number, action: Action): ApplyResult {
    return apply(state, seat, action);
  }
}
