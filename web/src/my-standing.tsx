// Where the player stands in a pool, above the leaderboard (issue 48): the leaderboard lists only
// established ratings, so a player with fewer rated games than ESTABLISHED_GAMES sees their own
// rating and how many games are still to come.
import { useEffect, useState } from 'preact/hooks';
import { getMe, type LeaderDto, type PoolRatingDto } from './api/index.js';
import { bearer, client, ok } from './api-client.js';
import { useT } from './i18n.js';
import { shownRating } from './ratings.js';
import type { StoredPlayer } from './storage.js';

/** Rated games in a pool before a rating is established (PoolRatingDto.provisional). */
export const ESTABLISHED_GAMES = 10;

interface Props {
  player: StoredPlayer;
  pool: 3 | 4;
  leaders: LeaderDto[] | null;
}

export function MyStanding({ player, pool, leaders }: Props) {
  const t = useT();
  const [ratings, setRatings] = useState<PoolRatingDto[] | null>(null);
  useEffect(() => {
    ok(getMe({ client, headers: bearer(player.token) })).then(
      (me) => setRatings(me.ratings),
      () => setRatings(null),
    );
  }, [player.token]);
  if (!ratings) return null;
  const mine = ratings.find((r) => r.pool === pool);
  const rank = leaders?.find((l) => l.id === player.id)?.rank;
  return (
    <p id="my-standing" class="standing">
      {!mine
        ? t.standingNone
        : mine.provisional
          ? t.standingProvisional(
              shownRating(mine.ordinal),
              mine.games,
              ESTABLISHED_GAMES - mine.games,
            )
          : t.standingEstablished(shownRating(mine.ordinal), mine.games, rank ?? null)}
    </p>
  );
}
