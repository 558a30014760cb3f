import { newGame, stackDeck, type Card, type Rules } from '../../src/engine/index.js';
import { GameFactory } from '../../src/games/game-factory.js';

/** Seat 0's hand in every deal: two marriages, aces and tens; the talon completes it. */
export const STRONG_HAND: Card[] = ['AH', '10H', 'KH', 'QH', 'AD', '10D', 'KD'];
export const STRONG_TALON: Card[] = ['QD', 'AS', '10S'];
const SEAT1: Card[] = ['KS', 'QS', 'JS', '9S', 'AC', '10C', 'JH'];

/**
 * Test-only: seat 0 deals first and is dealt the strong hand in every deal, so a test can drive a
 * whole game to its winner in a few deals.
 */
export class StackedDeckFactory extends GameFactory {
  override start(rules: Rules, seed: string) {
    const decks = Array.from({ length: 40 }, (_, i) => {
      const dealer = i % 3;
      const order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer];
      const hands = order.map((seat) => (seat === 0 ? STRONG_HAND : seat === 1 ? SEAT1 : []));
      return stackDeck(hands, STRONG_TALON);
    });
    return newGame({ rules, seed, decks, firstDealer: 0 });
  }
}
