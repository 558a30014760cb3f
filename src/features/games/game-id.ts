import { INT32_MAX } from '../../platform/common/integers.js';

/** The `gameId` path parameter, as every operation on one game documents it. */
export const GAME_ID = { name: 'gameId', description: 'The game id (UUID).' };

/** Deals are numbered from 1; deal numbers are int4 columns (prisma/schema.prisma). */
export const DEAL_NUMBER = { minimum: 1, maximum: INT32_MAX } as const;

/** The `deal` path parameter of a deal's proof and replay. */
export const DEAL = {
  name: 'deal',
  description: 'Deal number, from 1.',
  schema: { type: 'integer', format: 'int32', ...DEAL_NUMBER },
} as const;
