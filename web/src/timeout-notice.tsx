// A notice when a seat's clock ran out and a computer moved for it (issue 48: "after 60 s of
// 'Waiting for Boris' the computer played for him with no notice"). The view says only that a seat
// is away, after two timeouts in a row; the game's log says each one (`turn_timed_out`), so the
// page reads the log's new events whenever a timed game's version moves on.
// A player trial found it a block that filled the felt's row, outlived its deal and squeezed the
// end-of-deal dialog on a phone (task-web item 1): it is a line or two under the status bar that
// goes after a while, with its deal, or when dismissed, and takes no room while that dialog is
// open (a screen reader still hears it).
import { useEffect, useRef, useState } from 'preact/hooks';
import { listEvents, type GameViewDto } from './api/index.js';
import { client, ok } from './api-client.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';

/** How long the notice stays: long enough to read after looking away for a moment. */
const NOTICE_MS = 15_000;

/** A clock that ran out: whose, the log's sequence number of it, and the deal it ran out in. */
interface RanOut {
  seat: number;
  seq: number;
  deal: number;
}

/** Events after which a timeout belongs to a deal that is over. */
const DEAL_OVER = new Set(['deal_scored', 'deal_started', 'game_over']);

function useRanOut(view: GameViewDto): [RanOut | null, () => void] {
  const read = useRef<number | null>(null);
  const [ranOut, setRanOut] = useState<RanOut | null>(null);
  const timed = view.timeControl !== null && view.status === 'playing';
  const deal = view.deal?.number ?? 0;
  useEffect(() => {
    if (!timed) return;
    let live = true;
    const after = read.current;
    ok(listEvents({ client, path: { gameId: view.id }, query: after === null ? {} : { after } }))
      .then((page) => {
        if (!live) return;
        read.current = page.lastSeq;
        // The first read only finds where the log stands: what ran out before is old news.
        if (after === null) return;
        let last: RanOut | null = null;
        let inDeal = deal;
        for (const e of page.events) {
          if (e.type === 'deal_started') inDeal = e.data.deal;
          if (e.type === 'turn_timed_out' && e.data.onTimeout === 'bot')
            last = { seat: e.data.seat, seq: e.seq, deal: inDeal };
          else if (DEAL_OVER.has(e.type)) last = null;
        }
        if (last) setRanOut(last);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [view.version, timed]);
  // Timed from when it was told, not renewed by the moves after it.
  useEffect(() => {
    if (!ranOut) return;
    const timer = setTimeout(() => setRanOut(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ranOut?.seq]);
  // A notice of an earlier deal is no news in this one.
  const current = ranOut !== null && ranOut.deal === deal && timed ? ranOut : null;
  return [current, () => setRanOut(null)];
}

/** `aside`: the end-of-deal dialog is open, and the notice gives it the room. */
export function TimeoutNotice({ view, aside }: { view: GameViewDto; aside: boolean }) {
  const t = useT();
  const [ranOut, dismiss] = useRanOut(view);
  const shown = ranOut !== null && !aside;
  return (
    <div class={shown ? 'timeout-notice' : 'timeout-notice sr-only'}>
      <p role="status" id="timeout-notice">
        {ranOut && t.timedOut(seatNamer(view, t)(ranOut.seat))}
      </p>
      {shown && (
        <button
          type="button"
          class="dismiss"
          aria-label={t.dismiss}
          title={t.dismiss}
          onClick={dismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}
