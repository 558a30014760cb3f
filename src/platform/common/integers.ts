// Integers read from a URL (path segments and query values), checked against the bounds the
// contract declares before they reach a query: `deals/99999999999/proof` failed inside PostgreSQL
// (int4 out of range, a 500), and `deals/0` was looked up although deals are numbered from 1.
import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ProblemError } from '../../core/table/problem.js';

/** The largest value an int4 column holds: versions, sequence numbers and deal numbers stay below it. */
export const INT32_MAX = 2_147_483_647;

/** Digits with an optional minus sign: no spaces, exponents, hex, fractions or empty strings. */
const DECIMAL_INTEGER = /^-?[0-9]+$/;

/**
 * `@Transform` for an integer query value: decimal digits become a number, anything else stays
 * as it came, for IsInt to refuse. (`@Type(() => Number)` took '' for 0 and '1e3' for 1000.)
 */
export function QueryInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value,
  );
}

/** Bounds of an integer parameter, as its OpenAPI schema declares them. */
export interface IntegerBounds {
  minimum: number;
  maximum: number;
}

/**
 * `@Param('deal', new BoundedIntPipe(DEAL_NUMBER))`: the segment as a number within the bounds,
 * or a 400 `validation_failed` naming the parameter.
 */
@Injectable()
export class BoundedIntPipe implements PipeTransform<string, number> {
  constructor(private readonly bounds: IntegerBounds) {}

  transform(value: string, metadata: ArgumentMetadata): number {
    const n = DECIMAL_INTEGER.test(value) ? Number(value) : NaN;
    if (Number.isSafeInteger(n) && n >= this.bounds.minimum && n <= this.bounds.maximum) return n;
    const field = metadata.data ?? metadata.type;
    const message = `${field} must be an integer from ${this.bounds.minimum} to ${this.bounds.maximum}`;
    throw new ProblemError(400, 'validation_failed', 'Bad Request', `${field}: ${message}`, {
      errors: [{ field, message }],
    });
  }
}
