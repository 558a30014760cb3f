import { describe, expect, it } from '@jest/globals';
import { apply, currentTurn, DEFAULT_RULES, newGame } from '../engine/index.js';
import { decideMove, type MoveRequest } from './decide-move.js';
import type { GameData } from './game-record.js';
import { seatRecord } from './testing.js';
import { UNPACED_BOT_HOLD_MS } from './online-rules.js';

const now = new Date('2026-12-01T10:00:00Z');
const context = { now, abandonAfterMs: 1_800_000 };
const { state } = newGame({ rules: { ...DEFAULT_RULES }, seed: 'decide-move' });
const turn = currentTurn(state)!;
const game: GameData = {
  id: '00000000-0000-4000-8000-000000000002',
  name: null,
  status: 'playing',
  players: 3,
  rules: { ...DEFAULT_RULES },
  version: 4,
  eventSeq: 9,
  state,
  winner: null,
  serverCommitment: null,
  createdAt: now,
  timeControl: { moveSeconds: 30, onTimeout: 'bot' },
  visibility: 'public',
  deadline: new Date(now.getTime() + 10_000),
  result: null,
  rematchId: null,
  lastTimeout: null,
  botPaceMs: 0,
  rated: false,
};
const seat = seatRecord;
const people = [seat(0), seat(1), seat(2)];
const pass = (more: Partial<MoveRequest> = {}): MoveRequest => ({
  seat: turn,
  action: { type: 'pass' },
  ifMatch: null,
  mover: 'person',
  ...more,
});
const refusal = (decided: ReturnType<typeof decideMove>) =>
  decided.ok ? null : { status: decided.refusal.status, code: decided.refusal.code };

describe('decideMove', () => {
  it("answers the next record, the engine's events and the next turn's deadline", () => {
    const decided = decideMove(game, people, pass(), apply, context);
    if (!decided.ok) throw decided.refusal;
    const { after, events, seatChanges, timeout } = decided.value;
    expect([after.version, after.eventSeq]).toEqual([5, 9 + events.length]);
    expect(events.map((e) => e.type)).toContain('pass');
    expect(after.state && currentTurn(after.state)).not.toBe(turn);
    expect(after.deadline).toEqual(new Date(now.getTime() + 30_000));
    expect([seatChanges, timeout]).toEqual([[], null]);
    // The record as read is left as it was: the decision is data, written by the caller.
    expect(game.version).toBe(4);
  });

  it('counts a timeout against the seat, names it first in the log, and remembers it', () => {
    const decided = decideMove(
      game,
      people,
      pass({ mover: 'timeout', ifMatch: 4 }),
      apply,
      context,
    );
    if (!decided.ok) throw decided.refusal;
    const { events, seatChanges, timeout, after } = decided.value;
    expect(events[0]).toEqual({ type: 'turn_timed_out', seat: turn, onTimeout: 'bot' });
    expect(seatChanges).toEqual([seat(turn, { timeouts: 1 })]);
    expect(timeout).toEqual({ version: 5, seat: turn });
    expect(after.lastTimeout).toEqual(timeout);
  });

  it('brings an away seat back on its own move, with its event first', () => {
    const seats = people.map((s) => (s.seat === turn ? { ...s, away: true, timeouts: 2 } : s));
    const decided = decideMove(game, seats, pass(), apply, context);
    if (!decided.ok) throw decided.refusal;
    expect(decided.value.events[0]).toEqual({ type: 'seat_back', seat: turn });
    expect(decided.value.seats.find((s) => s.seat === turn)).toEqual(seat(turn));
  });

  it("holds a bot's turn at pace 0 for the committing instance (UNPACED_BOT_HOLD_MS)", () => {
    const next = (turn + 1) % 3;
    const seats = people.map((s) => (s.seat === next ? { ...s, botLevel: 'basic' } : s));
    const decided = decideMove(game, seats, pass(), apply, context);
    if (!decided.ok) throw decided.refusal;
    expect(decided.value.after.deadline).toEqual(new Date(now.getTime() + UNPACED_BOT_HOLD_MS));
  });

  it.each([
    {
      why: 'a stale If-Match',
      g: game,
      r: pass({ ifMatch: 3 }),
      status: 412,
      code: 'version_mismatch',
    },
    {
      why: 'a waiting game',
      g: { ...game, status: 'waiting' as const, state: null },
      r: pass(),
      status: 409,
      code: 'game_not_running',
    },
    {
      why: 'a finished game',
      g: { ...game, status: 'finished' as const },
      r: pass(),
      status: 409,
      code: 'game_not_running',
    },
    {
      why: 'not its turn',
      g: game,
      r: pass({ seat: (turn + 1) % 3 }),
      status: 409,
      code: 'not_your_turn',
    },
    {
      why: 'a rule broken',
      g: game,
      r: pass({ action: { type: 'bid', amount: 7 } }),
      status: 422,
      code: 'bid_not_multiple_of_step',
    },
    {
      why: 'a move after a timeout of the seat',
      g: { ...game, lastTimeout: { version: 4, seat: (turn + 1) % 3 } },
      r: pass({ seat: (turn + 1) % 3 }),
      status: 409,
      code: 'turn_timed_out',
    },
  ])('refuses $why ($code) and changes nothing', ({ g, r, status, code }) => {
    expect(refusal(decideMove(g, people, r, apply, context))).toEqual({ status, code });
  });

  it('refuses the move of a person who left, not the bot playing the seat for them', () => {
    const seats = people.map((s) => (s.seat === turn ? { ...s, away: true, left: true } : s));
    expect(refusal(decideMove(game, seats, pass(), apply, context))).toEqual({
      status: 409,
      code: 'seat_left',
    });
    expect(decideMove(game, seats, pass({ mover: 'bot' }), apply, context).ok).toBe(true);
  });
});
