import { describe, expect, it } from '@jest/globals';
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
  ])('reads %j as a computer player', (name) => expect(isBotLikeName(name)).toBe(true));

  it.each([
    'Anna',
    'Bot',
    'Botanist',
    'Robot (me)',
    'The Bot (fan)',
    'Bo t',
    'Bot-basic',
    'Botox [x]',
  ])('reads %j as a person', (name) => expect(isBotLikeName(name)).toBe(false));
});
