import { describe, expect, it } from '@jest/globals';
import { fillDue, formGroups, windowOf, WINDOW, type Candidate } from './matching.js';

const T0 = new Date('2026-12-02T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let n = 0;
function entry(
  rating: number,
  createdAt = T0,
  fill: number | null = null,
  player?: string,
): Candidate {
  n++;
  return { id: `e${n}`, playerId: player ?? `p${n}`, rating, createdAt, fillAfterSeconds: fill };
}
const ids = (groups: ReturnType<typeof formGroups>) =>
  groups.map((g) => ({ entries: g.entries.map((e) => e.id), bots: g.bots }));

describe('queue matching (src/features/queue/matching.ts)', () => {
  it('seats three close entries together, the oldest first', () => {
    const a = entry(10, at(0));
    const b = entry(11, at(1));
    const c = entry(9, at(2));
    expect(ids(formGroups([c, b, a], 3, at(3)))).toEqual([
      { entries: [a.id, b.id, c.id], bots: 0 },
    ]);
  });

  it('leaves too few entries waiting until a fill delay passes', () => {
    const a = entry(0, at(0), 30);
    const b = entry(0, at(5), 30);
    expect(formGroups([a, b], 3, at(29))).toEqual([]);
    expect(ids(formGroups([a, b], 3, at(30)))).toEqual([{ entries: [a.id, b.id], bots: 1 }]);
  });

  it('never fills with computer players an entry that refuses them', () => {
    const a = entry(0, at(0), null);
    const b = entry(0, at(0), 1);
    // b's delay passed: it takes the computer players, a (which refuses them) keeps waiting.
    expect(ids(formGroups([a, b], 3, at(600)))).toEqual([{ entries: [b.id], bots: 2 }]);
  });

  it('prefers close ratings, and the window widens with waiting', () => {
    const a = entry(0, at(0));
    const far = entry(20, at(1));
    const b = entry(1, at(2));
    const c = entry(2, at(3));
    expect(ids(formGroups([a, far, b, c], 3, at(3)))).toEqual([
      { entries: [a.id, b.id, c.id], bots: 0 },
    ]);
    // Alone with a and an equal b, `far` is out of reach until a's window covers 20 points.
    const equal = entry(0, at(2));
    const reach = (20 - WINDOW.start) / WINDOW.perSecond;
    expect(formGroups([a, far, equal], 3, at(reach - 1))).toEqual([]);
    expect(ids(formGroups([a, far, equal], 3, at(reach)))).toEqual([
      { entries: [a.id, equal.id, far.id], bots: 0 },
    ]);
    expect(windowOf(a, at(10))).toBe(WINDOW.start + 10 * WINDOW.perSecond);
  });

  it('forms as many tables as it can, and never seats one player twice', () => {
    const list = [0, 1, 2, 3, 4, 5, 6].map((s) => entry(0, at(s)));
    const twice = entry(0, at(0), null, list[1].playerId);
    const groups = formGroups([...list, twice], 3, at(10));
    expect(groups.map((g) => g.entries.length)).toEqual([3, 3]);
    const players = groups.flatMap((g) => g.entries.map((e) => e.playerId));
    expect(new Set(players).size).toBe(players.length);
  });

  it('says when an entry accepts computer players', () => {
    expect(fillDue(entry(0, at(0), 0), at(0))).toBe(true);
    expect(fillDue(entry(0, at(0), null), at(1e6))).toBe(false);
  });
});
