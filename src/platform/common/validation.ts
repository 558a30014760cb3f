import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { ProblemError } from '../../core/table/problem.js';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Checks of what a value is. When one fails, the value's bounds and formats say nothing useful:
 * `?after=abc` was told the value must be at most 2147483647, at least 0 and an integer.
 */
const TYPE_CHECKS = new Set(['isInt', 'isString', 'isBoolean', 'isNumber', 'isArray', 'isObject']);

/** Length checks a failed pattern says again when its message states the bounds ("1-40 ..."). */
const LENGTH_CHECKS = new Set(['minLength', 'maxLength']);
const STATES_BOUNDS = /\d+-\d+/;

/**
 * A field's failed checks, only its type's when that failed (TYPE_CHECKS), and without the length
 * checks its failed pattern already words (a 43-character name was told
 * "name must be 1-40 printable characters; name: name must be shorter than or equal to 40").
 */
function ownMessages(constraints: Record<string, string>): string[] {
  let failed = Object.entries(constraints);
  const types = failed.filter(([name]) => TYPE_CHECKS.has(name));
  if (types.length > 0) return types.map(([, message]) => message);
  if (STATES_BOUNDS.test(constraints.matches ?? '')) {
    failed = failed.filter(([name]) => !LENGTH_CHECKS.has(name));
  }
  return failed.map(([, message]) => message);
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = ownMessages(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Keys class-transformer skips without a word because the target object already has them
 * (inherited from Object.prototype): `constructor`, `toString`, `valueOf`, `hasOwnProperty`...
 * The whitelist never sees them, so they were dropped while any other unknown key was refused.
 * They are refused here like any other unknown key.
 */
const INHERITED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__']);

function inheritedKeys(value: unknown, prefix: string, found: FieldError[], depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (INHERITED_KEYS.has(key)) {
      found.push({ field, message: `property ${key} should not exist` });
    } else {
      inheritedKeys((value as Record<string, unknown>)[key], field, found, depth + 1);
    }
  }
}

/** The 400 `validation_failed` naming every faulty field, as every refused body is told. */
export function validationRefusal(fields: FieldError[]): ProblemError {
  const detail = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new ProblemError(400, 'validation_failed', 'Bad Request', detail || 'Invalid request.', {
    errors: fields,
  });
}

/** A JSON object: not an array, not null, not a scalar. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The query parameter `_` is a cache-buster (`?_=1733150000000`, as jQuery and many front ends add
 * to a GET): it means nothing to the service and is dropped before the whitelist, which refused it
 * as an unknown parameter on the list routes while the views ignored it (README, "Input").
 */
const CACHE_BUSTER = '_';

/**
 * A query parameter sent twice (`?limit=5&limit=6`) arrives as an array; every declared query
 * parameter takes one value, and the type check's "must be an integer number" hid the cause.
 */
function repeatedParameters(query: Record<string, unknown>): FieldError[] {
  return Object.entries(query)
    .filter(([, v]) => Array.isArray(v))
    .map(([field]) => ({ field, message: `${field} must be given once, not repeated` }));
}

class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A body described by a class is one object or none; class-validator would otherwise check
    // an array element by element, and take null for no body.
    if (
      metadata.type === 'body' &&
      value !== undefined &&
      !isJsonObject(value) &&
      this.toValidate(metadata)
    ) {
      throw validationRefusal([{ field: 'body', message: 'body must be a JSON object' }]);
    }
    if (metadata.type === 'body' || metadata.type === 'query') {
      const found: FieldError[] = [];
      inheritedKeys(value, '', found);
      if (found.length) throw validationRefusal(found);
    }
    if (metadata.type === 'query' && isJsonObject(value)) {
      const { [CACHE_BUSTER]: _ignored, ...query } = value;
      const repeated = repeatedParameters(query);
      if (repeated.length) throw validationRefusal(repeated);
      return super.transform(query, metadata);
    }
    return super.transform(value, metadata);
  }

  /**
   * Named path and query values stay the strings they came as: Nest's `+value` took '1e3' for
   * 1000, '0x10' for 16 and '' for 0, before any pipe could see what was sent. Integers are read
   * by BoundedIntPipe and QueryInteger (src/platform/common/integers.ts), which accept decimal digits only.
   */
  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

/** Whitelisting validation whose refusal is a 400 problem naming every bad field. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => validationRefusal(flatten(errors)),
  });
}
