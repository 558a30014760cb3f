// Which view of a game the web client keeps when two arrive (web/src/view-order.ts).
import { describe, expect, it } from '@jest/globals';
import type { GameViewDto } from './api/index.js';
import { keptView } from './view-order.js';

/** A view of `version`, a seat's (with `you`) or a spectator's. */
function viewOf(version: number, seat: boolean): GameViewDto {
  const you = seat ? ({ seat: 1 } as unknown as GameViewDto['you']) : null;
  return { version, you } as GameViewDto;
}

describe('the view the web client keeps', () => {
  it('is the first one, then the newest version, whoever read it', () => {
    const seat5 = viewOf(5, true);
    expect(keptView(null, seat5)).toBe(seat5);
    const spectator6 = viewOf(6, false);
    expect(keptView(seat5, spectator6)).toBe(spectator6);
    expect(keptView(spectator6, seat5)).toBe(spectator6);
  });

  it("keeps a seat's view over a spectator's of the same version (a read begun before sitting down)", () => {
    const seat = viewOf(7, true);
    const spectator = viewOf(7, false);
    expect(keptView(seat, spectator)).toBe(seat);
    expect(keptView(spectator, seat)).toBe(seat);
  });

  it('takes the later of two views of one version read alike', () => {
    const first = viewOf(7, true);
    const second = viewOf(7, true);
    expect(keptView(first, second)).toBe(second);
  });
});
