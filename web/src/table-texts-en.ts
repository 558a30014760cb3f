// The English texts of the finished table, the last trick, the reasons on the page and the card
// faces (issue 48). i18n-en.ts spreads them in.
import type { Rank } from './cards.js';

export const TABLE_EN = {
  /** What a card's face shows for its rank: the letters English players read. */
  faceRanks: { '9': '9', J: 'J', Q: 'Q', K: 'K', '10': '10', A: 'A' } as Record<Rank, string>,
  gameOver: 'The game is over.',
  standings: 'Final standings',
  place: 'Place',
  placeName: (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`),
  ratingMove: (before: string, after: string) => `${before} → ${after}`,
  showLastTrick: 'Last trick',
  hideLastTrick: 'Back to the table',
  finalTrick: 'The last trick',
  nextLead: (name: string) => `${name} leads.`,
  whyGreyed: 'Why some cards cannot be played',
  onlyPass: 'Only Pass:',
  surrenderCost: (you: number, each: number) =>
    `Surrender this deal? You score −${you}, each opponent +${each}.`,
  boltCount: (n: number) => `a bolt (${n} of 3)`,
  dealsLeft: (n: number) => `${n} deal${n === 1 ? '' : 's'}`,
  given: 'given to you',
  timedOut: (name: string) => `${name}’s time ran out: a computer moved for them.`,
  /** A deal's verdict when the computer standing in surrendered (surrendered-by.ts). */
  standInSurrendered: (name: string, contract: number | null, how: 'timeout' | 'away') =>
    `${how === 'timeout' ? `${name}’s time ran out` : `${name} was away`}: the computer playing for them surrendered the contract of ${contract}.`,
  playedFor: (name: string) => `A computer is playing for ${name}.`,
  dismiss: 'Dismiss',
  /** The moves' hidden heading while another seat is to act ("Your move" when it is this one's). */
  theirMove: (name: string) => `${name}’s move`,
  /** Every person is away, and the game waits for one to be back (waits-for-people.ts). */
  waitsForYou: 'The game is waiting for you: the computers play on once you are back.',
  waitsFor: (names: string[]) => `The game is waiting for ${names.join(', ')} to come back.`,
  /** The waiting room's hidden heading over its seats (`players` labels a count of players). */
  seatsHeading: 'Players',
  tableOf: (names: string[]) => `Table with ${names.join(', ')}`,
  finishedPlace: (n: number) =>
    `finished ${n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`}`,
  wonBy: (name: string) => `won by ${name}`,
  standingNone: 'You have no rating in this pool yet: finish a rated game.',
  standingProvisional: (rating: string, games: number, left: number) =>
    `Your rating: ${rating} after ${games} rated game${games === 1 ? '' : 's'}; it joins the leaderboard after ${left} more.`,
  standingEstablished: (rating: string, games: number, rank: number | null) =>
    `Your rating: ${rating} after ${games} rated games${rank === null ? '' : `, rank ${rank}`}.`,
  legendBar: 'bar',
  legendBarMeans:
    'the points a card cost its side against best play; a longer bar, a dearer card. Exact: every hand known, the rest of the deal solved.',
  legendExact: 'cards that were as good as the best: exact.',
  legendEstimated: 'each bid, the cards given and the contract: estimated over sampled deals.',
  choicesEstimated: (n: number) =>
    `Estimates over ${n} sampled deals each: a choice judged on few deals may read otherwise than the deal went.`,
  estimated: (n: number) => `(estimated, ${n} deals)`,
};
