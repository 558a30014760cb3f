// The bodies of the move endpoints, read by their one schema each (src/features/games/dto/
// move.schemas.ts): POST /actions and the named endpoints accept and refuse alike, word for word.
import { Injectable, type PipeTransform } from '@nestjs/common';
import type { Action } from '../../core/engine/index.js';
import { readBody } from '../../platform/common/body-schema.js';
import { ACTION, MOVES, type HttpAction, type MoveBody } from '../games/dto/move.schemas.js';

/** The action in `body`, or a 400 `validation_failed` naming every faulty field. */
export function actionFromBody(body: unknown): HttpAction {
  return readBody(ACTION, body);
}

/** `@Body(ActionBodyPipe)`: the body of POST /actions as an action. */
@Injectable()
export class ActionBodyPipe implements PipeTransform<unknown, HttpAction> {
  transform(body: unknown): HttpAction {
    return actionFromBody(body);
  }
}

/**
 * `@Body(new MoveBodyPipe(type))`: the body of a named move endpoint. No body reads as `{}`, as
 * the validation of the named endpoints always took it (a missing field is named).
 */
export class MoveBodyPipe<T extends Action['type']> implements PipeTransform<unknown, MoveBody<T>> {
  constructor(private readonly type: T) {}

  transform(body: unknown): MoveBody<T> {
    return readBody(MOVES[this.type].body, body === undefined ? {} : body);
  }
}
