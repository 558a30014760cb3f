// One seat as the table shows it: its name (the region's name too), the dealer mark, the turn ring
// with the clock of the seat to act, its bid in the auction, total, bolts, barrel, the backs of
// the cards it holds, tricks taken, and whether a computer plays it or its player is connected.
import type { GameViewDto, SeatSummaryDto } from './api/index.js';
import { Countdown } from './countdown.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';
import type { Place } from './places.js';
import { shownNumber } from './signed.js';
import { awaitedSeats } from './waits-for-people.js';

interface Props {
  view: GameViewDto;
  seat: SeatSummaryDto;
  place?: Place;
}

export function SeatPanel({ view, seat, place }: Props) {
  const t = useT();
  const deal = view.deal;
  const n = seat.seat;
  const name = seatNamer(view, t)(n);
  const own = n === view.you;
  // No ring while the game waits for its people: the seat to act is not acting.
  const onTurn = deal?.turn === n && view.status === 'playing' && !awaitedSeats(view);
  const bids = deal?.phase === 'bidding' ? deal.bids.filter((b) => b.seat === n) : [];
  const lastBid = bids.at(-1);
  const cards = deal?.handSizes[n] ?? 0;
  const tags = [
    seat.bot && t.bot,
    deal?.sittingOut === n && t.sitsOut,
    seat.left ? t.seatLeft : seat.away && t.away,
    // The own seat's connection is the page's stream, shown in the status bar.
    !own && seat.name !== null && !seat.bot && (seat.connected ? t.connected : t.disconnected),
  ].filter(Boolean);
  return (
    <article
      class={`seat place-${place ?? 'top'}${onTurn ? ' turn' : ''}`}
      aria-label={own ? t.yourSeatOf(name) : name}
      data-seat={n}
      aria-current={onTurn ? 'true' : undefined}
    >
      <h3>
        {name}
        {deal?.dealer === n && (
          <span class="dealer-mark" title={t.dealer}>
            <span aria-hidden="true">{t.dealerMark}</span>
            <span class="sr-only">{t.dealer}</span>
          </span>
        )}
        {onTurn && deal?.deadline && (
          <>
            {' '}
            <Countdown deadline={deal.deadline} longest={view.timeControl?.moveSeconds} />
          </>
        )}
      </h3>
      {tags.length > 0 && <p class="tags">{tags.join(' · ')}</p>}
      <p class="facts">
        {t.total} <span class="total">{shownNumber(seat.total)}</span> · {t.bolts} {seat.bolts}
        {deal && ` · ${t.tricks(deal.tricksTaken[n] ?? 0)}`}
      </p>
      {seat.barrel && <p class="barrel">{t.barrel(seat.barrel.dealsLeft)}</p>}
      {lastBid && <p class="bid">{lastBid.amount === null ? t.passed : lastBid.amount}</p>}
      {deal && !own && (
        <>
          <span class="sr-only">{t.cardsInHand(cards)}</span>
          <ul class="backs" aria-hidden="true">
            {Array.from({ length: cards }, (_, i) => (
              <li key={i} class="back" />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
