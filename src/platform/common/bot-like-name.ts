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
 * The ways each character of a name may read (after NFKC, with enclosed letters such as 🅱 unboxed
 * before they could be dropped as symbols). In either case: the table takes some letters' two
 * cases for different letters (б for 6 but Б for B, η for n but Η for H), and a name that needed
 * one casing for one letter and another for the next ("бot raηdom") passed when the whole name was
 * read in one casing. And as a letter or as nothing: a symbol may be taken for a letter (the table
 * reads ⊤ as T: "Bo⊤") or stand between words (it reads | as l, yet "Bot|expert" is "Bot expert").
 */
const waysOf = (text: string): string[][] => [...unboxed(text.normalize('NFKC'))].map(waysOfChar);

/**
 * Characters already read: read six ways at each call, a 40-character name took 80 µs, five times
 * as long as when read whole in three casings; now 7 µs. Bounded: names may hold any character.
 */
const WAYS = new Map<string, string[]>();
const MAX_WAYS = 4096;

function waysOfChar(ch: string): string[] {
  let ways = WAYS.get(ch);
  if (ways === undefined) {
    if (WAYS.size >= MAX_WAYS) WAYS.clear();
    const cased = [ch, ch.toLowerCase(), ch.toUpperCase()];
    ways = [...new Set(cased.flatMap((c) => [fold(c), fold(letters(c))]))];
    WAYS.set(ch, ways);
  }
  return ways;
}

/** Whether the characters, each read one of its ways, can read as a text starting with `start`. */
function canStartWith(ways: readonly string[][], start: string): boolean {
  let reached = new Set([0]);
  for (const options of ways) {
    const next = new Set<number>();
    for (const at of reached) {
      for (const read of options) {
        const end = at + read.length;
        if (end >= start.length) {
          if (read.startsWith(start.slice(at))) return true;
        } else if (start.startsWith(read, at)) next.add(end);
      }
    }
    if (next.size === 0) return false;
    reached = next;
  }
  return false;
}

/** How a computer player is named: by the service, and by the web client in Russian. */
const BOT_WORDS = ['bot', 'computer', 'компьютер'].map(fold);
/** The levels' names in both languages of the web client (web/src/i18n-ru.ts). */
const LEVEL_WORDS = [...DECISION_LEVELS, 'случайный', 'простой', 'сильный', 'эксперт'].map(fold);
/** How a computer player's name starts, read: a bot word and a bracket. */
const BOT_AND_BRACKET = BOT_WORDS.map((bot) => `${bot}(`);
/** Or, brackets dropped, a bot word and a level's name. */
const BOT_AND_LEVEL = BOT_WORDS.flatMap((bot) => LEVEL_WORDS.map((level) => bot + level));

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
  const ways = waysOf(value);
  if (BOT_AND_BRACKET.some((start) => canStartWith(ways, start))) return true;
  const bare = ways.map((options) => [...new Set(options.map((read) => read.replaceAll('(', '')))]);
  return BOT_AND_LEVEL.some((start) => canStartWith(bare, start));
}

/**
 * Whether a name reads as one of the service's own computer players, `Bot (<level>)` or
 * `Computer (...)`: refused even for a bot account (issue 49), which may otherwise call itself a
 * bot ("MyBot", "Bot expert") since it is shown as one.
 */
export function isServiceBotName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const ways = waysOf(value);
  return BOT_AND_BRACKET.some((start) => canStartWith(ways, start));
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
