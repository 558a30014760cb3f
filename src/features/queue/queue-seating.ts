import { Injectable } from '@nestjs/common';
import type { BotLevel } from '../../core/computer/index.js';
import { ProblemError } from '../../core/table/problem.js';
import { GameQueries } from '../games/game-queries.service.js';
import { LobbyService } from '../lobby/lobby.service.js';
import { QueueStore, type SeatingEntry } from './queue.store.js';

/**
 * The level of the computer players that fill a queued table: `basic`, a fair opponent that
 * decides at once (`strong` searches, and a queue open to all must not let anyone put the decision
 * pool to work at will). In a rated game it plays as the rated player of its level (src/features/ratings).
 */
export const FILL_LEVEL: BotLevel = 'basic';

/** Refusals that say the seat was taken already: by an earlier try of this same seating. */
const ALREADY = new Set(['seat_taken', 'game_full']);

/**
 * Seats a matched game through the lobby, as people and bots join any game: creates it (private,
 * with the id fixed when its entries were matched), seats each entry's player at the entry's seat
 * with the player bound to it, exactly as a join with a player token does, then the computer
 * players. Every step is idempotent, so a seating that stopped half way (the instance died, the
 * database was gone) is finished by whichever instance claims it next (queue.service.ts, sweep).
 */
@Injectable()
export class QueueSeating {
  constructor(
    private readonly store: QueueStore,
    private readonly lobby: LobbyService,
    private readonly queries: GameQueries,
  ) {}

  /**
   * Seats the game's entries and its computer players; false when it has no entries. As no
   * request's change, with no key: a round runs inside the POST /queue that completed the table,
   * and that request's Idempotency-Key remembers its own answer (the entry), not each seat's join.
   */
  async seat(gameId: string): Promise<boolean> {
    const entries = await this.store.entriesOfGame(gameId);
    if (!entries.length) return false;
    const { players, rules, timeControl, rated } = entries[0];
    await this.lobby.createMatchedGame(gameId, { players, rules, timeControl, rated });
    const { seats } = await this.queries.fresh(gameId, { tokenHash: null });
    const taken = new Set(seats.map((s) => s.seat));
    // People first: a bot may not take the last seat while only bots sit (needsAPerson).
    for (const entry of entries) {
      if (!taken.has(entry.seat)) await this.once(() => this.join(gameId, entry));
    }
    for (let seat = 0; seat < players; seat++) {
      if (taken.has(seat) || entries.some((e) => e.seat === seat)) continue;
      await this.once(() => this.lobby.addBot(gameId, FILL_LEVEL, seat, false, null, null));
    }
    await this.store.markSeated(gameId);
    return true;
  }

  private async join(gameId: string, entry: SeatingEntry): Promise<void> {
    const bot = entry.kind === 'bot';
    await this.lobby.joinGame(
      gameId,
      entry.name,
      null,
      entry.seat,
      entry.playerId,
      false,
      null,
      bot,
      null,
    );
  }

  /** Runs a seat's step; a seat already taken (by an earlier try) counts as done. */
  private async once(step: () => Promise<unknown>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!(error instanceof ProblemError && ALREADY.has(error.code))) throw error;
    }
  }
}
