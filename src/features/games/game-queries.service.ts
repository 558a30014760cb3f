import { Injectable } from '@nestjs/common';
import { Answer } from '../../platform/common/answer.js';
import { KnownSeats } from '../../platform/http/known-seats.js';
import { gameView, type GameView } from '../../core/table/game-view.js';
import { foreignToken, gameNotFound, UUID } from '../../core/table/game-problems.js';
import type { Caller } from './caller.js';
import { GameStore } from './store/game-store.js';
import type { GameData, GameSnapshot, SeatRecord } from '../../core/table/game-record.js';

/** A game, its seats and the caller's seat (null: a spectator). */
export interface CallerSnapshot {
  game: GameData;
  seats: SeatRecord[];
  seat: number | null;
}

/** The reads of one game: the one path every view, history read and stream start goes through. */
@Injectable()
export class GameQueries {
  constructor(
    private readonly store: GameStore,
    private readonly knownSeats: KnownSeats,
  ) {}

  /** The current game and the caller's seat: 404 for an unknown game, 401 for a foreign token. */
  async snapshot(gameId: string, caller: Caller): Promise<CallerSnapshot> {
    const snap = UUID.test(gameId) ? await this.store.current(gameId, caller.tokenHash) : null;
    const read = this.withSeat(gameId, caller, snap);
    // A player who left a running game reads it as a spectator from then on: the seat's cards are
    // a bot's now, and showing them to someone outside the table would let them help a player
    // still in it. Leaving and rematching read through `fresh`, which still names the seat.
    const left = read.seat !== null && read.seats.some((s) => s.seat === read.seat && s.left);
    return left ? { ...read, seat: null } : read;
  }

  /** As `snapshot`, but always read from the database (never from this instance's cache). */
  async fresh(gameId: string, caller: Caller): Promise<CallerSnapshot> {
    const snap = UUID.test(gameId) ? await this.store.read(gameId, caller.tokenHash) : null;
    return this.withSeat(gameId, caller, snap);
  }

  /** The game as the caller may see it. */
  async view(gameId: string, caller: Caller): Promise<Answer<GameView>> {
    const { game, seats, seat } = await this.snapshot(gameId, caller);
    return Answer.ofView(200, gameView(game, seats, seat));
  }

  /** The seats shown `connected` now (a stream of theirs open); null: no such game. */
  connectedSeats(gameId: string): Promise<number[] | null> {
    return UUID.test(gameId) ? this.store.connectedSeats(gameId) : Promise.resolve(null);
  }

  /** Games in play with a computer player and a person. */
  playingGamesWithBots(): Promise<string[]> {
    return this.store.playingGamesWithBots();
  }

  private withSeat(gameId: string, caller: Caller, snap: GameSnapshot | null): CallerSnapshot {
    if (!snap) throw gameNotFound(gameId);
    if (caller.tokenHash !== null && snap.callerSeat === null) {
      // A dead token (its seat freed, here or on another instance) has no bucket of its own any
      // more; a live one used on the wrong game is remembered again at its next good read.
      this.knownSeats.forget(caller.tokenHash);
      throw foreignToken();
    }
    if (caller.tokenHash !== null) this.knownSeats.remember(caller.tokenHash);
    return { game: snap.game, seats: snap.seats, seat: snap.callerSeat };
  }
}
