import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Action } from '../../core/engine/index.js';
import { ProblemError } from '../../core/table/problem.js';
import { createValidationPipe } from '../../platform/common/validation.js';
import { MOVES, type Agrees, type NamedMove } from '../games/dto/move.schemas.js';
import { ActionBodyPipe, MoveBodyPipe } from './action-body.js';
import { RELEASED_DTOS } from './testing.js';

/** What reading `read()` came to: the value, or the refusal's code, detail and fields. */
async function outcome(read: () => unknown) {
  try {
    return { accepted: await read() };
  } catch (e) {
    if (!(e instanceof ProblemError)) throw e;
    return { status: e.status, code: e.code, detail: e.detail, errors: e.extensions.errors };
  }
}

const named = (type: NamedMove, body: unknown) =>
  outcome(() => new MoveBodyPipe(type).transform(body));
const action = (body: unknown) => outcome(() => new ActionBodyPipe().transform(body));

/** The released pipeline: the global validation pipe over the released DTO class. */
const released = (type: NamedMove, body: unknown) =>
  outcome(async () => {
    const pipe = createValidationPipe();
    const read = await pipe.transform(body, { type: 'body', metatype: RELEASED_DTOS[type] });
    // The controller then made the action: a play's marriage false unless declared.
    const fields = { ...(read as Record<string, unknown>) };
    return type === 'play'
      ? { ...fields, declareMarriage: fields.declareMarriage ?? false }
      : fields;
  });

const NAMED: NamedMove[] = ['bid', 'give', 'contract', 'play', 'cut'];
const two = [
  { toSeat: 1, card: 'AH' },
  { toSeat: 2, card: '9S' },
];

// Bodies like those clients send, and the mistakes they make: every field of every move, in and
// out of its bounds, of the wrong type, lists of the wrong size or holding the wrong things.
const scalar = fc.oneof(
  fc.constantFrom(99, 100, 105, 1000, 1001, 0, 3, 4, -1, 1.5, 1e20),
  fc.constantFrom('AH', '10H', '9S', 'ZZ', 'ah', '', 'abc', 'a b', 'x'.repeat(65), '105'),
  fc.constantFrom(null, true, false),
);
const transfer = fc.oneof(
  fc.record({ toSeat: scalar, card: scalar }, { requiredKeys: [] }),
  fc.record({ toSeat: scalar, card: scalar, extra: scalar }),
  scalar,
  fc.constant([]),
  fc.constant([{}]),
);
const value = fc.oneof(
  { weight: 3, arbitrary: scalar },
  fc.array(transfer, { maxLength: 3 }),
  fc.constant(two),
  fc.record({ toSeat: scalar }),
  // Lists in lists: class-validator walked into them.
  fc.constantFrom([[{}], [{ toSeat: 9 }]], [[1], [2]], [two[0], null], [two, two]),
);
const key = fc.constantFrom('amount', 'transfers', 'card', 'declareMarriage', 'seed', 'extra');
const VALID: Record<NamedMove, Record<string, unknown>> = {
  bid: { amount: 105 },
  contract: { amount: 1000 },
  give: { transfers: two },
  play: { card: '10H' },
  cut: { seed: 'a' },
};
/** A move and a body: any body, the move's valid one, or that with one of its fields changed. */
const moveAndBody = fc.constantFrom(...NAMED).chain((type) =>
  fc.tuple(
    fc.constant(type),
    fc.oneof(
      fc.dictionary(key, value, { maxKeys: 3 }),
      fc.constant(VALID[type]),
      fc
        .tuple(fc.oneof(fc.constantFrom(...Object.keys(VALID[type])), key), value)
        .map(([k, v]) => ({ ...VALID[type], [k]: v })),
    ),
  ),
);

describe('the move bodies', () => {
  it('are accepted or told word for word as the released validation told them', async () => {
    await fc.assert(
      fc.asyncProperty(moveAndBody, async ([type, b]) => {
        expect(await named(type, b)).toEqual(await released(type, b));
      }),
      { numRuns: 1000 },
    );
  });

  it('to POST /actions are read as the named endpoint reads them, after their type', async () => {
    await fc.assert(
      fc.asyncProperty(moveAndBody, async ([type, b]) => {
        const alone = await named(type, b);
        const asAction =
          'accepted' in alone ? { accepted: { type, ...(alone.accepted as object) } } : alone;
        expect(await action({ type, ...b })).toEqual(asAction);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    [undefined, 'body', 'an action must be an object'],
    [[{ type: 'pass' }], 'body', 'an action must be an object'],
    ['pass', 'body', 'an action must be an object'],
    [
      {},
      'type',
      'type is required: one of bid, pass, redeal, give, contract, surrender, play, cut',
    ],
    [{ type: 'fold' }, 'type', 'unknown action type "fold"'],
    [{ type: 'constructor' }, 'type', 'unknown action type "constructor"'],
    [{ type: 'pass', amount: 105 }, 'amount', 'property amount should not exist'],
  ])('POST /actions refuses %j naming %s', async (b, field, message) => {
    expect(await action(b)).toEqual({
      status: 400,
      code: 'validation_failed',
      detail: `${field}: ${message}`,
      errors: [{ field, message }],
    });
  });

  it('takes the bodiless moves as the engine has them, and copies what it reads', async () => {
    for (const type of ['pass', 'redeal', 'surrender'] as const) {
      expect(await action({ type })).toEqual({ accepted: { type } });
    }
    const sent = { type: 'give', transfers: two };
    const read = new ActionBodyPipe().transform(sent);
    expect(read).toEqual(sent);
    expect(read).not.toBe(sent);
    expect(new MoveBodyPipe('play').transform({ card: 'AH', declareMarriage: null })).toEqual({
      card: 'AH',
      declareMarriage: false,
    });
  });

  it('documents each named body and each Action member from the same fields', () => {
    for (const type of NAMED) {
      const { body: dto, action: member } = MOVES[type];
      expect(member.properties).toEqual(dto.properties);
      expect(member.required).toEqual(dto.required);
    }
    expect(MOVES.give.body.doc).toMatchObject({
      additionalProperties: false,
      properties: { transfers: { minItems: 2, maxItems: 2 } },
    });
  });

  it('is checked against the engine at compile time', () => {
    type Bid = Extract<Action, { type: 'bid' }>;
    const same: Agrees<{ type: 'bid'; amount: number }, Bid> = true;
    // @ts-expect-error a field the engine does not know
    const extra: Agrees<{ type: 'bid'; amount: number; raise: number }, Bid> = true;
    // @ts-expect-error a field the engine needs, missing
    const missing: Agrees<{ type: 'bid' }, Bid> = true;
    // @ts-expect-error a field of another type than the engine's
    const other: Agrees<{ type: 'bid'; amount: string }, Bid> = true;
    expect([same, extra, missing, other]).toEqual([true, true, true, true]);
  });
});
