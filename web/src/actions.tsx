// The moves the view's legalActions offer now, and nothing else: bid or pass (a stepper), redeal,
// give the two cards, announce the contract (a stepper), surrender (asked first), lead a marriage
// (plain plays are the hand's buttons), and the hint.
import type { GameViewDto, LegalActionDto } from './api/index.js';
import { AmountStepper } from './amount-stepper.js';
import { MARRIAGE_POINTS, suitOf } from './cards.js';
import { ConfirmButton } from './confirm-button.js';
import type { GameState } from './game-state.js';
import { GiveCards } from './give-cards.js';
import { HintLine } from './hint.js';
import { onlyPassReason, surrenderCost } from './move-reasons.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';
import { awaitedSeats } from './waits-for-people.js';

export function Actions({ game, view }: { game: GameState; view: GameViewDto }) {
  const t = useT();
  const turn = view.deal?.turn;
  const offered = view.legalActions;
  const waiting = offered.length === 0 && turn !== undefined && view.status === 'playing';
  const onlyPass = onlyPassReason(view);
  // Nobody is to move while the game waits for its people: it says whom it waits for instead.
  const paused = waitingForPeople(view, t);
  return (
    <section id="actions" class="actions" aria-labelledby="actions-title">
      <h2 id="actions-title" class="sr-only">
        {paused ??
          (turn === undefined || turn === view.you
            ? t.yourMove
            : t.theirMove(seatNamer(view, t)(turn)))}
      </h2>
      {/* Read out as turns pass, so a screen reader user hears when the move is theirs. A table
          that waits says so also on the away person's own turn, whose moves stay offered (a
          move is one way back): said only when nothing was offered, the note stayed empty then. */}
      <p role="status" class="turn-note">
        {paused ?? (waiting && t.waitingFor(seatNamer(view, t)(turn)))}
        {offered.some((a) => a.type === 'play') && t.playACard}
      </p>
      <div class="buttons">
        {offered.map((a) => (
          <Offered key={a.type} game={game} view={view} offered={a} />
        ))}
        {/* A rated table refuses hints (hint_not_in_rated_game): none is offered there. */}
        {offered.length > 0 && !view.rated && (
          <button type="button" class="secondary" onClick={() => void game.askHint()}>
            {t.hint}
          </button>
        )}
      </div>
      {onlyPass && (
        <p id="only-pass" class="why">
          {t.onlyPass} {t.problem(onlyPass, '')}
        </p>
      )}
      <HintLine hint={game.hint} />
    </section>
  );
}

/** What the table says while the game waits for its people (waits-for-people.ts), else null. */
export function waitingForPeople(view: GameViewDto, t: ReturnType<typeof useT>): string | null {
  const seats = awaitedSeats(view);
  if (!seats) return null;
  if (view.you !== null && seats.includes(view.you)) return t.waitsForYou;
  return t.waitsFor(seats.map(seatNamer(view, t)));
}

function Offered({
  game,
  view,
  offered,
}: {
  game: GameState;
  view: GameViewDto;
  offered: LegalActionDto;
}) {
  const t = useT();
  const busy = game.busy;
  switch (offered.type) {
    case 'bid':
    case 'contract':
      return <AmountStepper key={offered.type} game={game} offered={offered} />;
    case 'pass':
    case 'redeal':
      return (
        <button
          type="button"
          disabled={busy}
          onClick={() => void game.send({ type: offered.type })}
        >
          {offered.type === 'pass' ? t.pass : t.redeal}
        </button>
      );
    case 'surrender': {
      const cost = view.deal ? surrenderCost(view.deal) : null;
      return (
        <ConfirmButton
          label={t.surrender}
          question={cost ? t.surrenderCost(cost.you, cost.each) : t.surrenderConfirm}
          yes={t.surrenderYes}
          no={t.keepPlaying}
          disabled={busy}
          onYes={() => void game.send({ type: 'surrender' })}
        />
      );
    }
    case 'give':
      return <GiveCards game={game} view={view} offered={offered} />;
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
              {t.declareMarriage(t.cardLabel(card), MARRIAGE_POINTS[suitOf(card)])}
            </button>
          ))}
        </>
      );
  }
}
