// The strong bot's suggestion for this seat (GET /hint), in words.
import type { Action, HintDto } from './api/index.js';
import { useT, type Messages } from './i18n.js';

function moveName(action: Action, t: Messages): string {
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

export function HintLine({ hint }: { hint: HintDto | null }) {
  const t = useT();
  if (!hint) return null;
  return (
    <p class="hint" role="status">
      {t.hintSays(moveName(hint.action, t), hint.reason)}
    </p>
  );
}
