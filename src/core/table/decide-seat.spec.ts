import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULES, newGame } from '../engine/index.js';
import { decideSeat, type StartGame } from './decide-seat.js';
import type { LobbySeat, NewGame } from './game-record.js';
import { UNPACED_BOT_HOLD_MS } from './online-rules.js';
import { seatRecord } from './testing.js';

const now = new Date('2026-12-01T10:00:00Z');
const context = { now, abandonAfterMs: 1_800_000 };
const game: NewGame = {
  id: '00000000-0000-4000-8000-000000000004',
  name: null,
  status: 'waiting',
  players: 3,
  rules: { ...DEFAULT_RULES },
  version: 2,
  eventSeq: 2,
  state: null,
  winner: null,
  serverCommitment: null,
  createdAt: now,
  timeControl: { moveSeconds: 30, onTimeout: 'bot' },
  visibility: 'public',
  deadline: null,
  result: null,
  rematchId: null,
  lastTimeout: null,
  botPaceMs: 0,
  rated: false,
  seed: 'decide-seat',
  firstDealer: 1,
  creatorPlayerId: null,
  botsAllowed: false,
};
const taken = (n: number, more: Partial<LobbySeat> = {}): LobbySeat => ({
  ...seatRecord(n),
  clientSeed: null,
  tokenHash: `hash${n}`,
  ...more,
});
const request = (seat: number) => ({
  seat,
  name: 'Vera',
  botLevel: null,
  botAccount: false,
  clientSeed: 'vera-seed',
  playerId: 'player-v',
  tokenHash: 'hash-v',
});
/** The engine's start, recording what it was asked. */
function recordingStart() {
  const asked: unknown[][] = [];
  const start: StartGame = (rules, seed, seeds, dealer) => {
    asked.push([seed, seeds, dealer]);
    return newGame({ rules, seed, clientSeeds: seeds, firstDealer: dealer ?? undefined });
  };
  return { start, asked };
}

describe('decideSeat', () => {
  it('seats a newcomer of a table not yet full: one event, no deal, no deadline', () => {
    const { start, asked } = recordingStart();
    const seat = decideSeat(game, [taken(0)], request(2), start, context);
    expect(asked).toEqual([]);
    expect(seat.events).toEqual([{ type: 'player_joined', seat: 2, name: 'Vera', bot: null }]);
    expect([seat.status, seat.state, seat.after.version, seat.after.eventSeq]).toEqual([
      'waiting',
      null,
      3,
      3,
    ]);
    expect(seat.after.deadline).toBeNull();
    expect(seat.seat).toEqual(
      taken(2, {
        name: 'Vera',
        clientSeed: 'vera-seed',
        playerId: 'player-v',
        tokenHash: 'hash-v',
      }),
    );
    expect(seat.seats.map((s) => s.seat)).toEqual([0, 2]);
  });

  it("the last seat deals with every seat's seed and the game's first dealer; the clock starts", () => {
    const { start, asked } = recordingStart();
    const seats = [taken(2, { clientSeed: 'two' }), taken(0)];
    const seat = decideSeat(game, seats, request(1), start, context);
    expect(asked).toEqual([['decide-seat', [null, 'vera-seed', 'two'], 1]]);
    expect(seat.status).toBe('playing');
    expect(seat.events[0].type).toBe('player_joined');
    expect(seat.events.length).toBeGreaterThan(1);
    expect(seat.after.eventSeq).toBe(2 + seat.events.length);
    expect(seat.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    // The first to act is a person of a timed game: the clock runs from now.
    expect(seat.after.deadline).toEqual(new Date(now.getTime() + 30_000));
  });

  it("a bot to open the first deal at pace 0 is held for the seating instance's runner", () => {
    const { start } = recordingStart();
    const bots = [taken(0, { botLevel: 'basic' }), taken(2, { botLevel: 'basic' })];
    const first = decideSeat(game, bots, request(1), start, context);
    const opener = first.state!.deal!.turn;
    const expected =
      opener === 1
        ? new Date(now.getTime() + 30_000)
        : new Date(now.getTime() + UNPACED_BOT_HOLD_MS);
    expect(first.after.deadline).toEqual(expected);
  });
});
