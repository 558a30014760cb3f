// The middle of the table: the trick, each card in front of the seat that played it (a finished
// trick is held a moment, its winner marked, before it is collected), the talon (face down in the
// auction, face up until the contract, then a small line for the rest of the deal: with a computer
// declarer the play began a moment after the talon was turned, and a trial's opponents never saw
// it), and the marriages declared.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Card, DealViewDto, GameViewDto, PlayedCardDto } from './api/index.js';
import { CardFace } from './card-face.js';
import { SUIT_SYMBOL } from './cards.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';
import { placeOf } from './places.js';

/** How long a finished trick stays on the table before it is collected. */
export const TRICK_HOLD_MS = 1500;
/** How long the declarer's talon, once face up, stays at least (a computer gives at once). */
export const TALON_HOLD_MS = 4000;

/**
 * The finished trick while it is held: from the very render whose view has it (a state set in an
 * effect would leave one render of an empty table in between) until it is collected.
 */
function useHeldTrick(deal: DealViewDto) {
  const key = deal.lastTrick?.cards.map((c) => c.card).join() ?? '';
  const [collected, setCollected] = useState('');
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setCollected(key), TRICK_HOLD_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return key !== '' && collected !== key && deal.trick.cards.length === 0 ? deal.lastTrick : null;
}

function TrickCards({
  view,
  trick,
  winner,
}: {
  view: GameViewDto;
  trick: PlayedCardDto[];
  winner?: number;
}) {
  const t = useT();
  const name = seatNamer(view, t);
  const bottom = view.you ?? 0;
  return (
    <ul class="played">
      {trick.map((c, i) => (
        <li
          key={c.card}
          class={`slot place-${placeOf(c.seat, bottom, view.players)}${winner === c.seat ? ' won' : ''}`}
        >
          <CardFace card={c.card} note={i === 0 ? t.led : undefined} by={name(c.seat)} />
        </li>
      ))}
    </ul>
  );
}

function TrickArea({ view, deal }: { view: GameViewDto; deal: DealViewDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  const held = useHeldTrick(deal);
  const last = deal.lastTrick;
  const lastKey = last?.cards.map((c) => c.card).join() ?? '';
  // The review is of one trick, so it ends by itself once that trick is no longer the last one.
  // Kept by the trick's key, not reset in an effect: a tap or an L landing between a new trick's
  // render and its effects was undone by the reset (a browser spec's L was lost that way).
  const [reviewed, setReviewed] = useState('');
  const reviewing = lastKey !== '' && reviewed === lastKey;
  const current = useRef(lastKey);
  current.current = lastKey;
  const toggle = () => setReviewed((r) => (r === current.current ? '' : current.current));
  useReviewKey(toggle, last !== null);
  const shown = reviewing && last ? last : held;
  const cards: PlayedCardDto[] = shown ? shown.cards : deal.trick.cards;
  return (
    <>
      <section
        class={reviewing ? 'trick-area reviewing' : 'trick-area'}
        aria-labelledby="trick-title"
      >
        <h2 id="trick-title" class="sr-only">
          {reviewing ? t.lastTrick : t.trick}
        </h2>
        {cards.length === 0 && (
          <p class="trick-note">{last ? t.nextLead(name(deal.turn)) : t.emptyTrick}</p>
        )}
        <TrickCards view={view} trick={cards} winner={shown?.winner} />
        {shown && (
          <p class="trick-note held" role="status">
            {t.tookIt(name(shown.winner))}
          </p>
        )}
      </section>
      {last && (
        <button
          type="button"
          class="secondary last-trick"
          aria-pressed={reviewing}
          aria-keyshortcuts="L"
          onClick={toggle}
        >
          {t.showLastTrick}
        </button>
      )}
    </>
  );
}

/** The talon face up while it matters, and for TALON_HOLD_MS at least once it was turned. */
function useShownTalon(deal: DealViewDto): Card[] | null {
  const faceUp = deal.talon && (deal.phase === 'talon' || deal.phase === 'contract');
  const cards = faceUp ? deal.talon : null;
  const [kept, setKept] = useState<{ deal: number; cards: Card[] } | null>(null);
  const key = cards?.join() ?? '';
  useEffect(() => {
    if (cards) setKept({ deal: deal.number, cards });
  }, [key, deal.number]);
  // Counted from the talon's turning, not from each later view: cleared once, never re-armed.
  useEffect(() => {
    if (!kept) return;
    const timer = setTimeout(() => setKept(null), TALON_HOLD_MS);
    return () => clearTimeout(timer);
  }, [kept]);
  if (cards) return cards;
  return kept?.deal === deal.number ? kept.cards : null;
}

/** L (Д on a Russian keyboard) turns the last trick's review on and off, outside form fields. */
function useReviewKey(toggle: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const field = e.target instanceof HTMLElement && e.target.closest('input, select, textarea');
      if (field || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'l' || e.key === 'L' || e.key === 'д' || e.key === 'Д') toggle();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [enabled, toggle]);
}

function Talon({ deal }: { deal: DealViewDto }) {
  const t = useT();
  const faceUp = useShownTalon(deal);
  const small = !faceUp && deal.phase === 'playing' ? deal.talon : null;
  if (small) return <SmallTalon cards={small} />;
  if (deal.phase !== 'bidding' && !faceUp) return null;
  return (
    <section class="talon" aria-labelledby="talon-title">
      <h2 id="talon-title">{t.talon}</h2>
      {faceUp ? (
        <ul>
          {faceUp.map((card) => (
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

/** The talon turned up, kept through the play in a line that leaves the trick its room. */
function SmallTalon({ cards }: { cards: Card[] }) {
  const t = useT();
  return (
    <section class="talon small" aria-labelledby="talon-title">
      <h2 id="talon-title">{t.talon}:</h2>
      <ul>
        {cards.map((card) => (
          <li key={card}>
            <CardFace card={card} />
          </li>
        ))}
      </ul>
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
