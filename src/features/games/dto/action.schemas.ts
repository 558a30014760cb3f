// What a seat may do (LegalAction, as views list it): one schema per action type, tied together by a
// discriminator on `type`. Keyed by the engine's own union, so the compiler refuses a missing or
// unknown type. What a seat does (the Action union) is described by ./move.schemas.ts.
import { ACTION_TYPES, BID_STEPS, type LegalAction } from '../../../core/engine/index.js';
import { AMOUNT, SEAT, cardList, int, tagged, union } from './vocabulary.js';

type Fields = Record<string, object>;

const amountRange = (what: string): Fields => ({
  min: int(AMOUNT.min, AMOUNT.max, `Smallest ${what} allowed.`),
  max: int(AMOUNT.min, AMOUNT.max, `Largest ${what} allowed.`),
  step: int(
    Math.min(...BID_STEPS),
    Math.max(...BID_STEPS),
    `Allowed ${what}s are min, min + step, ... up to max.`,
  ),
});

const LEGAL: Record<LegalAction['type'], { description: string; fields: Fields }> = {
  bid: { description: 'Raise the bid to an amount in the range.', fields: amountRange('bid') },
  pass: { description: 'Pass: final for this deal.', fields: {} },
  redeal: { description: 'Demand a redeal (all four nines in hand).', fields: {} },
  give: {
    description: 'The declarer gives one of `cards` to each seat of `toSeats`.',
    fields: {
      cards: cardList(10, 'Your hand, talon included: give any two.'),
      toSeats: { type: 'array', items: SEAT, minItems: 2, maxItems: 2, description: 'Opponents.' },
    },
  },
  contract: { description: 'Announce the contract.', fields: amountRange('contract') },
  surrender: { description: 'Surrender the deal (расписать).', fields: {} },
  play: {
    description: 'Play one of `cards`; one of `marriageCards` may be led declaring a marriage.',
    fields: {
      cards: cardList(10, 'The cards you may play now.'),
      marriageCards: cardList(8, 'Cards you may lead with declareMarriage: true.'),
    },
  },
};

const title = (type: string) => type[0].toUpperCase() + type.slice(1);
export const legalName = (type: string) => `Legal${title(type)}`;

/** The action types legalActions lists: every one but the cut, which is made out of turn. */
const LEGAL_TYPES = ACTION_TYPES.filter((type): type is LegalAction['type'] => type in LEGAL);

export const LEGAL_ACTION_SCHEMAS = {
  LegalActionDto: union(
    LEGAL_TYPES,
    legalName,
    'One kind of move your seat may make now, with its choices.',
  ),
  ...Object.fromEntries(
    LEGAL_TYPES.map((type) => [
      legalName(type),
      tagged(type, LEGAL[type].description, LEGAL[type].fields, Object.keys(LEGAL[type].fields)),
    ]),
  ),
};
