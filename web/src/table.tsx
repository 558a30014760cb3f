// The table from one seat's view: opponents around, the auction, talon and trick in the middle,
// the own seat, moves and hand below, the last deal's row and the score table beside.
import type { GameViewDto } from './api/index.js';
import { Actions } from './actions.js';
import type { GameState } from './game-state.js';
import { Hand } from './hand.js';
import { useT } from './i18n.js';
import { PreviousDeal, ScoreTable } from './scores.js';
import { SeatPanel } from './seats.js';
import { Auction, Centre } from './centre.js';
import { SUIT_SYMBOL } from './cards.js';
import { useTurnFocus } from './turn-focus.js';
import { seatNamer } from './names.js';
import { Countdown } from './countdown.js';
import { LeaveRematch } from './leave-rematch.js';

export function Table({ game, view }: { game: GameState; view: GameViewDto }) {
  const t = useT();
  const deal = view.deal;
  const you = view.you;
  const name = seatNamer(view, t);
  const others = view.seats.filter((s) => s.seat !== you);
  const winner = view.winner;
  const forfeit = view.result?.reason === 'forfeit' ? view.result.seat : null;
  useTurnFocus(view.legalActions.length > 0, view.version);
  return (
    <div class="table">
      <section class="status-bar" aria-label={view.name ?? t.title}>
        {deal && <span>{t.deal(deal.number)}</span>}
        {deal && (
          <span>
            {t.trump}: {deal.trump ? `${SUIT_SYMBOL[deal.trump]} ${t.suit(deal.trump)}` : t.noTrump}
          </span>
        )}
        {deal?.declarer != null && (
          <span>
            {t.declarer}: {name(deal.declarer)}
            {deal.contract != null && `, ${t.contract.toLowerCase()} ${deal.contract}`}
          </span>
        )}
        {deal?.deadline && <Countdown deadline={deal.deadline} name={name(deal.turn)} />}
        <span role="status" class={`live ${game.live}`}>
          {t[game.live]}
        </span>
      </section>
      {winner !== null && (
        <p class="winner" role="status">
          {forfeit !== null ? t.forfeited(name(forfeit), name(winner)) : t.winner(name(winner))}
        </p>
      )}
      {game.seat && (
        <LeaveRematch gameId={view.id} view={view} seat={game.seat} left={game.refresh} />
      )}
      <section class="opponents" aria-labelledby="opponents-title">
        <h2 id="opponents-title" class="sr-only">
          {t.opponents}
        </h2>
        {others.map((s) => (
          <SeatPanel key={s.seat} view={view} seat={s} />
        ))}
      </section>
      {deal && (
        <div class="middle">
          {deal.phase === 'bidding' && <Auction view={view} deal={deal} />}
          <Centre view={view} deal={deal} />
        </div>
      )}
      {you !== null && (
        <section class="mine" aria-label={t.yourSeat}>
          <SeatPanel view={view} seat={view.seats[you]} />
          <Actions game={game} view={view} />
          {deal?.hand && <Hand game={game} view={view} hand={deal.hand} />}
        </section>
      )}
      <div class="side">
        {view.previousDeal && <PreviousDeal view={view} previous={view.previousDeal} />}
        <ScoreTable view={view} scores={game.scores} />
      </div>
    </div>
  );
}
