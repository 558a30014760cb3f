// "You are away: a computer is playing for you. [I'm back]": the seat's absence (timeouts in a row)
// ended by POST /games/{id}/back. Not shown after leaving for good (the seat's `left`, or this
// browser's own record of it), which also makes a seat away.
import { useState } from 'preact/hooks';
import { comeBack, type GameViewDto } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import type { GameState } from './game-state.js';
import { useT } from './i18n.js';
import { hasLeft } from './storage.js';

export function AwayBanner({ game, view }: { game: GameState; view: GameViewDto }) {
  const t = useT();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const mine = view.you !== null ? view.seats[view.you] : undefined;
  if (!game.seat || !mine?.away || mine.left || view.status !== 'playing' || hasLeft(view.id))
    return null;
  const token = game.seat.token;
  const back = async () => {
    setBusy(true);
    try {
      await ok(comeBack({ client, path: { gameId: view.id }, headers: bearer(token) }));
      setError('');
      game.refresh();
    } catch (e) {
      setError(e instanceof Refused ? t.problem(e.code, e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p class="away-banner" id="away">
      {t.youAreAway}
      <button type="button" disabled={busy} onClick={() => void back()}>
        {t.imBack}
      </button>
      {error && <span role="alert">{error}</span>}
    </p>
  );
}
