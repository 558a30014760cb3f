import { ValidateBy, type ValidationOptions } from 'class-validator';
import { DECISION_LEVELS } from '../../core/computer/index.js';
import { caselessSkeleton } from './confusable-skeleton.js';
import { unboxed } from './enclosed-letters.js';
import { BLANK_LOOKING } from './visible-name.js';

/**
 * What may stand around "bot" and its level without changing how the name reads, besides the
 * blank-looking letters of visible-name.ts: spaces, dashes, punctuation and symbols. An opening
 * bracket is kept apart: "Bot (" reads as a computer player's name, whatever follows.
 */
const SEPARATORS = /(?!\()[\s\p{Cf}\p{P}\p{S}]/gu;
const OPENING = /[([{<]/gu;

/** Everything between the letters dropped, but an opening bracket kept as "(". */
const letters = (text: string) =>
  text.replace(BLANK_LOOKING, '').replace(OPENING, '(').replace(SEPARATORS, '');

/**
 * The letters a name reads as: its caseless confusables skeleton (UTS #39, confusable-skeleton.ts:
 * look-alike letters and digits of any script, accents and case dropped) with everything between
 * the letters dropped.
 */
const fold = (text: string) => letters(caselessSkeleton(text));

/**
 * The name as written, in small letters and in capitals (after NFKC, with enclosed letters such as
 * 🅱 unboxed before they could be dropped as symbols). The table takes some letters' two cases
 * for different letters (б for 6 but Б for B), so a name is read in each: what one casing of it is
 * refused for, every casing is.
 */
const casings = (text: string) => {
  const plain = unboxed(text.normalize('NFKC'));
  return [...new Set([plain, plain.toLowerCase(), plain.toUpperCase()])];
};

/**
 * The ways a name may read, in each casing: symbols taken for letters (the table reads ⊤ as T:
 * "Bo⊤") or dropped as separators first (it reads | as l, yet "Bot|expert" is "Bot expert").
 */
const readings = (text: string) =>
  casings(text).flatMap((cased) => [fold(cased), fold(letters(cased))]);

/** How a computer player is named: by the service, and by the web client in Russian. */
const BOT_WORDS = ['bot', 'computer', 'компьютер'].map(fold);
/** The levels' names in both languages of the web client (web/src/i18n-ru.ts). */
const LEVEL_WORDS = [...DECISION_LEVELS, 'случайный', 'простой', 'сильный', 'эксперт'].map(fold);

/**
 * Whether a name reads as a computer player's, `Bot (<level>)` (src/features/lobby/lobby.service.ts) or
 * as the web client shows one (`Компьютер (простой)`): a person who took it would pass for a bot
 * at the table (outside trials seated "Bot (expert)", "bot expert", "B0t (expert)"). The name is
 * read with case, accents, spaces, punctuation and brackets dropped and every letter or digit as
 * its confusables skeleton (UTS #39): "bot" (or "computer", "компьютер") followed by a bracket,
 * or by a level's name. The skeleton comes from the Unicode consortium's table, not from a list
 * of look-alikes found one by one (an outside trial passed 17 past such a list: `ʙot (expert)`,
 * `Bօt` with an Armenian o, `Bσt`, `Ьot`, `Ƅot`, `Boᴛ`).
 */
export function isBotLikeName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return readings(value).some((read) => {
    const bare = read.replaceAll('(', '');
    return BOT_WORDS.some(
      (bot) =>
        read.startsWith(`${bot}(`) || LEVEL_WORDS.some((level) => bare.startsWith(bot + level)),
    );
  });
}

/**
 * Whether a name reads as one of the service's own computer players, `Bot (<level>)` or
 * `Computer (...)`: refused even for a bot account (issue 49), which may otherwise call itself a
 * bot ("MyBot", "Bot expert") since it is shown as one.
 */
export function isServiceBotName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return readings(value).some((read) => BOT_WORDS.some((bot) => read.startsWith(`${bot}(`)));
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
