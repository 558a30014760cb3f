// Waiting in the queue: the time waited and a cancel button; the entry is read every second (and
// at once when the player's stream says `matched`), and once matched the table opens, the seat
// reached through the player token (README "Web client"). An entry is matched a moment before its
// game is made and seated (src/features/queue/queue.service.ts), so the table opens once the player token
// reads the game with its seat.
import { useEffect, useRef, useState } from 'preact/hooks';
import { getGame, getQueueEntry, leaveQueue, type QueueEntryDto } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import { usePlayerStream } from './player-live.js';
import { navigate } from './route.js';
import { saveSeat, type StoredPlayer } from './storage.js';

const POLL_MS = 1000;

interface Props {
  entryId: string;
  player: StoredPlayer;
  /** The wait is over: null, the entry withdrawn or gone. */
  done(entryId: null): void;
}

export function QueueWait({ entryId, player, done }: Props) {
  const t = useT();
  const [entry, setEntry] = useState<QueueEntryDto | null>(null);
  const [now, setNow] = useState(Date.now);
  const [error, setError] = useState('');
  const path = { entryId };
  const headers = bearer(player.token);

  const shown = useRef(true);
  /** Opens the table once the game holds the player's seat; else the next read tries again. */
  const open = async (gameId: string, seat: number) => {
    const view = await ok(getGame({ client, path: { gameId }, headers })).catch(() => null);
    if (view?.you !== seat || !shown.current) return;
    shown.current = false;
    saveSeat(gameId, { seat, token: player.token });
    done(null);
    navigate(gameId);
  };
  const read = async () => {
    try {
      const e = await ok(getQueueEntry({ client, path, headers }));
      if (!shown.current) return;
      setEntry(e);
      if (e.status === 'matched' && e.gameId !== null && e.seat !== null)
        await open(e.gameId, e.seat);
    } catch (err) {
      if (err instanceof Refused && (err.status === 404 || err.status === 401)) done(null);
      else setError(err instanceof Refused ? t.problem(err.code, err.message) : String(err));
    }
  };
  usePlayerStream(player.token, (m) => {
    if (m.kind === 'matched' && m.queueId === entryId) void read();
  });
  useEffect(() => {
    shown.current = true;
    void read();
    const poll = setInterval(() => void read(), POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), POLL_MS);
    return () => {
      shown.current = false;
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [entryId]);

  const cancel = async () => {
    try {
      await ok(leaveQueue({ client, path, headers }));
      done(null);
    } catch (err) {
      // Matched in the meantime: the table opens instead.
      if (err instanceof Refused && err.code === 'queue_entry_matched') return void read();
      setError(err instanceof Refused ? t.problem(err.code, err.message) : String(err));
    }
  };
  const waited = entry ? Math.max(0, Math.round((now - Date.parse(entry.createdAt)) / 1000)) : 0;
  const fill = entry?.fillWithBotsAfterSeconds;
  return (
    <section aria-labelledby="queue-title" class="panel queue-wait" data-status={entry?.status}>
      <h2 id="queue-title">{t.inQueue}</h2>
      <p role="status">
        {!entry
          ? t.connecting
          : entry.status === 'matched'
            ? t.tableFound
            : t.queueWaiting(entry.players, waited)}
      </p>
      {fill !== undefined && <p>{fill === null ? t.peopleOnlyNote : t.fillNote(fill)}</p>}
      <button type="button" class="secondary" onClick={() => void cancel()}>
        {t.leaveQueue}
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
