// A finished game opens on its result (issue 48): who won, each seat's place (equal totals share
// one, finishing-places.ts) and final total, what the game did to each player's rating, then the
// whole score table. The result is a region of its own that scrolls from its top, so the winner and
// the table's header are never cut off above.
import { useEffect, useState } from 'preact/hooks';
import { listPlayerGames, type GameViewDto, type RatingChangeDto } from './api/index.js';
import { bearer, client, ok } from './api-client.js';
import type { GameState } from './game-state.js';
import { finishingOrder, placesOf } from './finishing-places.js';
import { useT } from './i18n.js';
import { seatNamer } from './names.js';
import { usePlayer } from './player.js';
import { shownRating } from './ratings.js';
import { ScoreTable } from './scores.js';
import { shownNumber } from './signed.js';

/** What the game did to each seated player's rating (their lists of games say it), by seat. */
function useRatingChanges(view: GameViewDto): Map<number, RatingChangeDto> {
  const player = usePlayer();
  const [changes, setChanges] = useState(new Map<number, RatingChangeDto>());
  useEffect(() => {
    if (!view.rated) return;
    const headers = player ? bearer(player.token) : undefined;
    const seats = view.seats.filter((s) => s.playerId !== null);
    void Promise.all(
      seats.map(async (s) => {
        const path = { playerId: s.playerId ?? '' };
        const query = { status: 'finished' as const, limit: 10 };
        const page = await ok(listPlayerGames({ client, path, query, headers })).catch(() => null);
        const change = page?.games.find((g) => g.id === view.id)?.ratingChange;
        return [s.seat, change] as const;
      }),
    ).then((found) => {
      const known = new Map<number, RatingChangeDto>();
      for (const [seat, change] of found) if (change) known.set(seat, change);
      setChanges(known);
    });
  }, [view.id, view.rated, player?.token]);
  return changes;
}

export function GameResult({ game, view }: { game: GameState; view: GameViewDto }) {
  const t = useT();
  const name = seatNamer(view, t);
  const places = placesOf(view);
  const changes = useRatingChanges(view);
  const winner = view.winner;
  const forfeit = view.result?.reason === 'forfeit' ? view.result.seat : null;
  const order = finishingOrder(view);
  return (
    <section id="game-result" class="game-result" aria-labelledby="result-title" tabIndex={0}>
      <h2 id="result-title" class="winner">
        {view.result?.reason === 'abandoned'
          ? t.abandoned
          : winner === null
            ? t.gameOver
            : forfeit !== null
              ? t.forfeited(name(forfeit), name(winner))
              : t.winner(name(winner))}
      </h2>
      <table class="standings">
        <caption>{t.standings}</caption>
        <thead>
          <tr>
            <th scope="col">{t.place}</th>
            <th scope="col">{t.player}</th>
            <th scope="col">{t.total}</th>
            {view.rated && <th scope="col">{t.ordinal}</th>}
          </tr>
        </thead>
        <tbody>
          {order.map((s) => {
            const change = changes.get(s.seat);
            return (
              <tr key={s.seat} data-seat={s.seat}>
                <td>{t.placeName(places[s.seat])}</td>
                <th scope="row">
                  {name(s.seat)}
                  {s.seat === view.you && ` (${t.you})`}
                </th>
                <td>{shownNumber(s.total)}</td>
                {view.rated && (
                  <td class="rating-change">
                    {change
                      ? t.ratingMove(
                          shownRating(change.before.ordinal),
                          shownRating(change.after.ordinal),
                        )
                      : '—'}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <ScoreTable view={view} scores={game.scores} id="final-scores" />
    </section>
  );
}
