// Where each seat sits on the screen: the own seat at the bottom (a spectator sees seat 0 there),
// the others clockwise from the left, as they follow in play.
export type Place = 'bottom' | 'left' | 'top' | 'right';

const AROUND: Record<number, Place[]> = {
  3: ['bottom', 'left', 'right'],
  4: ['bottom', 'left', 'top', 'right'],
};

export function placeOf(seat: number, bottom: number, players: number): Place {
  const order = AROUND[players] ?? AROUND[3];
  return order[(seat - bottom + players) % players] ?? 'top';
}
