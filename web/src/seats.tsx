// One seat's panel: name, computer or not, total, bolts, barrel countdown, cards in hand, tricks,
// dealer, whose turn it is, whether a bot plays it for an away player, and whether its player is
// connected. Only what the view shows every seat.
import type { GameViewDto, SeatSummaryDto } from './api/index.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';

export function SeatPanel({ view, seat }: { view: GameViewDto; seat: SeatSummaryDto }) {
  const t = useT();
  const deal = view.deal;
  const n = seat.seat;
  const name = seatNamer(view, t)(n);
  const onTurn = deal?.turn === n && view.status === 'playing';
  const bids = deal?.phase === 'bidding' ? deal.bids.filter((b) => b.seat === n) : [];
  const lastBid = bids.at(-1);
  const tags = [
    n === view.you && t.you,
    seat.bot && t.bot,
    deal?.dealer === n && t.dealer,
    deal?.sittingOut === n && t.sitsOut,
    seat.away && t.away,
    // The own seat's connection is the page's stream, shown in the status bar.
    n !== view.you &&
      seat.name !== null &&
      !seat.bot &&
      (seat.connected ? t.connected : t.disconnected),
  ].filter(Boolean);
  return (
    <article
      class={onTurn ? 'seat turn' : 'seat'}
      aria-label={name}
      data-seat={n}
      aria-current={onTurn ? 'true' : undefined}
    >
      <h3>
        {name}
        {onTurn && <span class="badge">{t.turn}</span>}
      </h3>
      {tags.length > 0 && <p class="tags">{tags.join(' · ')}</p>}
      <dl>
        <dt>{t.total}</dt>
        <dd class="total">{seat.total}</dd>
        <dt>{t.bolts}</dt>
        <dd>{seat.bolts}</dd>
        {deal && (
          <>
            <dt class="sr-only">{t.hand}</dt>
            <dd>{t.cardsInHand(deal.handSizes[n] ?? 0)}</dd>
            <dt class="sr-only">{t.lastTrick}</dt>
            <dd>{t.tricks(deal.tricksTaken[n] ?? 0)}</dd>
          </>
        )}
      </dl>
      {seat.barrel && <p class="barrel">{t.barrel(seat.barrel.dealsLeft)}</p>}
      {lastBid && <p class="bid">{lastBid.amount === null ? t.passed : lastBid.amount}</p>}
    </article>
  );
}
