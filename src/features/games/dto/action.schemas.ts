// What a seat may do (LegalAction, as views list it) and what it does (Action, as POST /actions and
// the hint carry it): one schema per action type, tied together by a discriminator on `type`.
// Keyed by the engine's own unions, so the compiler refuses a missing or unknown type.
import {
  ACTION_TYPES,
  BID_STEPS,
  type Action,
  type LegalAction,
} from '../../../core/engine/index.js';
import { AMOUNT, CLIENT_SEED, LAST_SEAT, SEAT, cardList, int, ref } from './vocabulary.js';

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

const ACTION: Record<Action['type'], { description: string; fields: Fields; required: string[] }> =
  {
    bid: {
      description: 'Raise the bid.',
      fields: { amount: int(AMOUNT.min, AMOUNT.max, 'A raise: at least the highest bid + step.') },
      required: ['amount'],
    },
    pass: { description: 'Pass.', fields: {}, required: [] },
    redeal: { description: 'Demand a redeal.', fields: {}, required: [] },
    give: {
      description: 'Give one card to each opponent.',
      fields: {
        transfers: {
          type: 'array',
          minItems: 2,
          maxItems: 2,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['toSeat', 'card'],
            properties: {
              toSeat: int(0, LAST_SEAT, 'The opponent who receives it.'),
              card: ref('Card'),
            },
          },
        },
      },
      required: ['transfers'],
    },
    contract: {
      description: 'Announce the contract.',
      fields: { amount: int(AMOUNT.min, AMOUNT.max, 'At least the winning bid, in steps.') },
      required: ['amount'],
    },
    surrender: { description: 'Surrender the deal.', fields: {}, required: [] },
    play: {
      description: 'Play a card.',
      fields: {
        card: ref('Card'),
        declareMarriage: {
          type: 'boolean',
          description: 'Declare the marriage of the led K or Q (default false).',
        },
      },
      required: ['card'],
    },
    cut: {
      description:
        "Cut the next deal: this deal's dealer, once, at any time during the deal (never listed " +
        'in legalActions).',
      fields: {
        seed: { ...CLIENT_SEED, description: 'Your cut, met with the next server seed.' },
      },
      required: ['seed'],
    },
  };

const title = (type: string) => type[0].toUpperCase() + type.slice(1);
export const legalName = (type: string) => `Legal${title(type)}`;
export const actionName = (type: string) => `${title(type)}Action`;

function variant(type: string, description: string, fields: Fields, required: string[]) {
  return {
    type: 'object',
    description,
    additionalProperties: false,
    required: ['type', ...required],
    properties: { type: { type: 'string', enum: [type] }, ...fields },
  };
}

/** The action types legalActions lists: every one but the cut, which is made out of turn. */
const LEGAL_TYPES = ACTION_TYPES.filter((type): type is LegalAction['type'] => type in LEGAL);

function union(types: readonly string[], name: (type: string) => string, description: string) {
  return {
    description,
    oneOf: types.map((type) => ref(name(type))),
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(types.map((type) => [type, ref(name(type)).$ref])),
    },
  };
}

export const ACTION_SCHEMAS = {
  LegalActionDto: union(
    LEGAL_TYPES,
    legalName,
    'One kind of move your seat may make now, with its choices.',
  ),
  Action: union(ACTION_TYPES, actionName, 'A move: a legal action with its choices made.'),
  ...Object.fromEntries(
    LEGAL_TYPES.map((type) => [
      legalName(type),
      variant(type, LEGAL[type].description, LEGAL[type].fields, Object.keys(LEGAL[type].fields)),
    ]),
  ),
  ...Object.fromEntries(
    ACTION_TYPES.map((type) => [
      actionName(type),
      variant(type, ACTION[type].description, ACTION[type].fields, ACTION[type].required),
    ]),
  ),
};
