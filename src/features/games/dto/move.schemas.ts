// One schema per move (MOVES): from it come the body of the move's named endpoint (BidDto,
// CardTransfersDto...), its member of the Action union that POST /actions takes, the validation
// of both (src/features/play/action-body.ts) and their TypeScript types. The engine keeps its own
// Action type (src/core/engine/apply.ts); the compiler checks that each move read here is one.
import {
  ACTION_TYPES,
  CARD_CODE_RULE,
  CLIENT_SEED_PATTERN,
  isCard,
  type Action,
} from '../../../core/engine/index.js';
import {
  boolean,
  integer,
  list,
  object,
  text,
  withFallback,
  type Field,
  type Fields,
  type ObjectField,
  type Shape,
} from '../../../platform/common/body-schema.js';
import { isJsonObject } from '../../../platform/common/validation.js';
import { AMOUNT, CLIENT_SEED, LAST_SEAT, SEED_MESSAGE, ref, tagged, union } from './vocabulary.js';

type ActionType = Action['type'];

interface Move<F extends Fields, D extends string | null = string | null> {
  /** What the move does, as its member of the Action union says. */
  description: string;
  /** The name of its named endpoint's body schema; the bodiless moves have none. */
  dto: D;
  /** The named endpoint's body. */
  body: ObjectField<F>;
  /** The same fields in a body of POST /actions, beside its `type`. */
  action: ObjectField<F>;
}

function move<F extends Fields, D extends string | null>(
  description: string,
  dto: D,
  fields: F,
): Move<F, D> {
  return { description, dto, body: object(fields), action: object(fields, {}, ['type']) };
}

const card = text(isCard, CARD_CODE_RULE, ref('Card'));

const TRANSFER = object({
  toSeat: integer(0, LAST_SEAT, { description: 'The opponent who receives the card.', example: 1 }),
  card,
});

const amount = (description: string, example: number) =>
  integer(AMOUNT.min, AMOUNT.max, { description, example });

const isSeed = (value: string): value is string => CLIENT_SEED_PATTERN.test(value);

export const MOVES = {
  bid: move('Raise the bid.', 'BidDto', {
    amount: amount('A raise: at least the highest bid plus the step.', 105),
  }),
  pass: move('Pass.', null, {}),
  redeal: move('Demand a redeal.', null, {}),
  give: move('Give one card to each opponent.', 'CardTransfersDto', {
    transfers: list(TRANSFER, { min: 2, max: 2 }, ref('TransferDto')),
  }),
  contract: move('Announce the contract.', 'ContractDto', {
    amount: amount('At least the winning bid, in steps of the bid step.', 120),
  }),
  surrender: move('Surrender the deal.', null, {}),
  play: move('Play a card.', 'PlayDto', {
    card,
    declareMarriage: withFallback(
      boolean({ description: 'Declare the marriage of the led K or Q (default false).' }),
      false,
    ),
  }),
  cut: move(
    "Cut the next deal: this deal's dealer, once, at any time during the deal (never listed in " +
      'legalActions).',
    'CutDto',
    {
      seed: text(isSeed, `seed ${SEED_MESSAGE}`, {
        ...CLIENT_SEED,
        description:
          "Your cut of the next deal (you are this deal's dealer): combined with the server seed " +
          'whose hash is deal.nextCut.serverSeedHash.',
      }),
    },
  ),
} satisfies { [T in ActionType]: Move<Fields> };

type Moves = typeof MOVES;

/** The moves with a named endpoint that takes a body. */
export type NamedMove = {
  [T in ActionType]: Moves[T]['dto'] extends string ? T : never;
}[ActionType];

/** The body of move `T`'s named endpoint, as read (a fallback filled in). */
export type MoveBody<T extends ActionType> = Shape<Moves[T]['body']['fields']>;

type MoveAction<T extends ActionType> = { type: T } & MoveBody<T>;

/** A body of POST /actions, as read: one of the engine's actions with every choice made. */
export type HttpAction = { [T in ActionType]: MoveAction<T> }[ActionType];

/**
 * `true` when `Http` is `Engine` field for field: the same keys, each of a type the engine takes
 * (a choice the engine leaves optional may be always made).
 */
export type Agrees<Http, Engine> = [keyof Http] extends [keyof Engine]
  ? [keyof Engine] extends [keyof Http]
    ? Http extends Engine
      ? true
      : false
    : false
  : false;

/** Compiles only while every move agrees with the engine's action of its type. */
export const MOVES_AGREE_WITH_ENGINE: {
  [T in ActionType]: Agrees<MoveAction<T>, Extract<Action, { type: T }>>;
} = {
  bid: true,
  pass: true,
  redeal: true,
  give: true,
  contract: true,
  surrender: true,
  play: true,
  cut: true,
};

const isMoveType = (type: unknown): type is ActionType =>
  typeof type === 'string' && Object.hasOwn(MOVES, type);

/** POST /actions' body: the move its `type` names, read as that move's named endpoint reads it. */
export const ACTION: Field<HttpAction> = {
  doc: ref('Action'),
  accepts(value, name, path, errors): value is HttpAction {
    if (!isJsonObject(value)) {
      errors.push({ field: 'body', message: 'an action must be an object' });
      return false;
    }
    if (value.type === undefined) {
      // Issue 48: say the field is missing and what it may be, not "unknown action type undefined".
      const types = Object.keys(MOVES).join(', ');
      errors.push({ field: 'type', message: `type is required: one of ${types}` });
      return false;
    }
    if (!isMoveType(value.type)) {
      errors.push({ field: 'type', message: `unknown action type ${JSON.stringify(value.type)}` });
      return false;
    }
    return MOVES[value.type].action.accepts(value, name, path, errors);
  },
};

const title = (type: string) => type[0].toUpperCase() + type.slice(1);
export const actionName = (type: string) => `${title(type)}Action`;

/** The named schemas of the moves: the named endpoints' bodies and the Action union. */
export const MOVE_SCHEMAS = {
  TransferDto: TRANSFER.doc,
  ...Object.fromEntries(
    ACTION_TYPES.flatMap((type) => {
      const { dto, body } = MOVES[type];
      return dto === null ? [] : [[dto, body.doc]];
    }),
  ),
  Action: union(ACTION_TYPES, actionName, 'A move: a legal action with its choices made.'),
  ...Object.fromEntries(
    ACTION_TYPES.map((type) => {
      const { description, action } = MOVES[type];
      return [actionName(type), tagged(type, description, action.properties, action.required)];
    }),
  ),
};
