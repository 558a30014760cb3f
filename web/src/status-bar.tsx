// The line above the felt: the deal, trump, the auction's high bid or the contract, whether the
// page is live, the score table's drawer, and leaving or the rematch.
import type { GameViewDto } from './api/index.js';
import { SUIT_SYMBOL } from './cards.js';
import type { GameState } from './game-state.js';
import { useT } from './i18n.js';
import { LeaveRematch } from './leave-rematch.js';
import { seatNamer } from './names.js';

interface Props {
  game: GameState;
  view: GameViewDto;
  openScores(): void;
}

export function StatusBar({ game, view, openScores }: Props) {
  const t = useT();
  const deal = view.deal;
  const name = seatNamer(view, t);
  return (
    <section class="status-bar" aria-label={view.name ?? t.title}>
      {deal && <span>{t.deal(deal.number)}</span>}
      {deal && (
        <span>
          {t.trump}: {deal.trump ? `${SUIT_SYMBOL[deal.trump]} ${t.suit(deal.trump)}` : t.noTrump}
        </span>
      )}
      {deal?.phase === 'bidding' && (
        <span>
          {t.highestBid}: {deal.highestBid} ({name(deal.highestBidder)})
        </span>
      )}
      {deal?.declarer != null && (
        <span>
          {t.declarer}: {name(deal.declarer)}
          {/* Before the contract, the bid it won at (a trial read "Declarer: Anna" alone when
              everyone passed and did not know she plays at 100). */}
          {deal.contract != null
            ? `, ${t.contract.toLowerCase()} ${deal.contract}`
            : `, ${t.wonAt(deal.highestBid)}`}
        </span>
      )}
      {/* A finished game changes no more: whether its stream is open is no news. */}
      {view.status !== 'finished' && (
        <span role="status" class={`live ${game.live}`}>
          {t[game.live]}
        </span>
      )}
      <span class="spacer" />
      <button type="button" class="secondary" onClick={openScores}>
        {t.scoreTable}
      </button>
      {game.seat && (
        <LeaveRematch gameId={view.id} view={view} seat={game.seat} left={game.leftSeat} />
      )}
    </section>
  );
}
