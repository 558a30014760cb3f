// A game's page: the waiting room while seats are free, then the table.
import { useGame } from './game-state.js';
import { useT } from './i18n.js';
import { Table } from './table.js';
import { WaitingRoom } from './waiting-room.js';

export function GamePage({ gameId }: { gameId: string }) {
  const t = useT();
  const game = useGame(gameId);
  const { view } = game;
  const atTable = view !== null && view.status !== 'waiting';
  return (
    <main
      id="game"
      class={atTable ? 'game at-table' : 'game'}
      data-version={view?.version ?? ''}
      data-deal={view?.deal?.number ?? ''}
    >
      {view?.status === 'waiting' && <WaitingRoom gameId={gameId} game={game} view={view} />}
      {atTable && <Table game={game} view={view} />}
      {!view && game.refusal && (
        <p id="refusal" role="alert" class="refusal">
          {t.problem(game.refusal.code, game.refusal.detail)}
        </p>
      )}
    </main>
  );
}
