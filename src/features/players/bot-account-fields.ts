import { IsString, Matches, MaxLength, MinLength } from 'class-validator';

/** Printable characters, not all blank; the length is MaxLength's to refuse (said once, not twice). */
const PRINTABLE_TEXT = /^(?=.*\S)[^\p{C}]+$/u;

/**
 * Decorators as they would stand stacked above a property, applied as stacking applies them (the
 * lowest first), so that the validators run, and their messages come, in the same order.
 */
function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
}

/** A bot account's owner contact, as made and as changed: 3-200 printable characters. */
export const OwnerContact = () =>
  stacked(
    IsString(),
    MinLength(3),
    MaxLength(200),
    Matches(PRINTABLE_TEXT, { message: 'owner must be printable characters' }),
  );

/** A bot account's public description, as made and as changed: 1-200 printable characters. */
export const BotDescription = () =>
  stacked(
    IsString(),
    MinLength(1),
    MaxLength(200),
    Matches(PRINTABLE_TEXT, { message: 'description must be printable characters' }),
  );
