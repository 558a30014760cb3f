// A bid or the contract as a stepper: the amount between the offered least and most, moved by the
// table's step, then one button that makes it. It starts at the least.
import { useState } from 'preact/hooks';
import type { LegalActionDto } from './api/index.js';
import type { GameState } from './game-state.js';
import { useT } from './i18n.js';

type Offered = LegalActionDto & { type: 'bid' | 'contract' };

export function AmountStepper({ game, offered }: { game: GameState; offered: Offered }) {
  const t = useT();
  const [amount, setAmount] = useState(offered.min);
  const chosen = amount >= offered.min && amount <= offered.max ? amount : offered.min;
  const label = offered.type === 'bid' ? t.bidAmount : t.contractAmount;
  const id = `${offered.type}-amount`;
  return (
    <span class="stepper" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} class="sr-only">
        {label}
      </span>
      <button
        type="button"
        class="step"
        disabled={chosen <= offered.min}
        onClick={() => setAmount(Math.max(offered.min, chosen - offered.step))}
      >
        {t.lower(offered.step)}
      </button>
      <output id={id} aria-live="polite">
        {chosen}
      </output>
      <button
        type="button"
        class="step"
        disabled={chosen >= offered.max}
        onClick={() => setAmount(Math.min(offered.max, chosen + offered.step))}
      >
        {t.raise(offered.step)}
      </button>
      <button
        type="button"
        disabled={game.busy}
        onClick={() => void game.send({ type: offered.type, amount: chosen })}
      >
        {offered.type === 'bid' ? t.bid(chosen) : t.announce(chosen)}
      </button>
    </span>
  );
}
