// The tables this browser holds a seat at (their tokens are kept in localStorage), as each seat
// sees them now; a table the service no longer knows is forgotten.
import { useEffect, useState } from 'preact/hooks';
import { getGame, type GameViewDto } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import { navigate } from './route.js';
import { forgetSeat, storedSeats } from './storage.js';

export function YourTables() {
  const t = useT();
  const [tables, setTables] = useState<GameViewDto[] | null>(null);
  useEffect(() => {
    let stopped = false;
    const load = async () => {
      const found: GameViewDto[] = [];
      for (const { gameId, seat } of storedSeats()) {
        try {
          found.push(await ok(getGame({ client, path: { gameId }, headers: bearer(seat.token) })));
        } catch (e) {
          if (e instanceof Refused && (e.status === 401 || e.status === 404)) forgetSeat(gameId);
        }
      }
      if (!stopped) setTables(found.filter((g) => g.status !== 'closed'));
    };
    void load();
    return () => void (stopped = true);
  }, []);
  return (
    <section aria-labelledby="yours-title" class="panel">
      <h2 id="yours-title">{t.yourTables}</h2>
      {tables?.length === 0 && <p>{t.noTablesOfYours}</p>}
      <ul class="games">
        {tables?.map((g) => (
          <li key={g.id}>
            <a href={`?game=${g.id}`} onClick={(e) => (e.preventDefault(), navigate(g.id))}>
              {g.name ?? t.untitled}
            </a>{' '}
            <span>
              {t.statuses[g.status]}
              {g.deal ? ` · ${t.deal(g.deal.number)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
