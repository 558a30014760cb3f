/**
 * Look-alikes of "Bot (expert)", the name the service gives an expert computer player: the six an
 * outside trial named in issue 42 (`ʙot`, `Bօt` with an Armenian o, `Bσt`, `Ьot`, `Ƅot`, `Boᴛ`),
 * and more from other scripts and symbols, to 17. Every one must be refused as a person's name
 * (src/platform/common/bot-like-name.ts); the spec and `npm run test:abuse` both try them.
 */
export const BOT_LOOK_ALIKES: readonly string[] = [
  'ʙot (expert)', // U+0299 Latin letter small capital B
  'Bօt (expert)', // U+0585 Armenian small letter oh
  'Bσt (expert)', // U+03C3 Greek small letter sigma
  'Ьot (expert)', // U+042C Cyrillic capital letter soft sign
  'Ƅot (expert)', // U+0184 Latin capital letter tone six
  'Boᴛ (expert)', // U+1D1B Latin letter small capital T
  'ᏴOT (expert)', // U+13F4 Cherokee letter yv
  'ᗷot (expert)', // U+15F7 Canadian syllabics carrier khe
  'Bⲟt (expert)', // U+2C9F Coptic small letter o
  'B๐t (expert)', // U+0E50 Thai digit zero
  'Bᴏt (expert)', // U+1D0F Latin letter small capital O
  'βot (expert)', // U+03B2 Greek small letter beta
  'Bo⊤ (expert)', // U+22A4 down tack
  'ʙᴏᴛ ᴇxᴘᴇʀᴛ', // small capitals throughout, no bracket
  'Вот ехреrt', // Cyrillic в о т е х р е, no bracket
  'Bоt (ехрегт)', // Cyrillic о, е х р е г т inside the bracket
  'Бот (эксперт)', // Russian for "bot (expert)"
];
