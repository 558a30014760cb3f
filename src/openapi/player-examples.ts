// The examples of the players' operations (src/players, src/ratings), as ./examples.ts gives the
// games'.
const example = (summary: string, value: unknown) => ({ default: { summary, value } });

export const PLAYER_ID = '5b7e0c1d-2f3a-4b5c-9d6e-7f8091a2b3c4';
const TOKEN = 'player.' + 'x'.repeat(43);
const CREATED_AT = '2026-11-30T12:00:00.000Z';

export const PLAYER_REQUEST_EXAMPLES: Record<string, ReturnType<typeof example>> = {
  createPlayer: example('A new player', { name: 'Anna' }),
  renameMe: example('A new name', { name: 'Анна' }),
};

export const PLAYER_RESPONSE_EXAMPLES: Record<string, ReturnType<typeof example>> = {
  createPlayer: example('Created: keep the token', { id: PLAYER_ID, name: 'Anna', token: TOKEN }),
  newPlayerToken: example('A new token: the old one no longer works', {
    id: PLAYER_ID,
    name: 'Anna',
    token: TOKEN,
  }),
  getMe: example('You', { id: PLAYER_ID, name: 'Anna', bot: null, createdAt: CREATED_AT }),
  renameMe: example('Renamed', { id: PLAYER_ID, name: 'Анна', bot: null, createdAt: CREATED_AT }),
};
