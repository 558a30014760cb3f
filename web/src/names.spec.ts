// My games named two computers of one level alike ("Компьютер (простой), Компьютер (простой)"),
// where the table numbers them by seat (a player trial).
import { describe, expect, it } from '@jest/globals';
import { en } from './i18n-en.js';
import { ru } from './i18n-ru.js';
import { opponentNamer } from './names.js';

describe('opponentNamer', () => {
  const opponents = [
    { seat: 0, name: 'Bot (basic)', bot: 'basic' },
    { seat: 2, name: 'Bot (basic)', bot: 'basic' },
    { seat: 3, name: 'Anna', bot: null },
  ];

  it('numbers a name two opponents share by seat, as the table does', () => {
    const named = opponentNamer(opponents, ru);
    const basic = ru.botName('basic');
    expect(opponents.map(named)).toEqual([`${basic} 1`, `${basic} 3`, 'Anna']);
  });

  it('leaves a name no one else holds as it is, and names no one as nothing', () => {
    const named = opponentNamer([opponents[0], opponents[2]], en);
    expect(named(opponents[0])).toBe(en.botName('basic'));
    expect(named(opponents[2])).toBe('Anna');
    expect(named(undefined)).toBe('');
  });
});
