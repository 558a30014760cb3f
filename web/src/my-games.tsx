// "My games" (issue 28): the player's games by status (waiting, playing, finished), newest first,
// a page at a time; the list is read again whenever the player's stream tells of a game of theirs,
// and a `your_turn` marks that game at once.
import { useEffect, useState } from 'preact/hooks';
import { listMyGames, type PlayerGameDto } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import { MyGameItem } from './my-game-item.js';
import { usePlayer } from './player.js';
import { usePlayerStream } from './player-live.js';

const TABS = ['waiting', 'playing', 'finished'] as const;
type Tab = (typeof TABS)[number];

export function MyGames() {
  const t = useT();
  const player = usePlayer();
  const [tab, setTab] = useState<Tab>('playing');
  const [games, setGames] = useState<PlayerGameDto[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [turns, setTurns] = useState<Set<string>>(new Set());
  const [error, setError] = useState('');
  const token = player?.token ?? null;

  const load = async (cursor: string | null) => {
    if (!token) return;
    try {
      const query = { status: tab, limit: 20, ...(cursor ? { cursor } : {}) };
      const page = await ok(listMyGames({ client, headers: bearer(token), query }));
      setGames((shown) => (cursor ? [...(shown ?? []), ...page.games] : page.games));
      setNext(page.nextCursor);
      if (!cursor) setTurns(new Set());
      setError('');
    } catch (e) {
      setError(e instanceof Refused ? t.problem(e.code, e.message) : String(e));
    }
  };
  useEffect(() => void load(null), [tab, token]);
  usePlayerStream(token, (m) => {
    // Marked at once; the list read next says whose turn it is from then on.
    if (m.kind === 'your_turn') setTurns((marked) => new Set(marked).add(m.gameId));
    void load(null);
  });

  return (
    <section aria-labelledby="my-games-title" class="panel">
      <h2 id="my-games-title">{t.pageNames.games}</h2>
      {!player && <p>{t.signInFirst}</p>}
      <div class="tabs" role="group" aria-label={t.pageNames.games}>
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            class="secondary"
            aria-pressed={s === tab}
            onClick={() => (setGames(null), setTab(s))}
          >
            {t.gameTabs[s]}
          </button>
        ))}
      </div>
      {error && <p role="alert">{error}</p>}
      {games?.length === 0 && <p>{t.noGamesHere}</p>}
      <ul class="games" id="my-games" data-status={tab}>
        {player &&
          games?.map((g) => (
            <MyGameItem key={g.id} game={g} player={player} yourTurn={turns.has(g.id)} />
          ))}
      </ul>
      {next && (
        <button type="button" class="secondary" onClick={() => void load(next)}>
          {t.moreGames}
        </button>
      )}
    </section>
  );
}
