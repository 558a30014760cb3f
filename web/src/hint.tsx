// The strong bot's suggestion for this seat (GET /hint), in words: the move, and its reason in the
// page's language from the explanation's code (reasons.ts), else the service's English reason.
import type { Action, Card, Suit } from './api/index.js';
import { useT, type Messages } from './i18n.js';
import { reasonText, type ExplainedHint } from './reasons.js';

/** A move in words (the hint's, an analysed choice's). */
export function moveName(action: Action, t: Messages): string {
  const m = t.moveNames;
  switch (action.type) {
    case 'bid':
      return m.bid(action.amount);
    case 'contract':
      return m.contract(action.amount);
    case 'play':
      return m.play(t.card(action.card));
    case 'give':
      return `${m.give}: ${action.transfers.map((x) => t.card(x.card)).join(', ')}`;
    default:
      return m[action.type];
  }
}

const SUITS: readonly string[] = ['S', 'C', 'D', 'H'];
const RANKS: readonly string[] = ['9', 'J', 'Q', 'K', '10', 'A'];
const isSuit = (s: string): s is Suit => SUITS.includes(s);
const isCard = (c: string): c is Card => RANKS.includes(c.slice(0, -1)) && isSuit(c.slice(-1));

export function HintLine({ hint }: { hint: ExplainedHint | null }) {
  const t = useT();
  if (!hint) return null;
  const reason = reasonText(hint, t.reasons, {
    card: (c) => (isCard(c) ? t.card(c) : c),
    suit: (s) => (isSuit(s) ? t.suit(s) : s),
  });
  return (
    <p class="hint" role="status">
      {t.hintSays(moveName(hint.action, t), reason)}
    </p>
  );
}
