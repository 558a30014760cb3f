// One game as the page holds it: the newest view (a seat's when this browser holds its token, else
// the spectator's), kept current by the event stream (live.ts) and by reads (fresh-view.ts),
// reconciled when the stream reopens or the tab is shown again, and the moves sent from it.
import { focusManager, onlineManager } from '@tanstack/query-core';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  act,
  getHint,
  getScoreTable,
  type Action,
  type GameViewDto,
  type HintDto,
  type ScoreTableDto,
} from './api/index.js';
import { bearer, client, ok, Refused, UNREACHABLE } from './api-client.js';
import { useFreshView, type FreshView } from './fresh-view.js';
import { follow, type LiveState } from './live.js';
import { forgetSeat, hasLeft, loadSeat, type SeatCredentials } from './storage.js';

/** How soon a stream the SDK ended while the game goes on is opened again. */
const REOPEN_MS = 1000;

/** `live` only while the stream is open and the view has caught up with what it announced. */
export type PageLiveState = LiveState | 'updating';

export interface Problem {
  code?: string;
  detail: string;
}

export interface GameState {
  view: GameViewDto | null;
  seat: SeatCredentials | null;
  live: PageLiveState;
  /** The last refused move or failed call (its problem code and detail), until the next move. */
  refusal: Problem | null;
  busy: boolean;
  scores: ScoreTableDto | null;
  hint: HintDto | null;
  seated(seat: SeatCredentials | null): void;
  send(action: Action): Promise<void>;
  askHint(): Promise<void>;
  /** Reads the view again (after a call that changed the game but answered no seat view). */
  refresh(): void;
  /** The person left the seat for good (storage.ts, markLeft): the page now watches the table. */
  leftSeat(): void;
}

/**
 * A refusal by the game's state (409: not_your_turn, concurrent_update, turn_timed_out...; 412:
 * version_mismatch): the page acted on a view the game has moved past.
 */
const staleView = (e: unknown) => e instanceof Refused && (e.status === 409 || e.status === 412);

const problemOf = (e: unknown): Problem =>
  e instanceof Refused
    ? { code: e.code, detail: e.message }
    : { detail: e instanceof Error ? e.message : String(e) };

/**
 * Calls `wake` when the page is shown again or the browser is back online (then `back` first: the
 * stream may never have noticed the outage), and `lost` when the browser goes offline, as the
 * query library hears them (its reads of the view follow by themselves); answers the function
 * that stops listening.
 */
function onReturn(back: () => void, wake: () => void, lost: () => void): () => void {
  const stopFocus = focusManager.subscribe((focused) => focused && wake());
  const stopOnline = onlineManager.subscribe((online) => {
    if (!online) return lost();
    back();
    wake();
  });
  return () => {
    stopFocus();
    stopOnline();
  };
}

/**
 * Follows the game's stream (live.ts) into `fresh`: the seat's, or the spectator's once the seat
 * was left for good (storage.ts, markLeft), which keeps its token for a rematch while its stream
 * ends with the seat. Answers how to start watching as a spectator.
 */
function useFollowing(
  gameId: string,
  seat: SeatCredentials | null,
  fresh: FreshView,
  state: (state: LiveState) => void,
  backInTouch: () => void,
): { start(): void } {
  const [watching, setWatching] = useState(() => hasLeft(gameId));
  // Bumped to open the stream again after the SDK ended it while the game goes on.
  const [opening, setOpening] = useState(0);
  const over = useRef(false);
  over.current = fresh.view?.status === 'finished' || fresh.view?.status === 'closed';
  useEffect(() => {
    let again: ReturnType<typeof setTimeout> | undefined;
    // Offline, the page is out of touch whether or not its stream noticed (a trial saw "Live"
    // beside "no connection"): it says so, and opens the stream afresh once back online, whose
    // first message (the whole view) says it is live again; what this one says of its state
    // meanwhile is past (a spec read "Live", then "Connecting" as the new one opened).
    let offline = false;
    const following = follow(gameId, watching ? null : seat, {
      // On every (re)connection: the whole view, then a read to settle what the stream missed.
      view: (v) => {
        fresh.announce(v.version);
        if (!fresh.accept(v)) fresh.reread();
      },
      update: (version) => {
        fresh.announce(version);
        fresh.reread();
      },
      presence: (connected) => fresh.presence(connected),
      state: (now) => {
        if (offline) return;
        state(now);
        if (now === 'live') backInTouch();
      },
      ended: () => {
        // Left from another tab, or here before leftSeat: the seat's stream ended with the seat.
        if (hasLeft(gameId)) return setWatching(true);
        if (over.current) return;
        // The SDK takes a stream whose last message was any seat's player_left, then dropped, as
        // over (a review): the game goes on, so the page reads meanwhile and follows again.
        state('reconnecting');
        again = setTimeout(() => setOpening((n) => n + 1), REOPEN_MS);
      },
    });
    const stopWaking = onReturn(
      () => {
        backInTouch();
        if (offline) setOpening((n) => n + 1);
      },
      () => following.wake(),
      () => {
        state('reconnecting');
        offline = true;
      },
    );
    return () => {
      clearTimeout(again);
      stopWaking();
      following.stop();
    };
  }, [gameId, seat?.token, watching, opening]);
  return { start: () => setWatching(true) };
}

/** The game's score table, read again when a deal ends (previousDeal appears) or the game does. */
function useScores(gameId: string, view: GameViewDto | null): ScoreTableDto | null {
  const [scores, setScores] = useState<ScoreTableDto | null>(null);
  const scored = `${view?.previousDeal?.number ?? 0}/${view?.status}/${view?.deal?.number ?? 0}`;
  useEffect(() => {
    if (!view || view.status === 'waiting') return;
    getScoreTable({ client, path: { gameId } }).then(
      ({ data }) => data && setScores(data),
      () => undefined,
    );
  }, [scored]);
  return scores;
}

export function useGame(gameId: string): GameState {
  const [seat, seated] = useState(() => loadSeat(gameId));
  const [stream, setStream] = useState<LiveState>('connecting');
  const [refusal, setRefusal] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<HintDto | null>(null);
  const path = { gameId };
  const headers = seat ? bearer(seat.token) : undefined;
  const fresh = useFreshView(
    gameId,
    seat,
    (e) => {
      setRefusal(problemOf(e));
      // An unknown token: watch as a spectator rather than fail on every read.
      if (e instanceof Refused && e.status === 401 && seat) {
        forgetSeat(gameId);
        seated(null);
      }
    },
    stream !== 'live',
  );
  const { view } = fresh;

  // Back in touch: a call that could not reach the service is no longer the news.
  const backInTouch = () => setRefusal((r) => (r?.code === UNREACHABLE ? null : r));

  const watching = useFollowing(gameId, seat, fresh, setStream, backInTouch);

  const scores = useScores(gameId, view);

  const version = view?.version;
  useEffect(() => setHint(null), [version]);

  const send = async (action: Action) => {
    setBusy(true);
    setRefusal(null);
    try {
      fresh.accept(await ok(act({ client, path, headers, body: action })));
    } catch (e) {
      setRefusal(problemOf(e));
      // Whatever the stream said (if it can say anything): the view to show is the game's now.
      if (staleView(e)) fresh.reread();
    } finally {
      setBusy(false);
    }
  };

  const askHint = async () => {
    try {
      setHint(await ok(getHint({ client, path, headers })));
    } catch (e) {
      setRefusal(problemOf(e));
      if (staleView(e)) fresh.reread();
    }
  };

  const current = !fresh.stale && view !== null && view.version >= fresh.announced;
  const live: PageLiveState = stream === 'live' && !current ? 'updating' : stream;
  const refresh = () => fresh.reread();
  const leftSeat = () => {
    watching.start();
    fresh.reread();
  };
  return {
    view,
    seat,
    live,
    refusal,
    busy,
    scores,
    hint,
    seated,
    send,
    askHint,
    refresh,
    leftSeat,
  };
}
