import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Characters that are letters or symbols to Unicode yet render as blank space: the Hangul fillers
 * and the blank Braille pattern (names made of U+3164 and U+2800 only were accepted).
 */
export const BLANK_LOOKING = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const MARK = /\p{M}/u;
const VISIBLE_BASE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** Scripts such as Devanagari put one or two marks on a letter; Zalgo text stacks many more. */
const MAX_MARKS_IN_A_ROW = 3;
const MAX_MARKS_PER_BASE = 2;

/** Whether a name shows something: a visible character, and not mostly combining marks. */
export function isVisibleName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  let bases = 0;
  let marks = 0;
  let run = 0;
  for (const ch of value.replace(BLANK_LOOKING, ' ')) {
    if (MARK.test(ch)) {
      marks++;
      if (++run > MAX_MARKS_IN_A_ROW) return false;
      continue;
    }
    run = 0;
    if (VISIBLE_BASE.test(ch)) bases++;
  }
  return bases > 0 && marks <= bases * MAX_MARKS_PER_BASE;
}

export function IsVisibleName(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isVisibleName',
      validator: {
        validate: isVisibleName,
        defaultMessage: () =>
          '$property must show a visible character and not be mostly combining marks',
      },
    },
    options,
  );
}
