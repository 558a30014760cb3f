import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULES, newGame } from '../engine/index.js';
import {
  decideAbandon,
  decideBack,
  decideClockRestart,
  decideForfeit,
  decideLeave,
} from './decide-online.js';
import type { Decided } from './decide-move.js';
import type { GameData } from './game-record.js';
import { seatRecord } from './testing.js';

const now = new Date('2026-12-01T10:00:00Z');
const context = { now, abandonAfterMs: 1_800_000 };
const { state } = newGame({ rules: { ...DEFAULT_RULES }, seed: 'decide-online' });
const game: GameData = {
  id: '00000000-0000-4000-8000-000000000003',
  name: null,
  status: 'playing',
  players: 3,
  rules: { ...DEFAULT_RULES },
  version: 6,
  eventSeq: 12,
  state: { ...state, totals: [120, 300, 80] },
  winner: null,
  serverCommitment: null,
  createdAt: now,
  timeControl: null,
  visibility: 'public',
  deadline: null,
  result: null,
  rematchId: null,
  lastTimeout: null,
  botPaceMs: 800,
  rated: false,
};
const seat = seatRecord;
const people = [seat(0), seat(1), seat(2)];
function value<T>(decided: Decided<T>): T {
  if (!decided.ok) throw decided.refusal;
  return decided.value;
}
const code = (decided: Decided<unknown>) => (decided.ok ? null : decided.refusal.code);

describe('decideLeave', () => {
  it('frees the seat of a waiting game', () => {
    const waiting = { ...game, status: 'waiting' as const, state: null };
    const change = value(decideLeave(waiting, people, 1, context))!;
    expect(change.freedSeat).toBe(1);
    expect(change.seats.map((s) => s.seat)).toEqual([0, 2]);
    expect(change.events).toEqual([{ type: 'player_left', seat: 1, running: false }]);
    expect([change.after.version, change.after.eventSeq, change.viewer]).toEqual([7, 13, null]);
  });

  it("closes a waiting game its last person leaves to computer players, not a bot account's", () => {
    const waiting = { ...game, status: 'waiting' as const, state: null };
    const computer = seat(1, { botLevel: 'basic' });
    const change = value(decideLeave(waiting, [seat(0), computer], 0, context))!;
    expect(change.events).toEqual([
      { type: 'player_left', seat: 0, running: false },
      { type: 'game_closed', reason: 'not_filled' },
    ]);
    expect([change.after.status, change.freedSeat, change.after.eventSeq]).toEqual([
      'closed',
      0,
      14,
    ]);
    const program = seat(2, { botAccount: true });
    const stays = value(decideLeave(waiting, [seat(0), computer, program], 0, context))!;
    expect([stays.after.status, stays.events.length]).toEqual(['waiting', 1]);
    const alone = value(decideLeave(waiting, [seat(0)], 0, context))!;
    expect(alone.after.status).toBe('waiting');
  });

  it('leaves a running seat to a bot, away for good', () => {
    const change = value(decideLeave(game, people, 2, context))!;
    expect(change.seatChanges).toEqual([seat(2, { away: true, left: true })]);
    expect(change.events).toEqual([{ type: 'player_left', seat: 2, running: true }]);
    expect([change.after.status, change.freedSeat]).toEqual(['playing', null]);
  });

  it('ends a game with the forfeit policy: the highest total among the others wins', () => {
    const forfeit = { ...game, timeControl: { moveSeconds: 30, onTimeout: 'forfeit' as const } };
    const change = value(decideLeave(forfeit, people, 1, context))!;
    expect(change.events.map((e) => e.type)).toEqual(['player_left', 'game_forfeited']);
    expect(change.seatChanges).toEqual([seat(1, { away: true, left: true })]);
    expect(change.seats[1].left).toBe(true);
    expect(change.after).toMatchObject({
      status: 'finished',
      winner: 0,
      result: { reason: 'forfeit', seat: 1 },
      deadline: null,
    });
  });

  it('refuses a finished game', () => {
    expect(code(decideLeave({ ...game, status: 'finished' }, people, 0, context))).toBe(
      'game_not_running',
    );
  });

  it('changes nothing for a seat out of the game already: its player left, or its forfeit', () => {
    const gone = [seat(0, { away: true, left: true }), seat(1), seat(2)];
    expect(decideLeave(game, gone, 0, context)).toEqual({ ok: true, value: null });
    const over = { ...game, status: 'finished' as const, winner: 1 };
    expect(decideLeave(over, gone, 0, context)).toEqual({ ok: true, value: null });
    const forfeited = { ...over, result: { reason: 'forfeit' as const, seat: 2 } };
    expect(decideLeave(forfeited, people, 2, context)).toEqual({ ok: true, value: null });
    // Another seat of that game did not forfeit it: the game is over for it.
    expect(code(decideLeave(forfeited, people, 1, context))).toBe('game_not_running');
  });
});

describe('decideBack', () => {
  it('brings an away seat back, answering its own view', () => {
    const away = [seat(0), seat(1, { away: true, timeouts: 2 }), seat(2)];
    const change = value(decideBack(game, away, 1, context))!;
    expect(change.seatChanges).toEqual([seat(1)]);
    expect(change.events).toEqual([{ type: 'seat_back', seat: 1 }]);
    expect(change.viewer).toBe(1);
  });

  it('changes nothing for a seat that is not away; refuses outside play or after leaving', () => {
    expect(value(decideBack(game, people, 1, context))).toBeNull();
    expect(code(decideBack({ ...game, status: 'finished' }, people, 1, context))).toBe(
      'game_not_running',
    );
    const gone = [seat(0), seat(1, { away: true, left: true }), seat(2)];
    expect(code(decideBack(game, gone, 1, context))).toBe('seat_left');
  });
});

describe('decideForfeit and decideAbandon', () => {
  it('a timeout under the forfeit policy: its event first, then the forfeit', () => {
    const first = [{ type: 'turn_timed_out' as const, seat: 0, onTimeout: 'forfeit' as const }];
    const change = decideForfeit(game, people, 0, first, context);
    expect(change.events[1]).toEqual({
      type: 'game_forfeited',
      seat: 0,
      winner: 1,
      totals: [120, 300, 80],
    });
    expect(change.after.eventSeq).toBe(14);
  });

  it('abandons a game only while it waits for its people', () => {
    expect(decideAbandon(game, people, context)).toBeNull();
    const away = [seat(0, { botLevel: 'basic' }), seat(1, { away: true }), seat(2, { away: true })];
    const change = decideAbandon(game, away, context)!;
    expect(change.events).toEqual([{ type: 'game_abandoned', totals: [120, 300, 80] }]);
    expect(change.after).toMatchObject({ status: 'finished', winner: null, deadline: null });
    expect(change.after.result).toEqual({ reason: 'abandoned', seat: null });
  });
});

describe('decideClockRestart', () => {
  // An operator's trial: the database away past a turn's deadline forfeited the player's game.
  const timed: GameData = { ...game, timeControl: { moveSeconds: 30, onTimeout: 'forfeit' } };
  const turn = state.deal!.turn!;

  it("starts the person's turn over: a full turn from now, one event, a new version", () => {
    const change = decideClockRestart(timed, people, context)!;
    expect(change.events).toEqual([{ type: 'turn_clock_restarted', seat: turn }]);
    expect(change.after.version).toBe(timed.version + 1);
    expect(change.after.deadline).toEqual(new Date(now.getTime() + 30_000));
    expect([change.after.status, change.seatChanges, change.freedSeat]).toEqual([
      'playing',
      [],
      null,
    ]);
  });

  it('restarts nothing without a clock, for a bot, or in a game that is over', () => {
    expect(decideClockRestart(game, people, context)).toBeNull();
    const bot = people.map((s) => (s.seat === turn ? { ...s, botLevel: 'basic' as const } : s));
    expect(decideClockRestart(timed, bot, context)).toBeNull();
    expect(decideClockRestart({ ...timed, status: 'finished' }, people, context)).toBeNull();
  });
});
