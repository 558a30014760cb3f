// A request body described once: each field says what the document shows (its JSON Schema), what
// it accepts and how it tells a fault, and its TypeScript type follows from it. The faults are
// told in class-validator's words and order (unknown keys first, then each field in declaration
// order; a failed type check hides the field's bounds), as the released move endpoints told them
// (docs/api-changes.md, 1.1.0), so a client that matched a message still does.
import { isJsonObject, validationRefusal, type FieldError } from './validation.js';

export type { FieldError };

/** A JSON Schema as the document shows it. */
export type SchemaDoc = Readonly<Record<string, unknown>>;

export interface Field<T> {
  readonly doc: SchemaDoc;
  /** What an absent or null value reads as; a field without one is required. */
  readonly fallback?: T;
  /** Whether `value` is a T; if not, says why in `errors` (at `path`, naming the field `name`). */
  accepts(value: unknown, name: string, path: string, errors: FieldError[]): value is T;
}

export type Fields = Record<string, Field<unknown>>;
export type Infer<F> = F extends Field<infer T> ? T : never;
export type Shape<F extends Fields> = { [K in keyof F]: Infer<F[K]> };

export interface ObjectField<F extends Fields> extends Field<Shape<F>> {
  readonly fields: F;
  /** The keys that must be sent (every field without a fallback). */
  readonly required: string[];
  /** Each field's schema, as the object's schema holds them. */
  readonly properties: Record<string, SchemaDoc>;
}

const at = (path: string, key: string | number) => (path === '' ? `${key}` : `${path}.${key}`);

/** class-validator's isObject: an object that is no array (the each-value check of a list). */
const isObjectLike = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function integer(min: number, max: number, doc: SchemaDoc): Field<number> {
  return {
    doc: { type: 'integer', format: 'int32', minimum: min, maximum: max, ...doc },
    accepts(value, name, path, errors): value is number {
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        errors.push({ field: path, message: `${name} must be an integer number` });
      } else if (value < min) {
        errors.push({ field: path, message: `${name} must not be less than ${min}` });
      } else if (value > max) {
        errors.push({ field: path, message: `${name} must not be greater than ${max}` });
      } else return true;
      return false;
    },
  };
}

/** A string that `is` accepts; any other string is told `rule`, the whole message. */
export function text<T extends string>(
  is: (value: string) => value is T,
  rule: string,
  doc: SchemaDoc,
): Field<T> {
  return {
    doc,
    accepts(value, name, path, errors): value is T {
      if (typeof value !== 'string') {
        errors.push({ field: path, message: `${name} must be a string` });
        return false;
      }
      if (is(value)) return true;
      errors.push({ field: path, message: rule });
      return false;
    },
  };
}

export function boolean(doc: SchemaDoc): Field<boolean> {
  return {
    doc: { type: 'boolean', ...doc },
    accepts(value, name, path, errors): value is boolean {
      if (typeof value === 'boolean') return true;
      errors.push({ field: path, message: `${name} must be a boolean value` });
      return false;
    },
  };
}

/** `field`, optional: absent or null (class-validator's IsOptional let null by) reads as `fallback`. */
export function withFallback<T>(field: Field<T>, fallback: T): Field<T> {
  return { ...field, fallback };
}

/** An object holding exactly `fields` (and the keys of `alsoAllowed`, checked by the caller). */
export function object<F extends Fields>(
  fields: F,
  doc: SchemaDoc = {},
  alsoAllowed: readonly string[] = [],
): ObjectField<F> {
  const required = Object.keys(fields).filter((key) => fields[key].fallback === undefined);
  const properties = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.doc]));
  return {
    fields,
    required,
    properties,
    doc: { type: 'object', ...doc, additionalProperties: false, required, properties },
    accepts(value, _name, path, errors): value is Shape<F> {
      const before = errors.length;
      if (!isJsonObject(value)) {
        errors.push({ field: at(path, 'body'), message: 'body must be a JSON object' });
        return false;
      }
      for (const key of Object.keys(value)) {
        if (!Object.hasOwn(fields, key) && !alsoAllowed.includes(key)) {
          errors.push({ field: at(path, key), message: `property ${key} should not exist` });
        }
      }
      for (const [key, field] of Object.entries(fields)) {
        const given = value[key];
        if (field.fallback !== undefined && (given === undefined || given === null)) {
          value[key] = field.fallback;
        } else field.accepts(given, key, at(path, key), errors);
      }
      return errors.length === before;
    },
  };
}

/**
 * A list of `size` objects of `item`, told as class-validator's IsArray, IsObject({ each }),
 * ArrayMinSize, ArrayMaxSize and ValidateNested({ each }) told it.
 */
export function list<F extends Fields>(
  item: ObjectField<F>,
  size: { min: number; max: number },
  itemDoc: SchemaDoc = item.doc,
): Field<Shape<F>[]> {
  /** ValidateNested's walk: into lists, then objects; anything else is no place for an item. */
  function nested(value: unknown, name: string, path: string, errors: FieldError[]): void {
    if (Array.isArray(value)) value.forEach((v, i) => nested(v, name, at(path, i), errors));
    else if (isObjectLike(value)) item.accepts(value, name, path, errors);
    else {
      const message = `each value in nested property ${name} must be either object or array`;
      errors.push({ field: path, message });
    }
  }
  return {
    doc: { type: 'array', minItems: size.min, maxItems: size.max, items: itemDoc },
    accepts(value, name, path, errors): value is Shape<F>[] {
      const before = errors.length;
      const eachObject = `each value in ${name} must be an object`;
      if (!Array.isArray(value)) {
        errors.push({ field: path, message: `${name} must be an array` });
        if (isObjectLike(value)) item.accepts(value, name, path, errors);
        else errors.push({ field: path, message: eachObject });
        return false;
      }
      if (!value.every(isObjectLike)) errors.push({ field: path, message: eachObject });
      else if (value.length < size.min) {
        errors.push({ field: path, message: `${name} must contain at least ${size.min} elements` });
      } else if (value.length > size.max) {
        const message = `${name} must contain no more than ${size.max} elements`;
        errors.push({ field: path, message });
      }
      value.forEach((v, i) => nested(v, name, at(path, i), errors));
      return errors.length === before;
    },
  };
}

/** `body` read as `schema`: the value (a copy, fallbacks filled in), or a 400 naming every fault. */
export function readBody<T>(schema: Field<T>, body: unknown): T {
  const copy: unknown = structuredClone(body);
  const errors: FieldError[] = [];
  if (schema.accepts(copy, 'body', '', errors)) return copy;
  throw validationRefusal(errors);
}
