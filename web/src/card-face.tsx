// A card as the page shows it: its face ("10♥") for the eye, its name ("ten of hearts") for a
// screen reader.
import type { Card } from './api/index.js';
import { face, isRed } from './cards.js';
import { useT } from './i18n.js';

export function CardFace({ card, note }: { card: Card; note?: string }) {
  const t = useT();
  const label = note ? `${t.card(card)}, ${note}` : t.card(card);
  return (
    <span class={isRed(card) ? 'card red' : 'card'} role="img" aria-label={label}>
      {face(card)}
      {note && <small aria-hidden="true">{note}</small>}
    </span>
  );
}
