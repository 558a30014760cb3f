import { ValidateBy, type ValidationOptions } from 'class-validator';
import { DECISION_LEVELS } from '../bots/index.js';
import { BLANK_LOOKING } from './visible-name.js';

/**
 * Letters of other scripts that read as Latin ones (Cyrillic в о т е к р с х, Greek β ο τ ε κ ρ),
 * and a digit that reads as a letter (an outside trial seated "B0t (expert)"): NFKC folds
 * full-width forms, not these.
 */
const LOOK_ALIKES: Record<string, string> = {
  в: 'b',
  β: 'b',
  о: 'o',
  ο: 'o',
  т: 't',
  τ: 't',
  е: 'e',
  ε: 'e',
  к: 'k',
  κ: 'k',
  р: 'p',
  ρ: 'p',
  с: 'c',
  х: 'x',
  '0': 'o',
};
/**
 * What may stand around "bot" and its level without changing how the name reads, besides the
 * blank-looking letters of visible-name.ts: spaces, dashes, punctuation and symbols. An opening
 * bracket is kept apart: "Bot (" reads as a computer player's name, whatever follows.
 */
const SEPARATORS = /(?!\()[\s\p{Cf}\p{P}\p{S}]/gu;
const OPENING = /[([{<]/gu;
/** Accents, once a letter is decomposed: "Bót" reads as "Bot". */
const MARKS = /\p{M}/gu;

/**
 * The letters a name reads as: case, accents, look-alikes and everything between them dropped,
 * but an opening bracket kept as "(".
 */
function fold(text: string): string {
  const plain = text.normalize('NFKC').normalize('NFD').replace(MARKS, '').toLowerCase();
  return [...plain.replace(BLANK_LOOKING, '').replace(OPENING, '(').replace(SEPARATORS, '')]
    .map((ch) => LOOK_ALIKES[ch] ?? ch)
    .join('');
}
/** How a computer player is named: by the service, and by the web client in Russian. */
const BOT_WORDS = ['bot', 'computer', 'компьютер'].map(fold);
/** The levels' names in both languages of the web client (web/src/i18n-ru.ts). */
const LEVEL_WORDS = [...DECISION_LEVELS, 'случайный', 'простой', 'сильный', 'эксперт'].map(fold);

/**
 * Whether a name reads as a computer player's, `Bot (<level>)` (src/lobby/lobby.service.ts) or
 * as the web client shows one (`Компьютер (простой)`): a person who took it would pass for a bot
 * at the table (outside trials seated "Bot (expert)", "bot expert", "B0t (expert)"). The name is
 * read with case, accents, spaces, punctuation, brackets and look-alike letters dropped: "bot"
 * (or "computer", "компьютер") followed by a bracket, or by a level's name.
 */
export function isBotLikeName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const read = fold(value);
  const bare = read.replaceAll('(', '');
  return BOT_WORDS.some(
    (bot) =>
      read.startsWith(`${bot}(`) || LEVEL_WORDS.some((level) => bare.startsWith(bot + level)),
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
