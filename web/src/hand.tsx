// The seat's own hand, sorted by suit and rank. Every card is a button; only the cards the view's
// legalActions offer to play are enabled, so nothing illegal can be clicked, and the page says
// which rule keeps the others (move-reasons.ts). A card given to this seat is marked; the declarer
// is told which it gave.
import type { Card, GameViewDto } from './api/index.js';
import { face, isRed, sortHand } from './cards.js';
import type { GameState } from './game-state.js';
import { useT } from './i18n.js';
import { greyedReasons } from './move-reasons.js';
import { seatNamer } from './names.js';

export function Hand({ game, view, hand }: { game: GameState; view: GameViewDto; hand: Card[] }) {
  const t = useT();
  const play = view.legalActions.find((a) => a.type === 'play');
  const playable = new Set<Card>(play?.type === 'play' ? play.cards : []);
  const deal = view.deal;
  const received = deal?.received;
  // Marked, and said, for the whole deal: hidden once the play began, a computer declarer's gift
  // was on an opponent's page for 0.6 s (a trial). The README's table shows both sides of it.
  const given = received?.card ?? null;
  const gave = deal?.given?.length ? deal.given : null;
  const name = seatNamer(view, t);
  const reasons = play && deal ? greyedReasons(hand, playable, deal) : [];
  return (
    <section id="hand" class="hand" aria-labelledby="hand-title">
      <h2 id="hand-title">{t.hand}</h2>
      {received && given && (
        <p class="received">{t.youReceived(t.card(received.card), name(received.fromSeat))}</p>
      )}
      {gave && (
        <p class="received">
          {t.youGave(gave.map((g) => ({ card: t.card(g.card), name: name(g.toSeat) })))}
        </p>
      )}
      {reasons.length > 0 && (
        <p id="why-greyed" class="why">
          <span class="sr-only">{t.whyGreyed}: </span>
          {reasons.map((code) => t.problem(code, '')).join(' ')}
        </p>
      )}
      <ul>
        {sortHand(hand).map((card) => (
          <li key={card}>
            <button
              type="button"
              class={`card${isRed(card) ? ' red' : ''}${card === given ? ' given' : ''}`}
              aria-label={card === given ? `${t.cardLabel(card)}, ${t.given}` : t.cardLabel(card)}
              aria-describedby={
                !playable.has(card) && reasons.length > 0 ? 'why-greyed' : undefined
              }
              disabled={!playable.has(card) || game.busy}
              onClick={() => void game.send({ type: 'play', card, declareMarriage: false })}
            >
              {face(card, t.faceRanks)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
