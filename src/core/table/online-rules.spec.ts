import { describe, expect, it } from '@jest/globals';
import { apply, newGame, DEFAULT_RULES, currentTurn, type GameState } from '../engine/index.js';
import {
  deadlineFor,
  UNPACED_BOT_HOLD_MS,
  forfeitWinner,
  pauseAfter,
  playedByBot,
  waitsForPeople,
} from './online-rules.js';

const seat = (
  n: number,
  more: { botLevel?: string | null; away?: boolean; left?: boolean } = {},
) => ({
  seat: n,
  botLevel: more.botLevel ?? null,
  away: more.away ?? false,
  left: more.left ?? false,
});

describe('forfeitWinner', () => {
  it.each([
    { totals: [120, 300, 80], seat: 1, winner: 0 },
    { totals: [120, 300, 80], seat: 0, winner: 1 },
    { totals: [-40, -10, -20], seat: 1, winner: 2 },
    { totals: [0, 0, 0], seat: 0, winner: 1 },
    { totals: [50, 50, 50, 90], seat: 3, winner: 0 },
  ])('$totals, seat $seat forfeits: $winner wins', ({ totals, seat: s, winner }) => {
    expect(forfeitWinner(totals, s)).toBe(winner);
  });
});

const { state } = newGame({ rules: { ...DEFAULT_RULES }, seed: 'clock' });
const turn = currentTurn(state)!;
const now = new Date('2026-12-01T00:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const clocked = {
  status: 'playing',
  state,
  timeControl: { moveSeconds: 45, onTimeout: 'bot' as const },
  botPaceMs: 0,
};
const start = { now, abandonAfterMs: 1_800_000 };
const people = [seat(0), seat(1), seat(2)];
/** The seats with the one to act changed. */
const toAct = (more: Parameters<typeof seat>[1]) =>
  people.map((s) => (s.seat === turn ? seat(turn, more) : s));

/** The state after the seat to act passed: the deal has begun. */
function afterAPass(): GameState {
  const result = apply(state, turn, { type: 'pass' });
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('deadlineFor', () => {
  it('runs moveSeconds from now for a person to act', () => {
    expect(deadlineFor(clocked, people, start)).toEqual(later(45_000));
  });

  it('keeps a running deadline when asked (a cut out of turn)', () => {
    const keep = later(10_000);
    expect(deadlineFor(clocked, people, { ...start, keep })).toBe(keep);
  });

  it('has none untimed or outside play', () => {
    expect(deadlineFor({ ...clocked, timeControl: null }, people, start)).toBeNull();
    expect(deadlineFor({ ...clocked, status: 'finished' }, people, start)).toBeNull();
    expect(playedByBot(toAct({ away: true }), turn)).toBe(true);
    expect(playedByBot(people, turn)).toBe(false);
  });

  it("holds a bot's move with no pace for UNPACED_BOT_HOLD_MS, after which any instance takes it", () => {
    const unpaced = { ...clocked, botPaceMs: 0 };
    for (const seats of [toAct({ botLevel: 'basic' }), toAct({ away: true })]) {
      expect(deadlineFor(unpaced, seats, start)).toEqual(later(UNPACED_BOT_HOLD_MS));
      expect(deadlineFor(unpaced, seats, { ...start, pause: 'deal' })).toEqual(
        later(UNPACED_BOT_HOLD_MS),
      );
      const keep = later(10);
      expect(deadlineFor(unpaced, seats, { ...start, keep })).toBe(keep);
    }
    expect(UNPACED_BOT_HOLD_MS).toBeLessThanOrEqual(1_500);
  });

  it("gives a bot or an away seat's stand-in the game's pace, longer after a trick or a deal", () => {
    const paced = { ...clocked, timeControl: null, botPaceMs: 800 };
    for (const seats of [toAct({ botLevel: 'basic' }), toAct({ away: true })]) {
      expect(deadlineFor(paced, seats, start)).toEqual(later(800));
      expect(deadlineFor(paced, seats, { ...start, pause: 'trick' })).toEqual(later(1600));
      expect(deadlineFor(paced, seats, { ...start, pause: 'deal' })).toEqual(later(2400));
    }
    // A person's clock is not the bots' pace.
    expect(deadlineFor(paced, people, start)).toBeNull();
    expect(deadlineFor({ ...paced, timeControl: clocked.timeControl }, people, start)).toEqual(
      later(45_000),
    );
  });

  it('ends a game that waits for its people after the TTL, at once when every person left', () => {
    const bots = [seat(0, { botLevel: 'basic' }), seat(1, { botLevel: 'basic' })];
    const away = [...bots, seat(2, { away: true })];
    const left = [...bots, seat(2, { away: true, left: true })];
    expect(deadlineFor(clocked, away, start)).toEqual(later(1_800_000));
    expect(deadlineFor(clocked, left, start)).toEqual(now);
  });
});

describe('pauseAfter', () => {
  it.each([
    { types: ['card_played'], pause: 'move' },
    { types: ['card_played', 'trick_won'], pause: 'trick' },
    { types: ['trick_won', 'deal_scored', 'deal_revealed', 'deal_started'], pause: 'deal' },
    { types: ['redeal_demanded', 'deal_started'], pause: 'deal' },
  ])('$types: $pause', ({ types, pause }) => {
    expect(pauseAfter(types.map((type) => ({ type })))).toBe(pause);
  });
});

describe('waitsForPeople', () => {
  const bots = [seat(0, { botLevel: 'basic' }), seat(1, { botLevel: 'strong' })];

  it('waits when every person is away and nobody has made a bidding choice of the deal', () => {
    expect(waitsForPeople(clocked, [...bots, seat(2, { away: true })])).toBe(true);
    expect(
      waitsForPeople(clocked, [
        seat(0, { away: true }),
        seat(1, { away: true, left: true }),
        seat(2, { botLevel: 'basic' }),
      ]),
    ).toBe(true);
  });

  it('plays on while one person is there, or the deal in progress has begun', () => {
    expect(waitsForPeople(clocked, [...bots, seat(2)])).toBe(false);
    expect(waitsForPeople(clocked, [seat(0, { away: true }), seat(1), bots[0]])).toBe(false);
    const begun = { ...clocked, state: afterAPass() };
    expect(waitsForPeople(begun, [...bots, seat(2, { away: true })])).toBe(false);
    expect(
      waitsForPeople({ ...clocked, status: 'finished' }, [...bots, seat(2, { away: true })]),
    ).toBe(false);
  });
});
