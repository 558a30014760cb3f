// From an offered legal action (a view's `legalActions`) to a move the service accepts: the
// simplest choice, for bots, tests and examples; a real player's client asks its user instead.
import type { Action, LegalActionDto } from './gen/types.gen.js';

/** The move of an offered action with its first choices made (the lowest bid, the first card). */
export function firstChoice(offered: LegalActionDto): Action {
  switch (offered.type) {
    case 'bid':
    case 'contract':
      return { type: offered.type, amount: offered.min };
    case 'give': {
      const [first, second] = offered.cards;
      const [a, b] = offered.toSeats;
      if (first === undefined || second === undefined) throw new Error('no two cards to give');
      return {
        type: 'give',
        transfers: [
          { toSeat: a, card: first },
          { toSeat: b, card: second },
        ],
      };
    }
    case 'play': {
      const [card] = offered.cards;
      if (card === undefined) throw new Error('no card to play');
      return { type: 'play', card };
    }
    case 'pass':
    case 'redeal':
    case 'surrender':
      return { type: offered.type };
  }
}
