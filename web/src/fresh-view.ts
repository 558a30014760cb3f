// The newest view of a game, never stale and never someone else's, held as server state by a query
// library (@tanstack/query-core): a read asked for while one is under way joins it (a burst of
// stream updates costs at most two reads: the one under way, and one after it), a failed read is
// retried with backoff until one succeeds, the view is read again when the tab is shown or the
// browser is back online, and a page holding a seat's token accepts only views with `you` set (a
// cache in between may hand it the spectator's answer to the same URL: read again past it, later
// if need be), unless the person left the game for good from this browser. While the page's event
// stream cannot connect, nothing tells it of a move: it reads the view every POLL_MS meanwhile (a
// player trial found a tab stale for good, task-web item 2).
import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/query-core';
import { useEffect, useRef, useState } from 'preact/hooks';
import { getGame, type GameViewDto } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { hasLeft, type SeatCredentials } from './storage.js';
import { keptView, withPresence } from './view-order.js';

const RETRY_MS = [250, 500, 1000, 2000, 4000];
/** How often the view is read while no stream tells the page of moves (counted from the last read). */
const POLL_MS = 5000;

/** A seat's read answered with no seat, even past the browser's cache: read again, later. */
class NotSeated extends Error {}

/** Gone for good (an unknown token or game): reading again changes nothing. */
const goneForGood = (e: unknown) => e instanceof Refused && (e.status === 401 || e.status === 404);

/** The page's server state. Mounted: it hears the tab shown again and the browser back online. */
export const queries = new QueryClient({
  defaultOptions: {
    queries: {
      // Retried whatever the browser thinks of the network: a read is the only way to find out.
      networkMode: 'always',
      retry: (_, error) => !goneForGood(error),
      retryDelay: (failures) => RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)],
      refetchOnWindowFocus: 'always',
      refetchOnReconnect: 'always',
    },
  },
});
queries.mount();

export interface FreshView {
  view: GameViewDto | null;
  /** Whether the last read failed (or answered no seat) and a retry is pending. */
  stale: boolean;
  /** The newest version the stream announced: the view is current once it has reached it. */
  announced: number;
  accept(view: GameViewDto): boolean;
  /** The stream told which seats are connected now. */
  presence(connected: number[]): void;
  announce(version: number): void;
  reread(): void;
}

/**
 * Reads the game's view while the page shows it (with the seat's token, when it holds one), and
 * every POLL_MS while `poll` holds (the stream is not live).
 */
export function useFreshView(
  gameId: string,
  seat: SeatCredentials | null,
  failed: (e: unknown) => void,
  poll: boolean,
): FreshView {
  const queryKey = ['game', gameId, seat?.token ?? null];
  const [result, setResult] = useState<QueryObserverResult<GameViewDto> | null>(null);
  const [announced, setAnnounced] = useState(0);
  const observer = useRef<QueryObserver<GameViewDto> | null>(null);
  const again = useRef(false);
  const onFailure = useRef(failed);
  onFailure.current = failed;
  const polling = useRef(poll);
  polling.current = poll;

  /** Views arrive from answers, streams and reads in any order: web/src/view-order.ts keeps one. */
  const accept = (next: GameViewDto): boolean => {
    // After leaving for good the seat reads as a spectator (the service says so): then it is one.
    if (seat && next.you === null && !hasLeft(gameId)) return false;
    queries.setQueryData<GameViewDto>(queryKey, (current) => keptView(current ?? null, next));
    return true;
  };

  useEffect(() => {
    const path = { gameId };
    const headers = seat ? bearer(seat.token) : undefined;
    const read = async (): Promise<GameViewDto> => {
      let answer = await ok(getGame({ client, path, headers }));
      // A seat's read answered with no seat came from a cache that stored a spectator's answer.
      if (seat && answer.you === null)
        answer = await ok(getGame({ client, path, headers, cache: 'no-cache' }));
      if (seat && answer.you === null && !hasLeft(gameId)) throw new NotSeated();
      return keptView(queries.getQueryData<GameViewDto>(queryKey) ?? null, answer);
    };
    // The library's interval restarts with each change of the query: a read after POLL_MS quiet.
    const refetchInterval = () => (polling.current ? POLL_MS : false);
    const watching = new QueryObserver<GameViewDto>(queries, {
      queryKey,
      queryFn: read,
      refetchInterval,
    });
    observer.current = watching;
    let failures = 0;
    const unsubscribe = watching.subscribe((next) => {
      setResult(next);
      if (next.failureCount > failures && !(next.failureReason instanceof NotSeated))
        onFailure.current(next.failureReason);
      failures = next.failureCount;
      // Asked again while a read was under way (a newer update): one more read after it.
      if (!next.isFetching && again.current) {
        again.current = false;
        void watching.refetch();
      }
    });
    setResult(watching.getCurrentResult());
    return () => {
      unsubscribe();
      observer.current = null;
    };
  }, [gameId, seat?.token]);

  // The interval is worked out again at the query's next change; `poll` changed now.
  useEffect(() => {
    const watching = observer.current;
    if (watching) watching.setOptions(watching.options);
  }, [poll]);

  const reread = () => {
    const watching = observer.current;
    if (!watching) return;
    if (watching.getCurrentResult().isFetching) again.current = true;
    else void watching.refetch();
  };
  // At once from the stream, then a read: one under way, begun before the change and answered
  // after it, would otherwise put the old presence back (reread() then reads once more after it).
  const presence = (connected: number[]) => {
    queries.setQueryData<GameViewDto>(queryKey, (current) =>
      current ? withPresence(current, connected) : current,
    );
    reread();
  };
  const announce = (version: number) => setAnnounced((v) => Math.max(v, version));
  const view = result?.data ?? null;
  const stale = (result?.failureCount ?? 0) > 0 || result?.status === 'error';
  return { view, stale, announced, accept, presence, announce, reread };
}
