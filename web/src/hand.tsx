// The seat's own hand, sorted by suit and rank. Every card is a button; only the cards the view's
// legalActions offer to play are enabled, so nothing illegal can be clicked.
import type { Card, GameViewDto } from './api/index.js';
import { face, isRed, sortHand } from './cards.js';
import type { GameState } from './game-state.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';

export function Hand({ game, view, hand }: { game: GameState; view: GameViewDto; hand: Card[] }) {
  const t = useT();
  const play = view.legalActions.find((a) => a.type === 'play');
  const playable = new Set<Card>(play?.type === 'play' ? play.cards : []);
  const received = view.deal?.received;
  return (
    <section id="hand" class="hand" aria-labelledby="hand-title">
      <h2 id="hand-title">{t.hand}</h2>
      {received && (
        <p>{t.youReceived(t.card(received.card), seatNamer(view, t)(received.fromSeat))}</p>
      )}
      <ul>
        {sortHand(hand).map((card) => (
          <li key={card}>
            <button
              type="button"
              class={isRed(card) ? 'card red' : 'card'}
              aria-label={t.cardLabel(card)}
              disabled={!playable.has(card) || game.busy}
              onClick={() => void game.send({ type: 'play', card, declareMarriage: false })}
            >
              {face(card)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
