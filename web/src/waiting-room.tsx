// The waiting room: the link to share (and a button copying it), the seats, a computer player
// added to a free seat, the own seat given up (cancel), or a seat taken by whoever opened the link.
import { useState } from 'preact/hooks';
import type { GameViewDto } from './api/index.js';
import { Refused } from './api-client.js';
import type { GameState } from './game-state.js';
import { useT } from './i18n.js';
import { JoinForm } from './join-form.js';
import { gameLink, navigate } from './route.js';
import { addBots, leaveSeat } from './seating.js';
import { SeatPanel } from './seats.js';
import { forgetSeat } from './storage.js';

interface Props {
  gameId: string;
  game: GameState;
  view: GameViewDto;
}

export function WaitingRoom({ gameId, game, view }: Props) {
  const t = useT();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (e) {
      setNote(e instanceof Refused ? t.problem(e.code, e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };
  const copy = () =>
    run(async () => {
      // The Clipboard API needs a secure context (https or localhost): else the link is selected
      // for the person to copy.
      if (!navigator.clipboard) {
        document.querySelector<HTMLInputElement>('#share-link')?.select();
        return;
      }
      await navigator.clipboard.writeText(gameLink(gameId));
      setNote(t.copied);
    });
  const addComputer = () =>
    run(async () => (await addBots(gameId, 1, 'basic', game.seat?.token), game.refresh()));
  const cancel = () =>
    run(async () => {
      if (game.seat) await leaveSeat(gameId, game.seat.token);
      forgetSeat(gameId);
      navigate(null);
    });
  const taken = view.seats.filter((s) => s.name).length;
  return (
    <div class="waiting-room">
      <h2>{view.name ?? t.untitled}</h2>
      <p role="status">{t.waitingForPlayers(taken, view.players)}</p>
      <div class="row">
        <label class="row">
          {t.shareLink}{' '}
          <input
            id="share-link"
            readOnly
            value={gameLink(gameId)}
            onFocus={(e) => e.currentTarget.select()}
          />
        </label>
        <button type="button" class="secondary" onClick={() => void copy()}>
          {t.copyLink}
        </button>
      </div>
      <section class="seats" aria-labelledby="seats-title">
        <h2 id="seats-title" class="sr-only">
          {t.seatsHeading}
        </h2>
        {view.seats.map((s) => (
          <SeatPanel key={s.seat} view={view} seat={s} />
        ))}
      </section>
      {game.seat ? (
        <div class="row">
          <button type="button" disabled={busy} onClick={() => void addComputer()}>
            {t.addComputer}
          </button>
          <button type="button" class="secondary" disabled={busy} onClick={() => void cancel()}>
            {t.cancelTable}
          </button>
        </div>
      ) : (
        <JoinForm gameId={gameId} onSeated={game.seated} />
      )}
      {note && <p role="status">{note}</p>}
      {game.refusal && (
        <p role="alert" class="refusal">
          {t.problem(game.refusal.code, game.refusal.detail)}
        </p>
      )}
    </div>
  );
}
