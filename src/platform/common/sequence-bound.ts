import { INT32_MAX } from './integers.js';

/**
 * The largest sequence number a query may name: sequence numbers are `Int` columns (PostgreSQL
 * int4) in prisma/schema.prisma, and a larger value fails inside the database (a 500) instead of
 * as a validation error.
 */
export const MAX_SEQUENCE = INT32_MAX;
