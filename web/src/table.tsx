// The table from one seat's view, laid out as one screen: the status bar, the felt with the
// opponents around the trick, and the dock with the own seat, moves and hand at the bottom.
import { useRef, useState } from 'preact/hooks';
import type { GameViewDto, MarriageDto } from './api/index.js';
import { waitingForPeople } from './actions.js';
import { Centre } from './centre.js';
import { DealOver, useDealOver, useVerdict } from './deal-over.js';
import { Dock } from './dock.js';
import { GameResult } from './game-result.js';
import type { GameState } from './game-state.js';
import { useT } from './i18n.js';
import { placeOf } from './places.js';
import { ScoreDrawer } from './score-drawer.js';
import { SeatPanel } from './seats.js';
import { StatusBar } from './status-bar.js';
import { hasLeft } from './storage.js';
import { TimeoutNotice } from './timeout-notice.js';
import { useTurnFocus } from './turn-focus.js';

/** Each deal's marriages as last seen: the end-of-deal dialog shows them. */
function useMarriages(view: GameViewDto) {
  const seen = useRef(new Map<number, MarriageDto[]>());
  if (view.deal) seen.current.set(view.deal.number, view.deal.marriages);
  return (deal: number) => seen.current.get(deal) ?? [];
}

export function Table({ game, view }: { game: GameState; view: GameViewDto }) {
  const t = useT();
  const deal = view.deal;
  const you = view.you;
  const bottom = you ?? 0;
  const [scoresOpen, setScoresOpen] = useState(false);
  const marriagesOf = useMarriages(view);
  const dealOver = useDealOver(view);
  const verdict = useVerdict(view);
  useTurnFocus(view.legalActions.length > 0, view.version);
  const around = view.seats.filter((s) => s.seat !== you);
  return (
    <div class="table">
      <div class="table-top">
        <StatusBar game={game} view={view} openScores={() => setScoresOpen(true)} />
        <TimeoutNotice view={view} aside={dealOver.shown !== null} />
      </div>
      {/* How the last deal ended, read out once when it ends (the dialog itself is not live). */}
      <p class="sr-only" role="status" id="deal-result">
        {view.previousDeal && verdict(view.previousDeal)}
      </p>
      {view.status === 'finished' ? (
        <div class="felt finished">
          <GameResult game={game} view={view} />
        </div>
      ) : (
        <div class="felt">
          {around.map((s) => (
            <SeatPanel
              key={s.seat}
              view={view}
              seat={s}
              place={placeOf(s.seat, bottom, view.players)}
            />
          ))}
          {deal && <Centre view={view} deal={deal} />}
          <DealOver view={view} dealOver={dealOver} marriagesOf={marriagesOf} verdict={verdict} />
        </div>
      )}
      {you !== null ? (
        <Dock game={game} view={view} you={you} />
      ) : (
        <p class="spectating">
          {game.seat && hasLeft(view.id) ? t.youLeft : t.spectating} {waitingForPeople(view, t)}
        </p>
      )}
      <ScoreDrawer
        view={view}
        scores={game.scores}
        open={scoresOpen}
        close={() => setScoresOpen(false)}
      />
    </div>
  );
}
