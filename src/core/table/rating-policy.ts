// When a rated game counts, and how much (README "Players and ratings", docs/online-play.md
// "Rated games"): a farm of throwaway players must not move a rating. Pure: no Nest, Prisma,
// HTTP or clock; the ratings' statements (src/features/ratings/rating-statements.ts) count what
// it is given.

/** A rating as the model keeps it (src/features/ratings/rating-model.ts): the mean and the spread
 * of the skill's estimate. */
export interface Skill {
  mu: number;
  sigma: number;
}

/** Whole deals (a redeal is none) that must be scored before a game is rated for everyone. */
export const DEALS_TO_COUNT = 1;
/** The window, in hours, over which earlier games with the same people or address are counted. */
export const REPEAT_WINDOW_HOURS = 24;
/** Rated games with other people a player plays at full weight from one creating address in the
 * window; later ones count less (a household or a club shares an address). */
export const ADDRESS_GAMES_FREE = 5;
/** From this many repeats on, a game does not count at all (weights 1, 1/2, 1/3, then 0). */
export const REPEATS_NOT_COUNTED = 3;
/**
 * A person is a newcomer in a pool until it has played this many rated games there that counted,
 * that it did not quit, and that had another person at the table (`establishes`; the
 * leaderboard's threshold, rating-model.ts PROVISIONAL_GAMES). A newcomer's account could be
 * anyone's, made for one game from a new address (the farm that test/rating-newcomers.e2e-spec.ts
 * replays did so for every game): for the repeats of the people at its table, every newcomer is
 * one and the same person, and its games move no computer player. Quitting establishes nobody: a
 * quit is rated at full weight, so otherwise ten quick forfeits against computer players would
 * make a throwaway established; nor do games among computer players alone: a script that only
 * passed was established by ten of them in three minutes, then farmed (attack report of
 * 2026-12-06).
 */
export const NEWCOMER_GAMES = 10;

/** What the policy needs to know of a seat. */
export interface SeatHistory {
  /** A person or a bot account plays it (not a computer player). */
  person: boolean;
  /** A bot account plays it (README "Bots from outside"). */
  botAccount: boolean;
  /** A computer player of a level unfit for rating plays it (core/table/rated-computers.ts). */
  unfitComputer: boolean;
  /** Its player quit: forfeited, left, or (a person) let the game be abandoned (placements.ts). */
  quit: boolean;
  /** Earlier rated games in the window this player shared with a person of this game. */
  sharedGames: number;
  /** Earlier rated games in the window, with another person, made from this game's creating address. */
  addressGames: number;
  /** Another person sits at this game. */
  personOpponent: boolean;
  /** Another person at this game is a newcomer (`newcomer`). */
  newcomerOpponent: boolean;
  /** Earlier rated games in the window in which another person was a newcomer then. */
  newcomerGames: number;
  /** This seat's player is a newcomer (`newcomer`) before this game. */
  newcomer: boolean;
}

/** A person with `played` games played (counted, not quit) in the pool is still a newcomer. */
export function newcomer(person: boolean, played: number): boolean {
  return person && played < NEWCOMER_GAMES;
}

/** The weight of a game with `repeats` repeats: 1, 1/2, 1/3, then 0 (REPEATS_NOT_COUNTED). */
export function repeatWeight(repeats: number): number {
  return repeats >= REPEATS_NOT_COUNTED ? 0 : 1 / (1 + repeats);
}

/**
 * How much the game counts for each seat, 0 to 1.
 * - Not really played (fewer than DEALS_TO_COUNT deals scored), or played at a table a rated game
 *   no longer takes (a computer player of a level unfit for rating, or computer players with a bot
 *   account: core/table/rated-computers.ts, refused at seating; such a table can only be older
 *   than that rule): only those who quit are rated (down, at full weight); nobody gains from it.
 * - Played: a quitter is rated at full weight (a penalty never wears off); a person with another
 *   person at the table counts less for each earlier game in the window with any of those people,
 *   for each game with people from the same creating address past the first ADDRESS_GAMES_FREE,
 *   and, when a newcomer sits at the table, for each earlier game in the window with a newcomer
 *   (all newcomers being one person to it), by the largest of the three; a person among computer
 *   players only at full weight.
 * - A computer player moves as much as the most any of its table's established people moved (a
 *   person's full-weight game, a quitter's penalty): people who farm one another at weight 0 do
 *   not steer it for free, and its rating, shown on the people's board, never moves for nothing.
 *   A newcomer's game does not move it: throwaway players that only passed against `basic` took
 *   it from mu 25 to 46.9 in 76 games, and then finishing second above one of its seats was worth
 *   four points of ordinal (attack report of 2026-12-06).
 */
export function seatWeights(dealsPlayed: number, seats: readonly SeatHistory[]): number[] {
  const computers = seats.some((s) => !s.person);
  const fitTable =
    !seats.some((s) => s.unfitComputer) && !(computers && seats.some((s) => s.botAccount));
  const counted = dealsPlayed >= DEALS_TO_COUNT && fitTable;
  const own = seats.map((s) => {
    if (s.quit) return 1;
    if (!counted || !s.person) return 0;
    if (!s.personOpponent) return 1;
    const pastFree = s.addressGames + 1 - ADDRESS_GAMES_FREE;
    const newcomers = s.newcomerOpponent ? s.newcomerGames : 0;
    return repeatWeight(Math.max(0, s.sharedGames, pastFree, newcomers));
  });
  const people = Math.max(0, ...own.filter((_, i) => seats[i].person && !seats[i].newcomer));
  return seats.map((s, i) => (s.person ? own[i] : counted ? people : 0));
}

/**
 * Whether the game takes its person one game nearer to being established (NEWCOMER_GAMES): it
 * counted for it (`weight` > 0), it did not quit, and another person sat at the table.
 */
export function establishes(seat: SeatHistory, weight: number): boolean {
  return seat.person && !seat.quit && seat.personOpponent && weight > 0;
}

/** A rating moved `weight` of the way from `before` to what the model gave (`after`). */
export function weighted(before: Skill, after: Skill, weight: number): Skill {
  if (weight >= 1) return { mu: after.mu, sigma: after.sigma };
  return {
    mu: before.mu + weight * (after.mu - before.mu),
    sigma: before.sigma + weight * (after.sigma - before.sigma),
  };
}
