// The lobby: tables waiting for players, and a form to open one with bots in some seats.
import { useEffect, useState } from 'preact/hooks';
import { listGames, type GameSummaryDto } from './api/index.js';
import { client, ok, Refused } from './api-client.js';
import { NewTable } from './new-table.js';
import { useT } from './i18n.js';
import { navigate } from './route.js';

export function Lobby() {
  const t = useT();
  const [games, setGames] = useState<GameSummaryDto[] | null>(null);
  const [error, setError] = useState('');
  const refresh = async () => {
    try {
      const page = await ok(listGames({ client, query: { status: 'waiting', limit: 20 } }));
      setGames(page.games);
      setError('');
    } catch (e) {
      setError(e instanceof Refused ? e.message : String(e));
    }
  };
  useEffect(() => void refresh(), []);
  return (
    <main id="lobby" class="lobby">
      <section aria-labelledby="waiting-title" class="panel">
        <h2 id="waiting-title">{t.waitingGames}</h2>
        <button type="button" onClick={() => void refresh()}>
          {t.refresh}
        </button>
        {error && <p role="alert">{error}</p>}
        {games?.length === 0 && <p>{t.noGames}</p>}
        <ul class="games">
          {games?.map((g) => (
            <li key={g.id}>
              <a href={`?game=${g.id}`} onClick={(e) => (e.preventDefault(), navigate(g.id))}>
                {g.name ?? t.untitled}
              </a>{' '}
              <span>{t.seatsTaken(g.seatsTaken, g.players)}</span>
            </li>
          ))}
        </ul>
      </section>
      <NewTable />
    </main>
  );
}
