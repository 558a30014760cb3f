// The middle of the table: the trick, each card in front of the seat that played it (a finished
// trick is held a moment, its winner marked, before it is collected), the talon while it matters
// (face down in the auction, face up until the contract), and the marriages declared.
import { useEffect, useState } from 'preact/hooks';
import type { DealViewDto, GameViewDto, PlayedCardDto } from './api/index.js';
import { CardFace } from './card-face.js';
import { SUIT_SYMBOL } from './cards.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';
import { placeOf } from './places.js';

/** How long a finished trick stays on the table before it is collected. */
export const TRICK_HOLD_MS = 1500;

function useHeldTrick(deal: DealViewDto) {
  const key = deal.lastTrick?.cards.map((c) => c.card).join() ?? '';
  const [held, setHeld] = useState('');
  useEffect(() => {
    if (!key) return;
    setHeld(key);
    const timer = setTimeout(() => setHeld(''), TRICK_HOLD_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return key !== '' && held === key && deal.trick.cards.length === 0 ? deal.lastTrick : null;
}

function TrickArea({ view, deal }: { view: GameViewDto; deal: DealViewDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  const held = useHeldTrick(deal);
  const cards: PlayedCardDto[] = held ? held.cards : deal.trick.cards;
  const bottom = view.you ?? 0;
  return (
    <section class="trick-area" aria-labelledby="trick-title">
      <h2 id="trick-title" class="sr-only">
        {t.trick}
      </h2>
      {cards.length === 0 && <p class="trick-note">{t.emptyTrick}</p>}
      <ul class="played">
        {cards.map((c, i) => (
          <li
            key={c.card}
            class={`slot place-${placeOf(c.seat, bottom, view.players)}${held?.winner === c.seat ? ' won' : ''}`}
          >
            <CardFace card={c.card} note={i === 0 ? t.led : undefined} by={name(c.seat)} />
          </li>
        ))}
      </ul>
      {held && (
        <p class="trick-note held" role="status">
          {t.tookIt(name(held.winner))}
        </p>
      )}
    </section>
  );
}

function Talon({ deal }: { deal: DealViewDto }) {
  const t = useT();
  const faceUp = deal.talon && (deal.phase === 'talon' || deal.phase === 'contract');
  if (deal.phase !== 'bidding' && !faceUp) return null;
  return (
    <section class="talon" aria-labelledby="talon-title">
      <h2 id="talon-title">{t.talon}</h2>
      {faceUp && deal.talon ? (
        <ul>
          {deal.talon.map((card) => (
            <li key={card}>
              <CardFace card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-label={t.cardsInHand(3)}>
          {[0, 1, 2].map((i) => (
            <li key={i} class="back" aria-hidden="true" />
          ))}
        </ul>
      )}
    </section>
  );
}

export function Centre({ view, deal }: { view: GameViewDto; deal: DealViewDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  return (
    <div class="centre">
      <Talon deal={deal} />
      {deal.phase === 'playing' && <TrickArea view={view} deal={deal} />}
      {deal.marriages.length > 0 && (
        <p class="marriage-line">
          {t.marriages}:{' '}
          {deal.marriages
            .map(
              (m) =>
                `${name(m.seat)} ${m.suit ? `${SUIT_SYMBOL[m.suit]} ${t.suit(m.suit)}` : 'A A A A'} (${m.value})`,
            )
            .join(', ')}
        </p>
      )}
    </div>
  );
}
