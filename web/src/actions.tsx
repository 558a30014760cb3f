// The moves the view's legalActions offer now, and nothing else: bid or pass, redeal, give the two
// cards, announce the contract, surrender, lead a marriage (plain plays are the hand's buttons).
import { useState } from 'preact/hooks';
import type { Card, GameViewDto, LegalActionDto, LegalGive } from './api/index.js';
import { MARRIAGE_POINTS, sortHand, suitOf } from './cards.js';
import type { GameState } from './game-state.js';
import { useT, type Messages } from './i18n.js';
import { HintLine } from './hint.js';
import { seatNamer } from './names.js';

const amounts = (min: number, max: number, step: number) =>
  Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => min + i * step);

export function Actions({ game, view }: { game: GameState; view: GameViewDto }) {
  const t = useT();
  const turn = view.deal?.turn;
  const offered = view.legalActions;
  const waiting = offered.length === 0 && turn !== undefined && view.status === 'playing';
  return (
    <section id="actions" class="actions" aria-labelledby="actions-title">
      <h2 id="actions-title">{t.yourMove}</h2>
      {/* Read out as turns pass, so a screen reader user hears when the move is theirs. */}
      <p role="status" class="turn-note">
        {waiting && t.waitingFor(seatNamer(view, t)(turn))}
        {offered.some((a) => a.type === 'play') && t.playACard}
      </p>
      <div class="buttons">
        {offered.map((a) => (
          <Offered key={a.type} game={game} view={view} offered={a} t={t} />
        ))}
        {offered.length > 0 && (
          <button type="button" class="secondary" onClick={() => void game.askHint()}>
            {t.hint}
          </button>
        )}
      </div>
      <HintLine hint={game.hint} />
    </section>
  );
}

interface OfferedProps {
  game: GameState;
  view: GameViewDto;
  offered: LegalActionDto;
  t: Messages;
}

function Offered({ game, view, offered, t }: OfferedProps) {
  const busy = game.busy;
  switch (offered.type) {
    case 'bid':
    case 'contract':
      return <Amount game={game} offered={offered} t={t} />;
    case 'pass':
    case 'redeal':
    case 'surrender':
      return (
        <button
          type="button"
          disabled={busy}
          onClick={() => void game.send({ type: offered.type })}
        >
          {offered.type === 'pass' ? t.pass : offered.type === 'redeal' ? t.redeal : t.surrender}
        </button>
      );
    case 'give':
      return <Give game={game} view={view} offered={offered} t={t} />;
    case 'play':
      return (
        <>
          {offered.marriageCards.map((card) => (
            <button
              type="button"
              key={card}
              disabled={busy}
              onClick={() => void game.send({ type: 'play', card, declareMarriage: true })}
            >
              {t.declareMarriage(t.card(card), MARRIAGE_POINTS[suitOf(card)])}
            </button>
          ))}
        </>
      );
  }
}

function Amount({
  game,
  offered,
  t,
}: {
  game: GameState;
  offered: LegalActionDto & { type: 'bid' | 'contract' };
  t: Messages;
}) {
  const [amount, setAmount] = useState(offered.min);
  const chosen = amount >= offered.min && amount <= offered.max ? amount : offered.min;
  const label = offered.type === 'bid' ? t.bidAmount : t.contractAmount;
  return (
    <span class="amount">
      <select
        aria-label={label}
        value={chosen}
        onChange={(e) => setAmount(Number(e.currentTarget.value))}
      >
        {amounts(offered.min, offered.max, offered.step).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
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

function Give({
  game,
  view,
  offered,
  t,
}: {
  game: GameState;
  view: GameViewDto;
  offered: LegalGive;
  t: Messages;
}) {
  const cards = sortHand(offered.cards);
  const [picked, setPicked] = useState<[Card, Card]>([
    cards[cards.length - 1],
    cards[cards.length - 2],
  ]);
  const [a, b] = offered.toSeats;
  const name = seatNamer(view, t);
  const choose = (i: 0 | 1, card: Card) =>
    setPicked((p) =>
      i === 0 ? [card, p[1] === card ? p[0] : p[1]] : [p[0] === card ? p[1] : p[0], card],
    );
  return (
    <fieldset class="give">
      <legend>{t.giveTitle}</legend>
      {([a, b] as const).map((seat, i) => (
        <label key={seat}>
          {t.cardFor(name(seat))}{' '}
          <select
            value={picked[i]}
            onChange={(e) => {
              const card = cards.find((c) => c === e.currentTarget.value);
              if (card) choose(i === 0 ? 0 : 1, card);
            }}
          >
            {cards.map((card) => (
              <option key={card} value={card}>
                {t.card(card)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        disabled={game.busy || picked[0] === picked[1]}
        onClick={() =>
          void game.send({
            type: 'give',
            transfers: [
              { toSeat: a, card: picked[0] },
              { toSeat: b, card: picked[1] },
            ],
          })
        }
      >
        {t.give}
      </button>
    </fieldset>
  );
}
