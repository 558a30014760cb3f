import { describe, expect, it } from '@jest/globals';
import { currentTurn, DEFAULT_RULES, newGame } from '../../core/engine/index.js';
import type { GameData, SeatRecord } from '../../core/table/game-record.js';
import {
  matchedMessage,
  messagesOf,
  messagesOfCommit,
  peopleOf,
  queueExpiredMessage,
} from './player-message.js';
import { streamRatingChangeOf, type StreamRatingChange } from './stream-rating-change.js';

const AT = new Date('2026-12-02T10:00:00Z');
const DEADLINE = new Date('2026-12-02T10:01:00Z');
const { state } = newGame({ rules: { ...DEFAULT_RULES }, seed: 'spec', firstDealer: 0 });
const TURN = currentTurn(state)!;

const game = (over: Partial<GameData> = {}): GameData => ({
  id: '00000000-0000-4000-8000-00000000000a',
  name: null,
  status: 'playing',
  players: 3,
  rules: {},
  version: 5,
  eventSeq: 9,
  state,
  winner: null,
  serverCommitment: null,
  createdAt: AT,
  timeControl: { moveSeconds: 60, onTimeout: 'bot' },
  visibility: 'private',
  deadline: DEADLINE,
  result: null,
  rematchId: null,
  lastTimeout: null,
  botPaceMs: 0,
  rated: false,
  ...over,
});

const seat = (n: number, playerId: string | null, over: Partial<SeatRecord> = {}): SeatRecord => ({
  seat: n,
  name: `s${n}`,
  botLevel: null,
  away: false,
  left: false,
  timeouts: 0,
  connected: false,
  playerId,
  botAccount: false,
  ...over,
});

/** Seat TURN is a player's; the next an anonymous person's; the last a bot bound to its level. */
const seats = [0, 1, 2].map((n) =>
  n === TURN
    ? seat(n, 'p-turn')
    : n === (TURN + 1) % 3
      ? seat(n, null)
      : seat(n, 'bot-basic', { botLevel: 'basic' }),
);
const none = new Map<string, StreamRatingChange>();
const kinds = (m: ReturnType<typeof messagesOf>) => m.map((x) => `${x.type}:${x.playerId}`);

describe("a player stream's messages (src/features/messages/player-message.ts)", () => {
  it("owes people (never bots' rows) game_started and the turn of the seat to act", () => {
    expect(peopleOf(seats)).toEqual([{ seat: TURN, playerId: 'p-turn' }]);
    const out = messagesOf(game(), seats, none, AT);
    expect(kinds(out)).toEqual(['game_started:p-turn', 'your_turn:p-turn']);
    expect(out[1]).toMatchObject({
      dedupe: `your_turn:${game().id}:5`,
      payload: {
        kind: 'your_turn',
        seat: TURN,
        version: 5,
        deadline: DEADLINE.toISOString(),
        away: false,
      },
    });
  });

  it("writes with a commit what its events owe, and a turn's player is told first that the game started", () => {
    // A second player, not to act: told that the game started by the starting commit only.
    const two = seats.map((s) => (s.seat === (TURN + 1) % 3 ? { ...s, playerId: 'p-other' } : s));
    const owed = messagesOf(game(), two, none, AT);
    expect(kinds(owed).sort()).toEqual([
      'game_started:p-other',
      'game_started:p-turn',
      'your_turn:p-turn',
    ]);
    expect(messagesOfCommit(owed, ['game_started', 'deal_started'])).toEqual(owed);
    // A later commit (a move) may write before the starting one: game_started comes with the turn.
    expect(kinds(messagesOfCommit(owed, ['card_played']))).toEqual([
      'game_started:p-turn',
      'your_turn:p-turn',
    ]);
    expect(messagesOfCommit(owed, null)).toEqual(owed);
    const over = messagesOf(game({ status: 'finished', winner: 0 }), two, none, AT);
    expect(kinds(messagesOfCommit(over, ['game_over'])).sort()).toEqual([
      'game_finished:p-other',
      'game_finished:p-turn',
    ]);
  });

  it('tells an away seat its turn, saying it is away, and no turn to a seat whose player left', () => {
    const away = seats.map((s) => (s.seat === TURN ? { ...s, away: true } : s));
    const told = messagesOf(game(), away, none, AT);
    expect(kinds(told)).toEqual(['game_started:p-turn', 'your_turn:p-turn']);
    // The deadline is the stand-in's move: the seat's player has until then to come back.
    expect(told[1]!.payload).toMatchObject({ away: true, deadline: DEADLINE.toISOString() });
    const left = seats.map((s) => (s.seat === TURN ? { ...s, away: true, left: true } : s));
    expect(kinds(messagesOf(game(), left, none, AT))).toEqual(['game_started:p-turn']);
  });

  it('tells a finished game once, with the rating change, and nothing for a waiting one', () => {
    const change = streamRatingChangeOf({
      pool: 3,
      place: 1,
      muBefore: 25,
      sigmaBefore: 8,
      muAfter: 27,
      sigmaAfter: 7,
      weight: 1,
    });
    const finished = game({ status: 'finished', winner: TURN, deadline: null });
    const out = messagesOf(finished, seats, new Map([['p-turn', change]]), AT);
    expect(kinds(out)).toEqual(['game_started:p-turn', 'game_finished:p-turn']);
    expect(out[1]).toMatchObject({
      dedupe: `game_finished:${finished.id}`,
      payload: { winner: TURN, ratingChange: change },
    });
    expect(messagesOf(game({ status: 'waiting', state: null }), seats, none, AT)).toEqual([]);
  });

  it('names the entry in a matched message', () => {
    expect(matchedMessage('p', 'e', 'g', 2, AT)).toEqual({
      playerId: 'p',
      type: 'matched',
      gameId: 'g',
      dedupe: 'matched:e',
      payload: { kind: 'matched', queueId: 'e', gameId: 'g', seat: 2, at: AT.toISOString() },
    });
  });

  it('names the entry, and no game, in a queue_expired message', () => {
    expect(queueExpiredMessage('p', 'e', AT)).toEqual({
      playerId: 'p',
      type: 'queue_expired',
      gameId: null,
      dedupe: 'queue_expired:e',
      payload: { kind: 'queue_expired', queueId: 'e', at: AT.toISOString() },
    });
  });
});
