// The tables this browser holds a seat at (their tokens are kept in localStorage), as each seat
// sees them now, marked where it is that seat's turn; a table the service no longer knows is
// forgotten.
import { useEffect, useState } from 'preact/hooks';
import { getGame, type GameViewDto } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import { navigate } from './route.js';
import { forgetSeat, storedSeats } from './storage.js';

/** A table this browser holds a seat at: the seat's view and its number. */
interface Held {
  view: GameViewDto;
  seat: number;
}

/** Whether it is this seat's move (an outside trial's list said "playing" only). */
const yourTurn = (view: GameViewDto, seat: number) =>
  view.status === 'playing' && view.deal?.turn === seat;

export function YourTables() {
  const t = useT();
  const [tables, setTables] = useState<Held[] | null>(null);
  useEffect(() => {
    let stopped = false;
    const load = async () => {
      const found: Held[] = [];
      for (const { gameId, seat } of storedSeats()) {
        try {
          const view = await ok(getGame({ client, path: { gameId }, headers: bearer(seat.token) }));
          found.push({ view, seat: seat.seat });
        } catch (e) {
          if (e instanceof Refused && (e.status === 401 || e.status === 404)) forgetSeat(gameId);
        }
      }
      if (!stopped) setTables(found.filter((held) => held.view.status !== 'closed'));
    };
    void load();
    return () => void (stopped = true);
  }, []);
  return (
    <section aria-labelledby="yours-title" class="panel">
      <h2 id="yours-title">{t.yourTables}</h2>
      {tables?.length === 0 && <p>{t.noTablesOfYours}</p>}
      <ul class="games">
        {tables?.map(({ view: g, seat }) => {
          const mine = yourTurn(g, seat);
          return (
            <li key={g.id} data-your-turn={mine ? 'true' : undefined}>
              <a href={`?game=${g.id}`} onClick={(e) => (e.preventDefault(), navigate(g.id))}>
                {g.name ?? t.untitled}
              </a>{' '}
              <span>
                {t.statuses[g.status]}
                {g.deal ? ` · ${t.deal(g.deal.number)}` : ''}
              </span>
              {mine && <span class="your-turn">{t.yourTurnMark}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
