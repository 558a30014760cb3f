import { Injectable } from '@nestjs/common';
import type { Answer } from '../../platform/common/answer.js';
import { ProblemError } from '../../core/table/problem.js';
import { Clock } from '../../platform/clock/clock.js';
import type { IdempotencyRequest } from '../../platform/idempotency/idempotency.service.js';
import { gameNotFound } from '../../core/table/game-problems.js';
import { GameQueries } from '../games/game-queries.service.js';
import { LobbyService } from './lobby.service.js';
import type { JoinedGame } from './lobby-types.js';
import type { Caller } from '../games/caller.js';
import { GameCommits } from '../games/game-commits.service.js';
import { mayReplayRatedTable } from '../../core/table/rated-computers.js';

/**
 * Rematches (docs/online-play.md): the first seat to ask creates the new game (same players
 * count, rules, time control and visibility; the first dealer moved on by one) and every seat
 * that asks takes its own seat in it. Bot seats follow by themselves. The new game counts against
 * the address of the caller who made it (GAMES_PER_ADDRESS_PER_HOUR): over it, 429 `too_many_games`.
 */
@Injectable()
export class RematchService {
  constructor(
    private readonly queries: GameQueries,
    private readonly commits: GameCommits,
    private readonly lobby: LobbyService,
    private readonly clock: Clock,
  ) {}

  /** `keyed`: the request's key, whose answer the caller's seat stores (null: none). */
  async rematch(
    gameId: string,
    caller: Caller & { tokenHash: string },
    clientSeed: string | null,
    network: string,
    keyed: IdempotencyRequest | null,
  ): Promise<Answer<JoinedGame>> {
    const { game, seats, seat } = await this.queries.fresh(gameId, caller);
    if (game.status !== 'finished') {
      throw new ProblemError(
        409,
        'game_not_finished',
        'Conflict',
        'A rematch can be asked for once the game is over.',
      );
    }
    // Before the new game is made: its computer seats would be refused once it exists.
    mayReplayRatedTable(game, seats);
    const now = this.clock.now();
    const quota = await this.lobby.quotaOf(network, now);
    const rematch = await this.commits.rematch(
      gameId,
      seats,
      (old, firstDealer) =>
        this.lobby.newGame(
          {
            name: old.name ?? undefined,
            players: old.players as 3 | 4,
            rules: old.rules,
            timeControl: old.timeControl,
            visibility: old.visibility,
            botPaceMs: old.botPaceMs,
            rated: old.rated,
            // A rated table that seated bot accounts with people was allowed to (player-kinds.ts).
            botsAllowed: seats.some((s) => s.botAccount) && seats.some((s) => !s.botAccount),
          },
          firstDealer === null ? null : (firstDealer + 1) % old.players,
          // Made by the asking seat's player (null: an anonymous seat).
          seats.find((s) => s.seat === seat)?.playerId ?? null,
        ),
      quota,
    );
    if (!rematch) throw gameNotFound(gameId);
    if ('full' in rematch) throw this.lobby.tooManyGames(rematch.full, now);
    // Seated by every call, not only the first: a call cut short after creating the game leaves
    // no bot seat empty for good. A seat already taken is what a second call finds. No key: the
    // request's answer is its caller's seat, stored by that seat's statement below.
    for (const bot of seats.filter((s) => s.botLevel !== null)) {
      await this.lobby
        .addBot(rematch.id, bot.botLevel!, bot.seat, true, null, null)
        .catch((error: unknown) => {
          if (!(error instanceof ProblemError) || error.status !== 409) throw error;
        });
    }
    // The new seat is bound to the player the old one was bound to, whichever token asked.
    const { name, playerId, botAccount } = seats.find((s) => s.seat === seat)!;
    try {
      return await this.lobby.joinGame(
        rematch.id,
        name,
        clientSeed,
        seat,
        playerId,
        true,
        null,
        botAccount,
        keyed,
      );
    } catch (error) {
      if (error instanceof ProblemError && error.status === 409) {
        await this.takenByAnEarlierCall(rematch.id, seat!, { name, playerId });
      }
      throw error;
    }
  }

  /**
   * A call asked again after its answer was lost finds its own seat taken (by its first call):
   * it is told so with 409 `already_seated`, naming the seat and the game, rather than that the
   * game is full. The seat's token was in the first answer only (the service keeps its hash), so
   * a client that may retry sends an Idempotency-Key, which answers the first answer again.
   */
  private async takenByAnEarlierCall(
    rematchId: string,
    seat: number,
    old: { name: string; playerId: string | null },
  ): Promise<void> {
    const { seats } = await this.queries.fresh(rematchId, { tokenHash: null });
    const taken = seats.find((s) => s.seat === seat);
    // Only a rematch call takes a kept seat, at the same number, for the old seat's holder.
    const same =
      old.playerId !== null ? taken?.playerId === old.playerId : taken?.name === old.name;
    if (!taken || !same) return;
    throw new ProblemError(
      409,
      'already_seated',
      'Conflict',
      `Seat ${seat} of the rematch ${rematchId} was taken by an earlier call with this seat's ` +
        'token; its token was in that answer (send the same Idempotency-Key to have it again).',
      { seat, gameId: rematchId },
    );
  }
}
