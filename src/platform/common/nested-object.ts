// Decorators for body fields that hold objects. class-validator's ValidateNested walks arrays as
// well as objects, so `[]`, `[[]]` or `[{...valid...}]` where one object belongs passed validation
// and reached the service as an array (a game whose time control was `[]` could never start).
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsArray, IsObject, ValidateIf, ValidateNested } from 'class-validator';

/**
 * Skips the field's other checks only when it is absent (or, if `nullable`, null). IsOptional
 * also skips null, which let `null` through where the contract does not allow it.
 */
export function Absentable(options: { nullable?: boolean } = {}): PropertyDecorator {
  return ValidateIf(
    (_object: object, value: unknown) =>
      value !== undefined && !(options.nullable === true && value === null),
  );
}

/** One object of class `type`, validated as it: never an array, a string, a number or null. */
export function NestedObject(type: () => new () => object): PropertyDecorator {
  return applyDecorators(IsObject(), ValidateNested(), Type(type));
}

/** A list of objects of class `type`, each validated as it and each an object, not a list. */
export function NestedObjectList(type: () => new () => object): PropertyDecorator {
  return applyDecorators(
    IsArray(),
    IsObject({ each: true }),
    ValidateNested({ each: true }),
    Type(type),
  );
}
