/** The `gameId` path parameter, as every operation on one game documents it. */
export const GAME_ID = { name: 'gameId', description: 'The game id (UUID).' };
