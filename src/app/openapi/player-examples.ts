// The examples of the players' operations (src/features/players, src/features/ratings), as ./examples.ts gives the
// games'.
const example = (summary: string, value: unknown) => ({ default: { summary, value } });

export /** What every player answer shows besides its id, name and ratings (a person's). */
const PERSON = { kind: 'person', description: null, owner: null, ladderPause: null };
const PLAYER_ID = '5b7e0c1d-2f3a-4b5c-9d6e-7f8091a2b3c4';
const TOKEN = 'player.' + 'x'.repeat(43);
const CREATED_AT = '2026-11-30T12:00:00.000Z';

export const PLAYER_REQUEST_EXAMPLES: Record<string, ReturnType<typeof example>> = {
  createPlayer: example('A new player', { name: 'Anna' }),
  renameMe: example('A new name', { name: 'Анна' }),
};

export const PLAYER_RESPONSE_EXAMPLES: Record<string, ReturnType<typeof example>> = {
  createPlayer: example('Created: keep the token', { id: PLAYER_ID, name: 'Anna', token: TOKEN }),
  newPlayerToken: example('A new token: the old one, and what it made, no longer work', {
    id: PLAYER_ID,
    name: 'Anna',
    token: TOKEN,
    revoked: { seatTokens: 3, queueEntries: 1, streamTickets: 0 },
  }),
  getMe: example('You', {
    id: PLAYER_ID,
    name: 'Anna',
    bot: null,
    createdAt: CREATED_AT,
    ...PERSON,
  }),
  renameMe: example('Renamed', {
    id: PLAYER_ID,
    name: 'Анна',
    bot: null,
    createdAt: CREATED_AT,
    ...PERSON,
  }),
};

const GAME_ID = '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a098';
const point = (mu: number, sigma: number) => ({ mu, sigma, ordinal: mu - 3 * sigma });
const RATING = { pool: 3, ...point(27.64, 8.07), games: 12, provisional: false };

Object.assign(PLAYER_RESPONSE_EXAMPLES, {
  getPlayer: example('A player with a rating', {
    id: PLAYER_ID,
    name: 'Anna',
    bot: null,
    createdAt: CREATED_AT,
    ratings: [RATING],
    ...PERSON,
  }),
  getRatingHistory: example('Two days', {
    pool: 3,
    points: [
      { day: '2026-11-30', ...point(26.1, 8.2), games: 4 },
      { day: '2026-12-01', ...point(27.64, 8.07), games: 12 },
    ],
  }),
  getLeaderboard: example('The best of the 3-player pool', {
    pool: 3,
    kind: 'person',
    players: [
      {
        rank: 1,
        id: PLAYER_ID,
        name: 'Anna',
        bot: null,
        kind: 'person',
        ...point(27.64, 8.07),
        games: 12,
      },
    ],
  }),
  listMyGames: example('Your turn in a rated game', {
    games: [
      {
        id: GAME_ID,
        name: 'Friday table',
        status: 'playing',
        players: 3,
        rated: true,
        visibility: 'public',
        createdAt: CREATED_AT,
        seat: 0,
        left: false,
        away: false,
        opponents: [
          {
            seat: 1,
            name: 'Boris',
            playerId: '6c8f1d2e-3a4b-4c5d-8e6f-708192a3b4c5',
            bot: null,
            kind: 'person',
          },
          {
            seat: 2,
            name: 'Bot (strong)',
            playerId: '00000000-0000-4000-8000-000000000003',
            bot: 'strong',
            kind: 'computer',
          },
        ],
        turn: 0,
        deadline: '2026-11-30T12:01:00.000Z',
        winner: null,
        result: null,
        ratingChange: null,
      },
    ],
    nextCursor: null,
  }),
});
PLAYER_RESPONSE_EXAMPLES.listPlayerGames = PLAYER_RESPONSE_EXAMPLES.listMyGames;
for (const op of ['getMe', 'renameMe']) {
  const value = PLAYER_RESPONSE_EXAMPLES[op].default.value as Record<string, unknown>;
  value.ratings = [RATING];
}
