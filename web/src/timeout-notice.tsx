// A notice when a seat's clock ran out and a computer moved for it (issue 48: "after 60 s of
// 'Waiting for Boris' the computer played for him with no notice"). The view says only that a seat
// is away, after two timeouts in a row; the game's log says each one (`turn_timed_out`), so the
// page reads the log's new events whenever a timed game's version moves on.
import { useEffect, useRef, useState } from 'preact/hooks';
import { listEvents, type GameViewDto } from './api/index.js';
import { client, ok } from './api-client.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';

/** How long the notice stays: long enough to read after looking away for a moment. */
const NOTICE_MS = 15_000;

function useTimedOutSeat(view: GameViewDto): number | null {
  const read = useRef<number | null>(null);
  const [seat, setSeat] = useState<number | null>(null);
  const timed = view.timeControl !== null && view.status === 'playing';
  useEffect(() => {
    if (!timed) return;
    let live = true;
    const after = read.current;
    ok(listEvents({ client, path: { gameId: view.id }, query: after === null ? {} : { after } }))
      .then((page) => {
        if (!live) return;
        // The first read only finds where the log stands: what ran out before is old news.
        const fresh = after === null ? [] : page.events;
        read.current = page.lastSeq;
        const last = fresh.filter((e) => e.type === 'turn_timed_out').at(-1);
        if (last?.type === 'turn_timed_out' && last.data.onTimeout === 'bot')
          setSeat(last.data.seat);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [view.version, timed]);
  useEffect(() => {
    if (seat === null) return;
    const timer = setTimeout(() => setSeat(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [seat, view.version]);
  return seat;
}

export function TimeoutNotice({ view }: { view: GameViewDto }) {
  const t = useT();
  const seat = useTimedOutSeat(view);
  return (
    <p class="timeout-notice" role="status" id="timeout-notice">
      {seat !== null && t.timedOut(seatNamer(view, t)(seat))}
    </p>
  );
}
