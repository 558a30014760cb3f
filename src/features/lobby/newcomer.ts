// Who takes a seat, and whether the game lets them (docs/online-play.md, README "Players and
// ratings"). Pure: the time and the configuration are passed in.
import type { AppConfig } from '../../platform/config/app-config.js';
import { assertOldEnoughToRate } from '../ratings/rated-players.js';
import type { LobbySeat, NewGame } from '../../core/table/game-record.js';
import { gameClosed } from '../../core/table/game-problems.js';
import { mayTakeComputers } from '../../core/table/rated-computers.js';
import { BOT_OPEN_GAMES, mayMixKinds, tooManyBotGames } from '../../core/table/player-kinds.js';
import {
  alreadySeated,
  expired,
  freeSeat,
  mayAddBot,
  needsAPerson,
  type BotRequester,
  playerRequired,
  rematchSeatsKept,
} from '../../core/table/seating-rules.js';

/** Who takes a seat: a person (a token is given out) or a bot (nobody receives its token). */
export interface Newcomer {
  name: string;
  botLevel: string | null;
  /** The player is a bot account (core/table/player-kinds.ts). */
  botAccount: boolean;
  wantedSeat: number | null;
  /** The seed sent for the decks (docs/rules.md, "Fairness"); null: the service stands in. */
  clientSeed: string | null;
  /** The player the seat is bound to (a bot's: its level's computer player); null: anonymous. */
  playerId: string | null;
  /** Seated by a rematch call (rematch.service.ts), which may take a rematch's kept seats. */
  byRematch: boolean;
  /** When the joining player was made, for a rated game's age rule; null: not checked here (a
   * bot, a rematch of a rated game, a queue's seat, checked when its entry was made). */
  playerSince: Date | null;
  /** Who asked for a bot through the API (seating-rules.ts, mayAddBot); null: not asked so. */
  by: BotRequester | null;
}

/**
 * The seat `who` takes in `game` at `now`, or the refusal: a closed game (410), no free seat, a
 * rematch's kept seat, a stranger's bot at a rated table, a rated game without a player or with one too new, a player seated twice,
 * a table of computer players only, a computer player a rated table does not take (an unfit level,
 * or bot accounts at the table), a bot account at a rated table with computer players, or a bot
 * account at its bound of unfinished games (`held`).
 */
export function admitted(
  game: NewGame,
  seats: LobbySeat[],
  who: Newcomer,
  now: Date,
  config: Pick<AppConfig, 'waitingGameTtlMs' | 'ratedPlayerMinAgeMs'>,
  held: number | null = null,
): number {
  if (who.by !== null) mayAddBot(game, seats, who.by);
  if (game.status === 'waiting' && expired(game, now, config.waitingGameTtlMs)) {
    throw gameClosed(game.id);
  }
  const seat = freeSeat(game, seats, who.wantedSeat);
  if (!who.byRematch) rematchSeatsKept(game, now);
  if (game.rated && who.botLevel === null && who.playerId === null) throw playerRequired();
  if (game.rated && who.playerSince !== null) {
    assertOldEnoughToRate({ createdAt: who.playerSince }, now, config.ratedPlayerMinAgeMs);
  }
  if (who.playerId !== null && who.botLevel === null) alreadySeated(seats, who.playerId);
  if (who.botLevel !== null) needsAPerson(game, seats);
  mayTakeComputers(game, seats, who);
  mayMixKinds(game, seats, who);
  // A bot account's other unfinished games, seats it left not counted (counted under its lock).
  if (who.botAccount && held !== null && held >= BOT_OPEN_GAMES) throw tooManyBotGames();
  return seat;
}
