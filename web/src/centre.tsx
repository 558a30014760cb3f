// The middle of the table: the auction, the talon (shown to all once turned up), the trick with its
// led card, the declared marriages and the last trick.
import type { DealViewDto, GameViewDto, PlayedCardDto } from './api/index.js';
import { CardFace } from './card-face.js';
import { SUIT_SYMBOL } from './cards.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';

export function Auction({ view, deal }: { view: GameViewDto; deal: DealViewDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  return (
    <section class="panel auction" aria-labelledby="auction-title">
      <h2 id="auction-title">{t.auction}</h2>
      <p>
        {t.highestBid}: {deal.highestBid} ({name(deal.highestBidder)})
      </p>
      <ol>
        {deal.bids.map((b, i) => (
          <li key={i}>
            {name(b.seat)}: {b.amount === null ? t.passed : b.amount}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Played({
  view,
  cards,
  ledNote,
}: {
  view: GameViewDto;
  cards: PlayedCardDto[];
  ledNote: boolean;
}) {
  const t = useT();
  const name = seatNamer(view, t);
  return (
    <ul class="played">
      {cards.map((c, i) => (
        <li key={c.card}>
          <CardFace card={c.card} note={i === 0 && ledNote ? t.led : undefined} />
          <span class="who">{name(c.seat)}</span>
        </li>
      ))}
    </ul>
  );
}

export function Centre({ view, deal }: { view: GameViewDto; deal: DealViewDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  return (
    <>
      {deal.talon && (
        <section class="panel talon" aria-labelledby="talon-title">
          <h2 id="talon-title">{t.talon}</h2>
          <ul class="played">
            {deal.talon.map((card) => (
              <li key={card}>
                <CardFace card={card} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {deal.phase === 'playing' && (
        <section class="panel trick" aria-labelledby="trick-title" aria-live="polite">
          <h2 id="trick-title">{t.trick}</h2>
          {deal.trick.cards.length === 0 ? (
            <p>{t.emptyTrick}</p>
          ) : (
            <Played view={view} cards={deal.trick.cards} ledNote />
          )}
        </section>
      )}
      {deal.marriages.length > 0 && (
        <section class="panel" aria-labelledby="marriages-title">
          <h2 id="marriages-title">{t.marriages}</h2>
          <ul>
            {deal.marriages.map((m, i) => (
              <li key={i}>
                {name(m.seat)}: {m.suit ? `${SUIT_SYMBOL[m.suit]} ${t.suit(m.suit)}` : 'A A A A'} (
                {m.value})
              </li>
            ))}
          </ul>
        </section>
      )}
      {deal.lastTrick && (
        <section class="panel last-trick" aria-labelledby="last-trick-title">
          <h2 id="last-trick-title">{t.lastTrick}</h2>
          <Played view={view} cards={deal.lastTrick.cards} ledNote />
          <p>{t.tookIt(name(deal.lastTrick.winner))}</p>
        </section>
      )}
    </>
  );
}
