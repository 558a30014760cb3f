// The places of a finished game's result: equal totals share a place. A forfeit's winner is the
// highest total among the others, and the page put it first and a seat with the same total second.
import { describe, expect, it } from '@jest/globals';
import type { GameResultDto } from './api/index.js';
import { finishingOrder, placesOf, type FinishedView } from './finishing-places.js';
import { TABLE_EN } from './table-texts-en.js';
import { TABLE_RU } from './table-texts-ru.js';

const seat = (n: number, total: number, more: Partial<FinishedView['seats'][number]> = {}) => ({
  seat: n,
  total,
  left: false,
  kind: 'person' as const,
  ...more,
});

function game(
  totals: number[],
  winner: number | null,
  result: GameResultDto | null = { reason: 'points', seat: null },
  more: Record<number, Partial<FinishedView['seats'][number]>> = {},
): FinishedView {
  return { seats: totals.map((total, n) => seat(n, total, more[n])), winner, result };
}

describe('the finishing places', () => {
  it('puts the winner of a forfeit and a seat with the same total both first', () => {
    const forfeit = game([420, 420, 300], 1, { reason: 'forfeit', seat: 2 });
    expect(placesOf(forfeit)).toEqual([1, 1, 3]);
    expect(finishingOrder(forfeit).map((s) => s.seat)).toEqual([1, 0, 2]);
    const names = placesOf(forfeit).map(TABLE_EN.placeName);
    expect(names).toEqual(['1st', '1st', '3rd']);
    expect(placesOf(forfeit).map(TABLE_RU.placeName)).toEqual(['1-е', '1-е', '3-е']);
  });

  it('shares a place between equal totals below the winner, and counts the places above', () => {
    expect(placesOf(game([1005, 300, 300, 120], 0))).toEqual([1, 2, 2, 4]);
    expect(placesOf(game([1000, 200, 450], 0))).toEqual([1, 3, 2]);
  });

  it('puts the seat that forfeited last even with the highest total', () => {
    expect(placesOf(game([800, 200, 200], 1, { reason: 'forfeit', seat: 0 }))).toEqual([3, 1, 1]);
  });

  it('puts a seat whose player left last, and every person of an abandoned game', () => {
    expect(placesOf(game([900, 500, 100], 0, undefined, { 1: { left: true } }))).toEqual([1, 3, 2]);
    const abandoned = game(
      [600, 400, 400],
      null,
      { reason: 'abandoned', seat: null },
      {
        1: { kind: 'computer' },
        2: { kind: 'computer' },
      },
    );
    expect(placesOf(abandoned)).toEqual([3, 1, 1]);
    // A bot account is a player as a person is: the service places it last too.
    const withBotAccount = game(
      [600, 400, 300],
      null,
      { reason: 'abandoned', seat: null },
      { 1: { kind: 'bot' }, 2: { kind: 'computer' } },
    );
    expect(placesOf(withBotAccount)).toEqual([2, 2, 1]);
  });
});
