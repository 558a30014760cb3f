// The newest view of a game, never stale and never someone else's: reads come one at a time (a
// burst of stream updates costs at most two), a failed read is retried with backoff until one
// succeeds, and a page holding a seat's token accepts only views with `you` set (a cache in between
// may hand it the spectator's answer to the same URL: read again past it, later if need be), unless
// the person left the game for good from this browser.
import { useRef, useState } from 'preact/hooks';
import { getGame, type GameViewDto } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { hasLeft, type SeatCredentials } from './storage.js';
import { keptView, withPresence } from './view-order.js';

const RETRY_MS = [250, 500, 1000, 2000, 4000];

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
  reread(): Promise<void>;
  /** Starts (again) reading; stop() ends the retries of a page that moved on. */
  start(): void;
  stop(): void;
}

export function useFreshView(
  gameId: string,
  seat: SeatCredentials | null,
  failed: (e: unknown) => void,
): FreshView {
  const [view, setView] = useState<GameViewDto | null>(null);
  const [stale, setStale] = useState(false);
  const [announced, setAnnounced] = useState(0);
  const state = useRef({ busy: false, again: false, failures: 0, stopped: false, timer: 0 });
  const latest = useRef<() => Promise<void>>(async () => undefined);
  const path = { gameId };
  const headers = seat ? bearer(seat.token) : undefined;

  /** Views arrive from answers, streams and reads in any order: web/src/view-order.ts keeps one. */
  const accept = (next: GameViewDto): boolean => {
    // After leaving for good the seat reads as a spectator (the service says so): then it is one.
    if (seat && next.you === null && !hasLeft(gameId)) return false;
    setView((current) => keptView(current, next));
    return true;
  };

  // At once from the stream, then a read: one begun before the change and answered after it would
  // otherwise put the old presence back (reads run one at a time, so this one answers last).
  const presence = (connected: number[]) => {
    setView((current) => current && withPresence(current, connected));
    void latest.current();
  };

  const retryLater = () => {
    const s = state.current;
    clearTimeout(s.timer);
    const delay = RETRY_MS[Math.min(s.failures++, RETRY_MS.length - 1)];
    s.timer = window.setTimeout(() => void latest.current(), delay);
  };

  const read = async (): Promise<GameViewDto | null> => {
    let answer = await ok(getGame({ client, path, headers }));
    // A seat's read answered with no seat came from a cache that stored a spectator's answer.
    if (seat && answer.you === null)
      answer = await ok(getGame({ client, path, headers, cache: 'no-cache' }));
    return accept(answer) ? answer : null;
  };

  async function reread(): Promise<void> {
    const s = state.current;
    if (s.stopped) return;
    if (s.busy) {
      s.again = true;
      return;
    }
    s.busy = true;
    s.again = false;
    try {
      if (await read()) {
        s.failures = 0;
        setStale(false);
      } else {
        setStale(true);
        retryLater();
      }
    } catch (e) {
      failed(e);
      setStale(true);
      // Gone for good (an unknown token or game): reading again changes nothing.
      if (!(e instanceof Refused && (e.status === 401 || e.status === 404))) retryLater();
    }
    s.busy = false;
    // Asked again meanwhile, maybe by a newer render (the person sat down): read with its token.
    if (s.again) await latest.current();
  }
  latest.current = reread;

  const announce = (version: number) => setAnnounced((v) => Math.max(v, version));
  const start = () => {
    state.current.stopped = false;
    state.current.failures = 0;
  };
  const stop = () => {
    state.current.stopped = true;
    clearTimeout(state.current.timer);
  };
  return { view, stale, announced, accept, presence, announce, reread, start, stop };
}
