// Leaving a running game (with a confirm step) and, once it is finished, its rematch: the rematch
// call seats the caller as joining does (token kept in the browser), then the page moves there.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameViewDto } from './api/index.js';
import { Refused } from './api-client.js';
import { useT } from './i18n.js';
import { gameLink, navigate } from './route.js';
import { leaveSeat, takeRematch } from './seating.js';
import { loadSeat, markLeft, type SeatCredentials } from './storage.js';

interface Props {
  gameId: string;
  view: GameViewDto;
  seat: SeatCredentials;
  /** Called after leaving: the view is out of date. */
  left(): void;
}

export function LeaveRematch({ gameId, view, seat, left }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The confirm step takes the focus to its safe answer, and gives it back to Leave on Stay.
  const stay = useRef<HTMLButtonElement>(null);
  const leaveButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) stay.current?.focus();
    else if (asked.current) leaveButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await call();
    } catch (e) {
      setError(e instanceof Refused ? t.problem(e.code, e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };
  const leave = () =>
    run(async () => {
      await leaveSeat(gameId, seat.token);
      markLeft(gameId);
      setConfirming(false);
      left();
    });
  const rematch = () => run(async () => navigate(await takeRematch(gameId, seat.token)));

  const joined = view.rematch !== null && loadSeat(view.rematch) !== null;
  const mine = view.you !== null ? view.seats[view.you] : undefined;
  // Offered while away too (docs/online-play.md, "Leaving"): a person the computer plays for may
  // rather leave for good than come back.
  const canLeave = view.status === 'playing' && mine !== undefined && !mine.left;
  return (
    <div class="online-controls">
      {view.status === 'finished' && joined && view.rematch && (
        <a
          href={gameLink(view.rematch)}
          onClick={(e) => (e.preventDefault(), view.rematch && navigate(view.rematch))}
        >
          {t.goToRematch}
        </a>
      )}
      {view.status === 'finished' && !joined && (
        <button type="button" disabled={busy} onClick={() => void rematch()}>
          {t.rematch}
        </button>
      )}
      {canLeave && !confirming && (
        <button
          type="button"
          class="secondary"
          ref={leaveButton}
          onClick={() => setConfirming(true)}
        >
          {t.leave}
        </button>
      )}
      {canLeave && confirming && (
        <div role="group" aria-labelledby="leave-confirm" class="confirm">
          <p id="leave-confirm">
            {view.timeControl?.onTimeout === 'forfeit' ? t.leaveConfirmForfeit : t.leaveConfirm}
          </p>
          <button type="button" class="secondary" disabled={busy} onClick={() => void leave()}>
            {t.leaveYes}
          </button>
          <button type="button" class="secondary" ref={stay} onClick={() => setConfirming(false)}>
            {t.leaveNo}
          </button>
        </div>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
