// The texts the web client builds from machine codes: a problem's code and a hint's explanation as
// sentences in English and Russian, with the service's own words for a code the page does not know.
import { describe, expect, it } from '@jest/globals';
import type { HintDto } from './api/index.js';
import { en } from './i18n-en.js';
import { ru } from './i18n-ru.js';
import { HINT_CODES, reasonText, type ExplainedHint } from './reasons.js';

const hint = (explanation?: ExplainedHint['explanation']): ExplainedHint => ({
  action: { type: 'pass' } satisfies HintDto['action'],
  reason: 'The English reason.',
  explanation,
});

const names = (t: typeof en) => ({
  card: (c: string) => (c === 'KS' ? t.card('KS') : c),
  suit: (s: string) => (s === 'H' ? t.suit('H') : s),
});

describe('the web client texts', () => {
  it('says a problem code as a sentence, and the detail for a code it does not know', () => {
    expect(en.problem('not_your_turn', 'detail')).toBe('It is not your turn.');
    expect(ru.problem('must_follow_suit', 'detail')).toBe('Нужно ходить в масть.');
    expect(en.problem('brand_new_code', 'The service says so.')).toBe('The service says so.');
    expect(en.problem(undefined, 'No code.')).toBe('No code.');
  });

  it("says a hint's explanation in either language, naming its cards and suits", () => {
    const play = hint({ code: 'take_trick', params: { card: 'KS' } });
    expect(reasonText(play, en.reasons, names(en))).toBe('Take the trick with the king of spades.');
    expect(reasonText(play, ru.reasons, names(ru))).toBe('Возьмите взятку: король пик.');
    const marriage = hint({
      code: 'declare_marriage',
      params: { suit: 'H', value: 100, card: 'KS' },
    });
    expect(reasonText(marriage, en.reasons, names(en))).toBe(
      'Lead the king of spades and declare the hearts marriage (100).',
    );
  });

  it('names a card in Russian first, or after a colon, a dash or "и", where its nominative reads right', () => {
    // A card after a verb would need the accusative ("отдать девятку"): the names are nominative.
    const card = ru.card('9H');
    const params = {
      ...{ card, first: card, second: card, suit: ru.suit('H'), value: 100, worth: 100, bid: 100 },
      ...{ min: 100, amount: 100, limit: 100, average: 1, passAverage: 1, samples: 4 },
      ...{ play: 1, surrender: 1 },
    };
    for (const code of HINT_CODES) {
      const before = ru.reasons[code](params).split(card).slice(0, -1);
      const wrong = before.filter((text) => !['', ': ', '— ', 'и '].includes(text.slice(-2)));
      expect([code, wrong]).toEqual([code, []]);
    }
  });

  it('falls back to the English reason for an unknown code or none', () => {
    expect(reasonText(hint({ code: 'new_idea', params: {} }), ru.reasons, names(ru))).toBe(
      'The English reason.',
    );
    expect(reasonText(hint(), ru.reasons, names(ru))).toBe('The English reason.');
  });

  it('has a sentence for every hint code, in both languages', () => {
    expect(Object.keys(en.reasons).sort()).toEqual([...HINT_CODES].sort());
    expect(Object.keys(ru.reasons).sort()).toEqual([...HINT_CODES].sort());
  });
});
