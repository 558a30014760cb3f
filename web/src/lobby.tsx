// The lobby: one click to a table against two computers, the tables this browser holds a seat at,
// the tables waiting for players (refreshed every few seconds), and a table with rules of one's own.
import { useEffect, useState } from 'preact/hooks';
import { listGames, type GameSummaryDto } from './api/index.js';
import { client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import { NewTable } from './new-table.js';
import { quickTable } from './quick-table.js';
import { navigate } from './route.js';
import { PAGE_SIZE, seatedWaitingTables } from './waiting-tables.js';
import { YourTables } from './your-tables.js';

const REFRESH_MS = 5000;

export function Lobby() {
  const t = useT();
  const [games, setGames] = useState<GameSummaryDto[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    try {
      const page = (cursor: string | undefined) =>
        ok(listGames({ client, query: { status: 'waiting', limit: PAGE_SIZE, cursor } }));
      setGames(await seatedWaitingTables(page));
      setError('');
    } catch (e) {
      setError(e instanceof Refused ? t.problem(e.code, e.message) : String(e));
    }
  };
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const quick = async () => {
    setBusy(true);
    try {
      navigate(await quickTable(t.defaultName));
    } catch (e) {
      setError(e instanceof Refused ? t.problem(e.code, e.message) : String(e));
      setBusy(false);
    }
  };
  return (
    <main id="lobby" class="lobby">
      <div class="quick">
        <button type="button" disabled={busy} onClick={() => void quick()}>
          {t.playComputer}
        </button>
      </div>
      <YourTables />
      <section aria-labelledby="waiting-title" class="panel">
        <h2 id="waiting-title">{t.waitingGames}</h2>
        <button type="button" class="secondary" onClick={() => void refresh()}>
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
