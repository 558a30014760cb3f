// Which computer players a rated table takes (README "Players and ratings", docs/online-play.md
// "Rated games"). A rated game moves its people's ratings at full weight against computer players,
// so a level that anyone beats by passing (`random`: totals of -500 and below) would hand out
// rating for nothing; and a computer player is rated on the people's board, so it sits only among
// people: a bot account that throws games (or farms them) must neither move a computer player's
// rating nor gain from one. Pure.
import type { BotLevel } from '../computer/index.js';
import { ProblemError } from './problem.js';
import type { KindedSeat } from './player-kinds.js';

/**
 * The levels fit for rating: those that bid, declare and play to their cards (basic and up).
 * `random` plays any legal move, so a player who only passes beats it every game.
 */
export const RATED_BOT_LEVELS: readonly BotLevel[] = ['basic', 'strong', 'expert'];

export function fitForRating(level: string): boolean {
  return (RATED_BOT_LEVELS as readonly string[]).includes(level);
}

/** 422 `bot_level_not_rated`: a computer player of `level` does not sit at rated tables. */
export const botLevelNotRated = (level: string) =>
  new ProblemError(
    422,
    'bot_level_not_rated',
    'Unprocessable Content',
    `A rated game takes computer players of the levels ${RATED_BOT_LEVELS.join(', ')} only, ` +
      `not ${JSON.stringify(level)}: it is beaten without skill, so it would give rating away.`,
    { ratedLevels: [...RATED_BOT_LEVELS] },
  );

/** 409 `computer_with_bot_account`: computer players and bot accounts never share a rated table. */
export const computerWithBotAccount = () =>
  new ProblemError(
    409,
    'computer_with_bot_account',
    'Conflict',
    "A rated game's computer players sit only among people: a rated table with a bot account " +
      'takes no computer player, and a bot account does not join a rated table holding one.',
  );

/**
 * Refuses a newcomer a rated table would not take: a computer player of a level unfit for rating
 * (422), a computer player where a bot account sits, or a bot account where a computer player sits
 * (409). Seats left count too: their games are rated all the same.
 */
export function mayTakeComputers(
  game: { rated: boolean },
  seats: readonly KindedSeat[],
  newcomer: KindedSeat,
): void {
  if (!game.rated) return;
  if (newcomer.botLevel !== null) {
    if (!fitForRating(newcomer.botLevel)) throw botLevelNotRated(newcomer.botLevel);
    if (seats.some((s) => s.botLevel === null && s.botAccount)) throw computerWithBotAccount();
    return;
  }
  if (newcomer.botAccount && seats.some((s) => s.botLevel !== null)) {
    throw computerWithBotAccount();
  }
}

/**
 * Whether a finished rated table may be played again as it sat (a rematch seats the same
 * computer players): refused the same way as seating them afresh would be.
 */
export function mayReplayRatedTable(game: { rated: boolean }, seats: readonly KindedSeat[]): void {
  if (!game.rated) return;
  const computers = seats.filter((s) => s.botLevel !== null);
  const unfit = computers.find((s) => !fitForRating(s.botLevel!));
  if (unfit) throw botLevelNotRated(unfit.botLevel!);
  if (computers.length > 0 && seats.some((s) => s.botLevel === null && s.botAccount)) {
    throw computerWithBotAccount();
  }
}
