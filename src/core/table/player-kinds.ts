// Who a player is (issue 49, README "Bots from outside"): a person, a bot account (a program that
// plays through the API, made with `kind: "bot"`) or one of the service's computer players. Pure.
import { ProblemError } from './problem.js';

/** What POST /players makes. */
export const ACCOUNT_KINDS = ['person', 'bot'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** What a player is shown as: a computer player is the service's own (it has a bot level). */
export const PLAYER_KINDS = ['person', 'bot', 'computer'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** The kind a player or seat is shown as, from its bot level and whether it is a bot account. */
export function kindOf(botLevel: string | null, botAccount: boolean): PlayerKind {
  if (botLevel !== null) return 'computer';
  return botAccount ? 'bot' : 'person';
}

/** What the mixing rule needs of a seat: a computer player's level, or a bot account. */
export interface KindedSeat {
  botLevel: string | null;
  botAccount: boolean;
}

/**
 * A rated table is people's (with the service's computer players) or bots' only, unless its
 * creator let bot accounts sit with people (`botsAllowed`): a bot account would otherwise move
 * people's ratings, and people bots', where nobody asked for it. 403 `bots_not_allowed`.
 */
export function mayMixKinds(
  game: { rated: boolean; botsAllowed: boolean },
  seats: readonly KindedSeat[],
  newcomer: KindedSeat,
): void {
  if (!game.rated || game.botsAllowed || newcomer.botLevel !== null) return;
  // A bot account with computer players is refused before this (rated-computers.ts).
  const mixed = seats.some((s) => s.botLevel === null && s.botAccount !== newcomer.botAccount);
  if (!mixed) return;
  throw new ProblemError(
    403,
    'bots_not_allowed',
    'Forbidden',
    'This rated game is not open to bot accounts and people together: its creator did not allow ' +
      'bots (`botsAllowed` at POST /games).',
  );
}

/**
 * `botsAllowed` is a rated table's switch (mayMixKinds): an unrated table seats bot accounts with
 * people whatever it says, so `true` there would be ignored without a word (an outside trial asked
 * for it on an unrated challenge and read it back as set). 422 `bots_allowed_not_rated`.
 */
export function botsAllowedOnlyRated(request: { rated?: boolean; botsAllowed?: boolean }): void {
  if (request.botsAllowed !== true || request.rated === true) return;
  throw new ProblemError(
    422,
    'bots_allowed_not_rated',
    'Unprocessable Entity',
    '`botsAllowed` applies to rated tables only: an unrated table seats bot accounts and people ' +
      'together anyway. Leave it out, or ask for a rated table (`rated: true`).',
  );
}

/**
 * Unfinished games (waiting or playing) a bot account may hold seats of at once (README, "Bots
 * from outside"): a program can open tables faster than anyone plays them.
 */
export const BOT_OPEN_GAMES = 4;

/** 429 `too_many_bot_games`: the bot holds BOT_OPEN_GAMES unfinished games already. */
export const tooManyBotGames = () =>
  new ProblemError(
    429,
    'too_many_bot_games',
    'Too Many Requests',
    `A bot account plays at most ${BOT_OPEN_GAMES} unfinished games at once: finish one first.`,
  ).retryAfter(30);
