import {
  newGame,
  type Action,
  type Card,
  type GameState,
  type Rules,
} from '../../src/core/engine/index.js';
import { applyStacked, stackDeck } from '../../src/core/engine/testing.js';
import { GameFactory } from '../../src/features/games/game-factory.js';
import { moveFor, offered, type GameView, type Move } from './api.js';

/** Seat 0's hand in every deal: two marriages, aces and tens; the talon completes it. */
export const STRONG_HAND: Card[] = ['AH', '10H', 'KH', 'QH', 'AD', '10D', 'KD'];
export const STRONG_TALON: Card[] = ['QD', 'AS', '10S'];
const SEAT1: Card[] = ['KS', 'QS', 'JS', '9S', 'AC', '10C', 'JH'];

const DECKS = Array.from({ length: 40 }, (_, i) => {
  const dealer = i % 3;
  const order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer];
  const hands = order.map((seat) => (seat === 0 ? STRONG_HAND : seat === 1 ? SEAT1 : []));
  return stackDeck(hands, STRONG_TALON);
});

/**
 * Test-only: seat 0 deals first and is dealt the strong hand in every deal, so a test can drive a
 * whole game to its winner in a few deals. The decks stay here, not in the stored state: only
 * moves applied by this factory deal them.
 */
export class StackedDeckFactory extends GameFactory {
  override start(rules: Rules, seed: string, clientSeeds: readonly (string | null)[]) {
    return newGame({ rules, seed, clientSeeds, decks: DECKS, firstDealer: 0 });
  }

  override apply(state: GameState, seat: number, action: Action) {
    return applyStacked(state, seat, action, DECKS);
  }
}

const POINTS: Record<string, number> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0 };
const value = (card: string) => POINTS[card.slice(0, -1)];

/** Seat 0 drives every deal to a made contract of 120; the others pass and play at random. */
export function stackedPolicy(seat: number, view: GameView, rng: () => number): Move {
  const actions = view.legalActions;
  if (seat !== 0) {
    const pass = offered(actions, 'pass');
    return pass ? moveFor(pass, rng) : moveFor(offered(actions, 'play') ?? actions[0], rng);
  }
  const bid = offered(actions, 'bid');
  if (bid) return { path: 'bids', body: { amount: bid.min } };
  const give = offered(actions, 'give');
  if (give) {
    const spare = (give.cards ?? []).filter((c) => c.endsWith('S') || c.endsWith('C'));
    const [a, b] = give.toSeats!;
    return {
      path: 'card-transfers',
      body: {
        transfers: [
          { toSeat: a, card: spare[0] },
          { toSeat: b, card: spare[1] },
        ],
      },
    };
  }
  const contract = offered(actions, 'contract');
  if (contract) return { path: 'contract', body: { amount: Math.max(contract.min!, 120) } };
  const play = offered(actions, 'play')!;
  const marriage = (play.marriageCards ?? []).filter((c) => c.startsWith('Q'));
  if (marriage.length) {
    const best = marriage.find((c) => c.endsWith('H')) ?? marriage[0];
    return { path: 'plays', body: { card: best, declareMarriage: true } };
  }
  const highest = [...play.cards!].sort((x, y) => value(y) - value(x))[0];
  return { path: 'plays', body: { card: highest } };
}
