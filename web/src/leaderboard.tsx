// The leaderboard (issue 28): the best established ratings of a pool (3 or 4 players), best first;
// provisional players are left out by the service.
import { useEffect, useState } from 'preact/hooks';
import { getLeaderboard, type LeaderDto } from './api/index.js';
import { client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import { MyStanding } from './my-standing.js';
import { usePlayer } from './player.js';
import { shownRating } from './ratings.js';

const POOLS = [3, 4] as const;

export function Leaderboard() {
  const t = useT();
  const me = usePlayer();
  const [pool, setPool] = useState<3 | 4>(3);
  // The board of the pool it was read for: a switch shows no rows of the other pool while the new
  // board is read, nor a slow answer of the old one after it (a loaded machine showed both).
  const [board, setBoard] = useState<{ pool: 3 | 4; players: LeaderDto[] } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let current = true;
    ok(getLeaderboard({ client, query: { pool, limit: 100 } }))
      .then((read) => current && (setBoard({ pool, players: read.players }), setError('')))
      .catch(
        (e) => current && setError(e instanceof Refused ? t.problem(e.code, e.message) : String(e)),
      );
    return () => {
      current = false;
    };
  }, [pool]);
  const leaders = board?.pool === pool ? board.players : null;
  return (
    <section
      aria-labelledby="leaders-title"
      class="panel"
      data-pool={pool}
      aria-busy={leaders === null && !error}
    >
      <h2 id="leaders-title">{t.pageNames.leaderboard}</h2>
      <div class="tabs" role="group" aria-label={t.players}>
        {POOLS.map((p) => (
          <button
            key={p}
            type="button"
            class="secondary"
            aria-pressed={p === pool}
            onClick={() => setPool(p)}
          >
            {t.pool(p)}
          </button>
        ))}
      </div>
      {me && <MyStanding player={me} pool={pool} leaders={leaders} />}
      {error && <p role="alert">{error}</p>}
      {leaders?.length === 0 && <p>{t.noRatedPlayers}</p>}
      {!!leaders?.length && (
        <table class="board">
          <thead>
            <tr>
              <th scope="col" class="num">
                {t.rank}
              </th>
              <th scope="col">{t.player}</th>
              <th scope="col" class="num">
                {t.ordinal}
              </th>
              <th scope="col" class="num">
                {t.gamesPlayed}
              </th>
            </tr>
          </thead>
          <tbody>
            {leaders.map((l) => (
              <tr key={l.id} aria-current={l.id === me?.id ? 'true' : undefined}>
                <td class="num">{l.rank}</td>
                <th scope="row">
                  {l.bot ? t.botName(l.bot) : l.name}
                  {l.id === me?.id && ` · ${t.you}`}
                </th>
                <td class="num">{shownRating(l.ordinal)}</td>
                <td class="num">{l.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
