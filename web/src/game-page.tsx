// A game's page: a seat for whoever opens the link while seats are free, then the table.
import { useState } from 'preact/hooks';
import { Refused } from './api-client.js';
import { useGame } from './game-state.js';
import { useT } from './i18n.js';
import { gameLink } from './route.js';
import { takeSeat } from './seating.js';
import { loadName } from './storage.js';
import { SeatPanel } from './seats.js';
import { Table } from './table.js';

export function GamePage({ gameId }: { gameId: string }) {
  const t = useT();
  const game = useGame(gameId);
  const { view, seat } = game;
  return (
    <main
      id="game"
      class="game"
      data-version={view?.version ?? ''}
      data-deal={view?.deal?.number ?? ''}
    >
      <p class="share">
        <label>
          {t.shareLink}{' '}
          <input readOnly value={gameLink(gameId)} onFocus={(e) => e.currentTarget.select()} />
        </label>
      </p>
      {game.refusal && (
        <p id="refusal" role="alert" class="refusal">
          {t.refused}: {game.refusal}
        </p>
      )}
      {view?.status === 'waiting' && (
        <p role="status">
          {t.waitingForPlayers(view.seats.filter((s) => s.name).length, view.players)}
        </p>
      )}
      {view?.status === 'waiting' && (
        <section class="opponents" aria-labelledby="seats-title">
          <h2 id="seats-title" class="sr-only">
            {t.players}
          </h2>
          {view.seats.map((s) => (
            <SeatPanel key={s.seat} view={view} seat={s} />
          ))}
        </section>
      )}
      {view?.status === 'waiting' && !seat && <JoinForm gameId={gameId} onSeated={game.seated} />}
      {view && view.status !== 'waiting' && !seat && <p>{t.spectating}</p>}
      {view && view.status !== 'waiting' && <Table game={game} view={view} />}
    </main>
  );
}

function JoinForm({
  gameId,
  onSeated,
}: {
  gameId: string;
  onSeated: ReturnType<typeof useGame>['seated'];
}) {
  const t = useT();
  const [name, setName] = useState(loadName);
  const [error, setError] = useState('');
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      onSeated(await takeSeat(gameId, name.trim()));
    } catch (err) {
      setError(err instanceof Refused ? err.message : String(err));
    }
  };
  return (
    <form class="form panel" aria-labelledby="join-title" onSubmit={(e) => void submit(e)}>
      <h2 id="join-title">{t.takeSeat}</h2>
      <label>
        {t.yourName}
        <input
          required
          maxLength={32}
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <button type="submit">{t.sitDown}</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
