// The body of POST /actions: exactly the engine's Action union (src/core/engine/apply.ts), checked as
// strictly as the named move endpoints check theirs, so both answer the same 400 for the same fault.
import { Injectable, type PipeTransform } from '@nestjs/common';
import {
  ACTION_TYPES,
  CARD_CODE_RULE,
  actionShapeError,
  isAction,
  isCard,
  type Action,
} from '../../core/engine/index.js';
import { ProblemError } from '../../core/table/problem.js';
import { isJsonObject } from '../../platform/common/validation.js';
import { AMOUNT, LAST_SEAT } from '../games/dto/vocabulary.js';

/** The fields each action type may carry besides `type` (its schema's additionalProperties: false). */
const FIELDS: Record<Action['type'], readonly string[]> = {
  bid: ['amount'],
  pass: [],
  redeal: [],
  give: ['transfers'],
  contract: ['amount'],
  surrender: [],
  play: ['card', 'declareMarriage'],
  cut: ['seed'],
};

/** What one transfer may carry (GiveAction's items: additionalProperties false). */
const TRANSFER_KEYS = new Set(['toSeat', 'card']);

const invalid = (field: string, message: string) =>
  new ProblemError(400, 'validation_failed', 'Bad Request', `${field}: ${message}`, {
    errors: [{ field, message }],
  });

/** The field an engine shape error is about: its messages start with the field's name. */
function fieldOf(message: string): string {
  if (message.startsWith('unknown action type')) return 'type';
  const first = message.split(' ')[0];
  return ['amount', 'transfers', 'card', 'declareMarriage', 'seed'].includes(first)
    ? first
    : 'body';
}

/** What the named endpoints' validation says of a value that is no card code. */
const cardFault = (card: unknown) =>
  typeof card === 'string' ? CARD_CODE_RULE : 'card must be a string';

/**
 * A card that is no card code, told as POST /plays and /card-transfers tell it (a transfer's by
 * its path). A body with more than one fault may still be told another of them first.
 */
function badCard(body: Record<string, unknown>): void {
  if (body.type === 'play' && !isCard(body.card)) throw invalid('card', cardFault(body.card));
  if (body.type !== 'give' || !Array.isArray(body.transfers)) return;
  body.transfers.forEach((t: unknown, i) => {
    if (isJsonObject(t) && !isCard(t.card)) throw invalid(`transfers.${i}.card`, cardFault(t.card));
  });
}

/** What a body without `type` is told: the field is required, and what it may be. */
const TYPE_MISSING = `type is required: one of ${ACTION_TYPES.join(', ')}`;

/** The action in `body`, or a 400 `validation_failed` naming the faulty field. */
export function actionFromBody(body: unknown): Action {
  if (!isJsonObject(body)) throw invalid('body', 'an action must be an object');
  if (body.type === undefined) throw invalid('type', TYPE_MISSING);
  badCard(body);
  const shape = actionShapeError(body);
  if (shape !== null || !isAction(body)) {
    const message = shape ?? 'an action must be an object';
    throw invalid(fieldOf(message), message);
  }
  const extra = Object.keys(body).find((k) => k !== 'type' && !FIELDS[body.type].includes(k));
  if (extra !== undefined) throw invalid(extra, `property ${extra} should not exist`);
  switch (body.type) {
    case 'bid':
    case 'contract':
      if (body.amount < AMOUNT.min || body.amount > AMOUNT.max) {
        throw invalid('amount', `amount must be ${AMOUNT.min}..${AMOUNT.max}`);
      }
      return { type: body.type, amount: body.amount };
    case 'give': {
      if (body.transfers.length !== 2) throw invalid('transfers', 'transfers must hold 2 cards');
      body.transfers.forEach((t, i) => {
        const key = Object.keys(t).find((k) => !TRANSFER_KEYS.has(k));
        if (key !== undefined) {
          throw invalid(`transfers.${i}.${key}`, `property ${key} should not exist`);
        }
      });
      const bad = body.transfers.findIndex((t) => t.toSeat < 0 || t.toSeat > LAST_SEAT);
      if (bad >= 0) throw invalid(`transfers.${bad}.toSeat`, `toSeat must be 0..${LAST_SEAT}`);
      const transfers = body.transfers.map((t) => ({ toSeat: t.toSeat, card: t.card }));
      return { type: 'give', transfers };
    }
    case 'play':
      return { type: 'play', card: body.card, declareMarriage: body.declareMarriage === true };
    case 'cut':
      return { type: 'cut', seed: body.seed };
    default:
      return { type: body.type };
  }
}

/** `@Body(ActionBodyPipe)`: the request body as an Action. */
@Injectable()
export class ActionBodyPipe implements PipeTransform<unknown, Action> {
  transform(body: unknown): Action {
    return actionFromBody(body);
  }
}
