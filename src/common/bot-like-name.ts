import { ValidateBy, type ValidationOptions } from 'class-validator';
import { DECISION_LEVELS } from '../bots/index.js';
import { BLANK_LOOKING } from './visible-name.js';

/**
 * Letters of other scripts that read as the Latin ones of "bot" (Cyrillic в о т, Greek β ο τ):
 * NFKC folds full-width forms, not these.
 */
const LOOK_ALIKES: Record<string, string> = {
  в: 'b',
  β: 'b',
  о: 'o',
  ο: 'o',
  т: 't',
  τ: 't',
  // A digit that reads as the letter (an outside trial seated "B0t (expert)").
  '0': 'o',
};
/**
 * What may stand between "bot" and its level without changing how the name reads, besides the
 * blank-looking letters of visible-name.ts.
 */
const SEPARATORS = /[\s\p{Cf}\p{Pd}_.:]/gu;
/** Brackets that read as the parenthesis of `Bot (<level>)`. */
const OPENING = /[[{<]/gu;
/** Any bracket, for "bot" followed by a level's name with or without one. */
const BRACKETS = /[()[\]{}<>]/gu;

/**
 * Whether a name reads as the service's own name for a computer player, `Bot (<level>)` (src/
 * lobby/lobby.service.ts): a person who took it would pass for a bot at the table (an outside
 * trial seated "Bot (expert)"), or "bot" followed by a level's name ("bot expert", "Bot – strong").
 * Case, spaces, dashes, brackets and look-alike letters do not matter.
 */
export function isBotLikeName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const folded = [
    ...value.normalize('NFKC').toLowerCase().replace(BLANK_LOOKING, '').replace(SEPARATORS, ''),
  ]
    .map((ch) => LOOK_ALIKES[ch] ?? ch)
    .join('')
    .replace(OPENING, '(');
  const bare = folded.replace(BRACKETS, '');
  return (
    folded.startsWith('bot(') || DECISION_LEVELS.some((level) => bare.startsWith(`bot${level}`))
  );
}

export function IsNotBotLikeName(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotBotLikeName',
      validator: {
        validate: (value) => !isBotLikeName(value),
        defaultMessage: () =>
          '$property must not read as a computer player\'s name ("Bot (<level>)"): those are the service\'s',
      },
    },
    options,
  );
}
