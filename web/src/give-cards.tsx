// Giving the declarer's two cards: for each opponent a card picked from a list that starts empty;
// a card picked for one opponent cannot be picked for the other (never a silent swap), and Give
// stays disabled until both are picked.
import { useState } from 'preact/hooks';
import type { Card, GameViewDto, LegalGive } from './api/index.js';
import { sortHand } from './cards.js';
import type { GameState } from './game-state.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';

export function GiveCards({
  game,
  view,
  offered,
}: {
  game: GameState;
  view: GameViewDto;
  offered: LegalGive;
}) {
  const t = useT();
  const cards = sortHand(offered.cards);
  const [picked, setPicked] = useState<(Card | null)[]>([null, null]);
  const seats = offered.toSeats;
  const name = seatNamer(view, t);
  const pick = (i: number, value: string) =>
    setPicked((p) => p.map((c, j) => (j === i ? (cards.find((x) => x === value) ?? null) : c)));
  const [first, second] = picked;
  const ready = first !== null && second !== null && first !== second;
  return (
    <fieldset class="give">
      <legend>{t.giveTitle}</legend>
      {seats.map((seat, i) => (
        <label key={seat}>
          {t.cardFor(name(seat))}
          <select value={picked[i] ?? ''} onChange={(e) => pick(i, e.currentTarget.value)}>
            <option value="">{t.chooseCard}</option>
            {cards.map((card) => (
              <option
                key={card}
                value={card}
                disabled={picked.some((c, j) => j !== i && c === card)}
              >
                {t.cardLabel(card)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        disabled={game.busy || !ready}
        onClick={() =>
          ready &&
          void game.send({
            type: 'give',
            transfers: [
              { toSeat: seats[0], card: first },
              { toSeat: seats[1], card: second },
            ],
          })
        }
      >
        {t.give}
      </button>
    </fieldset>
  );
}
