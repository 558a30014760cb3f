// A card as the page shows it: its face ("10♥") for the eye; for a screen reader the face and its
// name ("10♥ ten of hearts"), so the spoken name holds the visible text.
import type { Card } from './api/index.js';
import { face, isRed } from './cards.js';
import { useT } from './i18n.js';

export function CardFace({ card, note, by }: { card: Card; note?: string; by?: string }) {
  const t = useT();
  const label = [t.cardLabel(card), note, by].filter(Boolean).join(', ');
  return (
    <span class={isRed(card) ? 'card red' : 'card'} role="img" aria-label={label}>
      {face(card, t.faceRanks)}
      {note && <small aria-hidden="true">{note}</small>}
    </span>
  );
}
