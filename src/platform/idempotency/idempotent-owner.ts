/** Route metadata: whose budget of stored answers a route's answers count against. */
export const IDEMPOTENT_OWNER = 'idempotentOwner';

/**
 * `seat`: the seat whose token the route needs; `address`: the caller's network; `player`: the
 * player token the route needs, on a route whose answer holds a secret (a new player token), so
 * its key must be one too, as on `address` routes.
 */
export type IdempotentOwner = 'seat' | 'address' | 'player';
