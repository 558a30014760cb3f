// The rating change a `game_finished` message carries: My games' shape (src/features/ratings/
// rating-change.ts), beside the flat fields the stream first gave it, kept (deprecated) for
// clients of the unreleased 1.1.0 document that read them (docs/api-changes.md). Pure.
import {
  ratingChangeOf,
  type GameRatingFields,
  type RatingChange,
} from '../ratings/rating-change.js';

/** The stream's first, flat shape of a rating change: deprecated, still sent. */
export interface FlatRatingChange {
  pool: number;
  muBefore: number;
  sigmaBefore: number;
  muAfter: number;
  sigmaAfter: number;
  ordinalBefore: number;
  ordinalAfter: number;
}

/** What a finished rated game did to one player's rating, as `game_finished` tells it. */
export type StreamRatingChange = RatingChange & FlatRatingChange;

/** The change with its flat fields beside (their values are the nested ones). */
function withFlat(c: RatingChange): StreamRatingChange {
  return {
    ...c,
    muBefore: c.before.mu,
    sigmaBefore: c.before.sigma,
    muAfter: c.after.mu,
    sigmaAfter: c.after.sigma,
    ordinalBefore: c.before.ordinal,
    ordinalAfter: c.after.ordinal,
  };
}

/** Built from the game_ratings row, as My games builds its own (ratingChangeOf). */
export function streamRatingChangeOf(r: GameRatingFields): StreamRatingChange {
  return withFlat(ratingChangeOf(r));
}

/** What a stored message lacks that game_ratings still holds: the seat's place and weight. */
export interface StoredRatingExtras {
  place: number;
  weight: number;
}

/**
 * A stored message as the stream sends it now. A `game_finished` written before the change
 * carried the flat fields only: its `before` and `after` are derived from them, and its place and
 * weight come from the game_ratings row it was built from (`extras`, read beside it by
 * player_messages_after; the row outlives the message, as games are never deleted and a player's
 * deletion takes both). Any other message is sent as stored.
 */
export function currentPayload(
  payload: Record<string, unknown>,
  extras: StoredRatingExtras | null,
): Record<string, unknown> {
  const stored = payload.ratingChange as Partial<StreamRatingChange> | null | undefined;
  if (payload.kind !== 'game_finished' || !stored || 'place' in stored || !extras) return payload;
  const flat = stored as FlatRatingChange;
  const ratingChange = withFlat({
    pool: flat.pool,
    place: extras.place,
    before: { mu: flat.muBefore, sigma: flat.sigmaBefore, ordinal: flat.ordinalBefore },
    after: { mu: flat.muAfter, sigma: flat.sigmaAfter, ordinal: flat.ordinalAfter },
    weight: extras.weight,
  });
  return { ...payload, ratingChange };
}
