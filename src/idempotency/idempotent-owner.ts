/** Route metadata: whose budget of stored answers a route's answers count against. */
export const IDEMPOTENT_OWNER = 'idempotentOwner';

/** `seat`: the seat whose token the route needs; `address`: the caller's network. */
export type IdempotentOwner = 'seat' | 'address';
