/** Route metadata: whose budget of stored answers a route's answers count against. */
export const IDEMPOTENT_OWNER = 'idempotentOwner';

/**
 * `seat`: the seat whose token the route needs; `address`: the caller's network; `player`: the
 * player token the route needs, on a route whose answer holds a secret (a new player token), so
 * its key must be one too, as on `address` routes.
 */
export type IdempotentOwner = 'seat' | 'address' | 'player';

/**
 * Route metadata: the route's change stores its answer in the very statement that makes it, which
 * fails when an answer under the key is stored already (the record's id): a retry can then be
 * let run and answered the stored answer when it fails, without a lookup first. True of the moves
 * (src/features/play/moves.controller.ts); not of a change made of several statements.
 */
export const ANSWER_STORED_BY_CHANGE = 'answerStoredByChange';
