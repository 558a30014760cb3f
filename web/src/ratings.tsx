// The profile's ratings (issue 28): per pool (3 and 4 players) the ordinal players are ranked by,
// the games rated and whether the rating is still provisional.
import { useEffect, useState } from 'preact/hooks';
import { getMe, type PoolRatingDto } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import type { StoredPlayer } from './storage.js';

/** An ordinal as players read it: one decimal. */
export const shownRating = (ordinal: number) => ordinal.toFixed(1);

export function Ratings({ player }: { player: StoredPlayer }) {
  const t = useT();
  const [ratings, setRatings] = useState<PoolRatingDto[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    ok(getMe({ client, headers: bearer(player.token) }))
      .then((me) => setRatings(me.ratings))
      .catch((e) => setError(e instanceof Refused ? t.problem(e.code, e.message) : String(e)));
  }, [player.token]);
  return (
    <section aria-labelledby="ratings-title" class="panel">
      <h2 id="ratings-title">{t.ratings}</h2>
      {error && <p role="alert">{error}</p>}
      {ratings?.length === 0 && <p>{t.noRating}</p>}
      {!!ratings?.length && (
        <table class="board">
          <thead>
            <tr>
              <th scope="col">{t.players}</th>
              <th scope="col" class="num">
                {t.ordinal}
              </th>
              <th scope="col" class="num">
                {t.gamesPlayed}
              </th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {ratings.map((r) => (
              <tr key={r.pool} data-pool={r.pool}>
                <th scope="row">{t.pool(r.pool)}</th>
                <td class="num">{shownRating(r.ordinal)}</td>
                <td class="num">{r.games}</td>
                <td>{r.provisional ? t.provisional : t.established}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
