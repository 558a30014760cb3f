import { describe, expect, it } from '@jest/globals';
import { BOT_LOOK_ALIKES } from '../../../scripts/bot-look-alikes.js';
import { isBotLikeName } from './bot-like-name.js';

describe('isBotLikeName', () => {
  it.each([
    'Bot (expert)',
    'bot(strong)',
    ' BOT ( basic )',
    'Вот (expert)',
    'Bοt (x)',
    'Bot\u200B(random)',
    'Ｂｏｔ（expert）',
    // Found by an outside trial after the first version.
    'Bot-(basic)',
    'Bot_(basic)',
    'Bot [basic]',
    'bot <strong>',
    // Found by the eighth session's outside trial: a level's name with no bracket, a digit zero.
    'bot expert',
    'Bot – strong',
    'B0t (expert)',
    'B0t (Еxpert)',
    'Bot-basic',
    // Found by the eighth session's review: the web client's Russian name, a look-alike inside
    // the level, leading punctuation, an accent.
    'Компьютер (простой)',
    'computer expert',
    'bot Еxpert',
    '•Bot (expert)',
    '"Bot (expert)"',
    'Bót (expert)',
    // Issue 42: look-alikes a hand-made list missed (small capitals, Armenian, Greek, Cherokee,
    // Coptic, Thai, symbols), read now by the confusables skeleton of UTS #39.
    ...BOT_LOOK_ALIKES,
    // A symbol the table reads as a letter, and the same symbol as a separator.
    'Bo⊤ basic',
    'Bot|expert',
  ])('reads %j as a computer player', (name) => expect(isBotLikeName(name)).toBe(true));

  it.each([
    'Anna',
    'Bot',
    'Botanist',
    'Robot (me)',
    'The Bot (fan)',
    'Bo t',
    'Botox [x]',
    'Bot fan',
    'Компьютерщик',
    'Computer nerd',
    'Аня',
    'Botanist basic',
    // Words that start like "bot" and people's names in Cyrillic are names, look-alike letters
    // or not: only "bot" (or "computer", "компьютер") with a bracket or a level's name is refused.
    'Bottle',
    'Robot fan',
    'Бот',
    'Вот и я',
    'Вова',
    'Борис',
    'Тот самый',
    'Bo (expert)',
    'Boss (expert)',
    'Straße',
  ])('reads %j as a person', (name) => expect(isBotLikeName(name)).toBe(false));
});
