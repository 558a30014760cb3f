// "Play now" (issue 28): a small form (queue-fields.tsx) puts the browser's player (made here on
// the first visit) in the queue; the page then waits (queue-wait.tsx) until the queue seats it,
// and opens the table.
import { useState } from 'preact/hooks';
import { joinQueue } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import { ensurePlayer, usePlayer } from './player.js';
import { DEFAULT_CHOICE, QueueFields, queueBody } from './queue-fields.js';
import { QueueWait } from './queue-wait.js';
import { loadName, loadQueueEntry, saveQueueEntry } from './storage.js';

const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function PlayNow() {
  const t = useT();
  const player = usePlayer();
  const [entryId, setEntryId] = useState(loadQueueEntry);
  const [name, setName] = useState(loadName);
  // A player made by this visit is too new for a rated game (RATED_PLAYER_MIN_AGE): its first
  // table is unrated unless the visitor asks otherwise.
  const [choice, setChoice] = useState(() => ({ ...DEFAULT_CHOICE, rated: player !== null }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const wait = (id: string | null) => (saveQueueEntry(id), setEntryId(id));

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const me = await ensurePlayer(name.trim() || t.defaultName);
      const body = queueBody(choice);
      wait((await ok(joinQueue({ client, headers: bearer(me.token), body }))).id);
    } catch (err) {
      // Queued already (another tab, a lost answer): wait on that entry.
      const queued = err instanceof Refused ? err.problem.entryId : undefined;
      const ratedFrom = err instanceof Refused ? err.problem.ratedFrom : undefined;
      if (typeof queued === 'string') wait(queued);
      else if (typeof ratedFrom === 'string') {
        // Too new for a rated table: say from when, and offer an unrated one at once.
        setChoice({ ...choice, rated: false });
        setError(t.ratedFromTime(clockTime(ratedFrom)));
      } else setError(err instanceof Refused ? t.problem(err.code, err.message) : String(err));
    } finally {
      setBusy(false);
    }
  };

  if (entryId && player) return <QueueWait entryId={entryId} player={player} done={wait} />;
  return (
    <section aria-labelledby="play-title" class="panel">
      <h2 id="play-title">{t.playNow}</h2>
      <p>{t.playNowHelp}</p>
      <form class="form" onSubmit={(e) => void submit(e)}>
        {!player && (
          <label>
            {t.playerName}
            <input
              name="player-name"
              required
              maxLength={40}
              value={name}
              onInput={(e) => setName(e.currentTarget.value)}
            />
          </label>
        )}
        <QueueFields value={choice} set={setChoice} />
        <button type="submit" disabled={busy}>
          {t.findTable}
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </section>
  );
}
