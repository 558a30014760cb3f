// The bottom of the table, always on screen: the own seat, the away notice, a refused move's
// reason, the moves the view offers and the hand.
import type { GameViewDto } from './api/index.js';
import { Actions } from './actions.js';
import { AwayBanner } from './away-banner.js';
import { UNREACHABLE } from './api-client.js';
import type { GameState } from './game-state.js';
import { Hand } from './hand.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';
import { SeatPanel } from './seats.js';
import { awaitedSeats } from './waits-for-people.js';

export function Dock({ game, view, you }: { game: GameState; view: GameViewDto; you: number }) {
  const t = useT();
  const deal = view.deal;
  const onTurn = deal?.turn === you && view.status === 'playing' && !awaitedSeats(view);
  return (
    <section
      class={onTurn ? 'dock turn' : 'dock'}
      aria-label={t.yourSeatOf(seatNamer(view, t)(you))}
    >
      <SeatPanel view={view} seat={view.seats[you]} place="bottom" />
      <AwayBanner game={game} view={view} />
      {game.refusal && (
        <p id="refusal" role="alert" class="refusal">
          {game.refusal.code === UNREACHABLE ? '' : `${t.refused}: `}
          {t.problem(game.refusal.code, game.refusal.detail)}
        </p>
      )}
      {view.status === 'playing' && <Actions game={game} view={view} />}
      {deal?.hand && <Hand game={game} view={view} hand={deal.hand} />}
    </section>
  );
}
