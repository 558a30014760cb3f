import { describe, expect, it } from '@jest/globals';
import { newGame, DEFAULT_RULES, currentTurn } from '../engine/index.js';
import { deadlineFor, forfeitWinner, playedByBot } from './online-rules.js';

const seat = (n: number, more: { botLevel?: string | null; away?: boolean } = {}) => ({
  seat: n,
  botLevel: more.botLevel ?? null,
  away: more.away ?? false,
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

describe('deadlineFor', () => {
  const { state } = newGame({ rules: { ...DEFAULT_RULES }, seed: 'clock' });
  const turn = currentTurn(state)!;
  const now = new Date('2026-12-01T00:00:00.000Z');
  const clocked = {
    status: 'playing',
    state,
    timeControl: { moveSeconds: 45, onTimeout: 'bot' as const },
  };
  const people = [seat(0), seat(1), seat(2)];

  it('runs moveSeconds from now for a person to act', () => {
    expect(deadlineFor(clocked, people, now)).toEqual(new Date('2026-12-01T00:00:45.000Z'));
  });

  it('keeps a running deadline when asked (a cut out of turn)', () => {
    const keep = new Date('2026-12-01T00:00:10.000Z');
    expect(deadlineFor(clocked, people, now, keep)).toBe(keep);
  });

  it('has none untimed, outside play, or when a bot plays the seat to act', () => {
    expect(deadlineFor({ ...clocked, timeControl: null }, people, now)).toBeNull();
    expect(deadlineFor({ ...clocked, status: 'finished' }, people, now)).toBeNull();
    const botSeat = people.map((s) => (s.seat === turn ? seat(turn, { botLevel: 'basic' }) : s));
    const awaySeat = people.map((s) => (s.seat === turn ? seat(turn, { away: true }) : s));
    expect(deadlineFor(clocked, botSeat, now)).toBeNull();
    expect(deadlineFor(clocked, awaySeat, now)).toBeNull();
    expect(playedByBot(awaySeat, turn)).toBe(true);
    expect(playedByBot(people, turn)).toBe(false);
  });
});
