// What a player's stream carries (GET /api/v1/players/me/stream), and how the messages of one
// game's change are derived from the game as it stands after it. Pure: the service reads the game
// and writes what this derives.
import type { GameData, SeatRecord } from '../../core/table/game-record.js';
import { seatToAct } from '../../core/table/online-rules.js';
import type { StreamRatingChange } from './stream-rating-change.js';

export const PLAYER_MESSAGE_KINDS = [
  'matched',
  'queue_expired',
  'game_started',
  'your_turn',
  'game_finished',
  'challenge',
] as const;
export type PlayerMessageKind = (typeof PLAYER_MESSAGE_KINDS)[number];

/** A message to append to one player's stream; `dedupe` makes deriving it twice harmless. */
export interface NewPlayerMessage {
  playerId: string;
  type: PlayerMessageKind;
  gameId: string | null;
  dedupe: string;
  payload: Record<string, unknown> & { kind: PlayerMessageKind };
}

/** The seats of people bound to players: a bot's seat is bound to its level's computer player. */
export function peopleOf(seats: readonly SeatRecord[]): { seat: number; playerId: string }[] {
  return seats
    .filter((s) => s.playerId !== null && s.botLevel === null)
    .map((s) => ({ seat: s.seat, playerId: s.playerId! }));
}

/**
 * The messages the game as it stands owes its people (bots' rows get none): `game_started` once
 * it is under way, `game_finished` once it is over, and `your_turn` while a person is to act,
 * once per version. An away seat is told too, with `away`: the stand-in plays its turns until
 * its player comes back, and a program never told of them would never learn that it must (a bot
 * lost every turn after two timeouts, trial of 2026-12-07). A seat whose player left is not: it
 * cannot come back. Derived from the current game rather than from one change's events, so any
 * instance, at any later time, derives the same ones, and the dedupe keys drop repeats.
 */
export function messagesOf(
  game: GameData,
  seats: readonly SeatRecord[],
  ratings: ReadonlyMap<string, StreamRatingChange>,
  at: Date,
): NewPlayerMessage[] {
  const people = peopleOf(seats);
  const out: NewPlayerMessage[] = [];
  const common = (b: { seat: number }) => ({ gameId: game.id, seat: b.seat, at: at.toISOString() });
  if (game.status === 'playing' || game.status === 'finished') {
    for (const b of people) {
      out.push({
        playerId: b.playerId,
        type: 'game_started',
        gameId: game.id,
        dedupe: `game_started:${game.id}`,
        payload: { kind: 'game_started', ...common(b), players: game.players },
      });
    }
  }
  const turn = seatToAct(game);
  const toAct = people.find((b) => b.seat === turn);
  const line = seats.find((s) => s.seat === turn);
  if (toAct && line && !line.left) {
    out.push({
      playerId: toAct.playerId,
      type: 'your_turn',
      gameId: game.id,
      dedupe: `your_turn:${game.id}:${game.version}`,
      payload: {
        kind: 'your_turn',
        ...common(toAct),
        version: game.version,
        deadline: game.deadline?.toISOString() ?? null,
        away: line.away,
      },
    });
  }
  if (game.status === 'finished') {
    for (const b of people) {
      out.push({
        playerId: b.playerId,
        type: 'game_finished',
        gameId: game.id,
        dedupe: `game_finished:${game.id}`,
        payload: {
          kind: 'game_finished',
          ...common(b),
          winner: game.winner,
          result: game.result,
          ratingChange: ratings.get(b.playerId) ?? null,
        },
      });
    }
  }
  return out;
}

/** `matched`: the queue seated the player's entry (src/features/queue). */
export function matchedMessage(
  playerId: string,
  entryId: string,
  gameId: string,
  seat: number,
  at: Date,
): NewPlayerMessage {
  return {
    playerId,
    type: 'matched',
    gameId,
    dedupe: `matched:${entryId}`,
    payload: { kind: 'matched', queueId: entryId, gameId, seat, at: at.toISOString() },
  };
}

/** `queue_expired`: the player's entry waited QUEUE_ENTRY_TTL unmatched and was withdrawn (src/features/queue). */
export function queueExpiredMessage(playerId: string, entryId: string, at: Date): NewPlayerMessage {
  return {
    playerId,
    type: 'queue_expired',
    gameId: null,
    dedupe: `queue_expired:${entryId}`,
    payload: { kind: 'queue_expired', queueId: entryId, at: at.toISOString() },
  };
}

/**
 * `challenge`: a challenge concerning the player was made (to each invitee) or declined (to
 * everyone in it); src/features/challenges. Once a challenge is accepted by all, its game's
 * `game_started` follows.
 */
export function challengeMessage(
  playerId: string,
  challenge: { id: string; challengerId: string; status: string },
  at: Date,
): NewPlayerMessage {
  return {
    playerId,
    type: 'challenge',
    gameId: null,
    dedupe: `challenge:${challenge.id}:${challenge.status}`,
    payload: {
      kind: 'challenge',
      challengeId: challenge.id,
      challengerId: challenge.challengerId,
      status: challenge.status,
      at: at.toISOString(),
    },
  };
}

/** The events after which a game's `game_finished` is owed. */
const ENDS = new Set(['game_over', 'game_forfeited', 'game_abandoned']);

/**
 * Of the messages a game owes (messagesOf), those one commit writes, given the types of the events
 * it wrote (null: a change without events, which writes all). `game_started` and `game_finished`
 * are written by the commits that started or ended the game, `your_turn` by every one; and a
 * player told of a turn is told first that the game started (its dedupe key drops the repeat),
 * since the commit that started the game may write its messages after a later commit's.
 */
export function messagesOfCommit(
  owed: NewPlayerMessage[],
  eventTypes: readonly string[] | null,
): NewPlayerMessage[] {
  if (eventTypes === null) return owed;
  const types = new Set(eventTypes);
  const toldTurn = new Set(owed.filter((m) => m.type === 'your_turn').map((m) => m.playerId));
  return owed.filter(
    (m) =>
      (m.type === 'game_started' && (types.has('game_started') || toldTurn.has(m.playerId))) ||
      (m.type === 'game_finished' && [...types].some((t) => ENDS.has(t))) ||
      m.type === 'your_turn',
  );
}
