// One game as the page holds it: the newest view (a seat's when this browser holds its token, else
// the spectator's), kept current by the event stream, and the moves sent from it.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  act,
  getGame,
  getHint,
  getScoreTable,
  type Action,
  type GameViewDto,
  type HintDto,
  type ScoreTableDto,
} from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { follow, type LiveState } from './live.js';
import { forgetSeat, loadSeat, type SeatCredentials } from './storage.js';

export interface GameState {
  view: GameViewDto | null;
  seat: SeatCredentials | null;
  live: LiveState;
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
}

export interface Problem {
  code?: string;
  detail: string;
}

const problemOf = (e: unknown): Problem =>
  e instanceof Refused
    ? { code: e.code, detail: e.message }
    : { detail: e instanceof Error ? e.message : String(e) };

export function useGame(gameId: string): GameState {
  const [seat, seated] = useState(() => loadSeat(gameId));
  const [view, setView] = useState<GameViewDto | null>(null);
  const [live, setLive] = useState<LiveState>('connecting');
  const [refusal, setRefusal] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [scores, setScores] = useState<ScoreTableDto | null>(null);
  const [hint, setHint] = useState<HintDto | null>(null);
  const path = { gameId };
  const headers = seat ? bearer(seat.token) : undefined;
  /** Views arrive from answers, streams and reads in any order: the newest version wins. */
  const accept = (next: GameViewDto) =>
    setView((current) => (current && current.version > next.version ? current : next));

  // One read at a time: a burst of stream updates (bots move fast) costs at most two reads.
  const reading = useRef({ busy: false, again: false });
  const reread = async (): Promise<void> => {
    const state = reading.current;
    if (state.busy) {
      state.again = true;
      return;
    }
    state.busy = true;
    state.again = false;
    try {
      let read = await ok(getGame({ client, path, headers }));
      // A seat's read answered with no seat in it came from a cache that stored a spectator's
      // answer to the same URL: read once more past any cache. Still none: the seat left the game.
      if (seat && read.you === null)
        read = await ok(getGame({ client, path, headers, cache: 'no-cache' }));
      accept(read);
    } catch (e) {
      setRefusal(problemOf(e));
      // An unknown token: watch as a spectator rather than fail on every read.
      if (e instanceof Refused && e.status === 401 && seat) {
        forgetSeat(gameId);
        seated(null);
      }
    }
    state.busy = false;
    if (state.again) await reread();
  };

  useEffect(() => {
    void reread();
    return follow(gameId, seat?.token ?? null, {
      view: accept,
      update: () => void reread(),
      state: setLive,
    });
  }, [gameId, seat?.token]);

  // The score table changes only when a deal ends (previousDeal appears) or the game does.
  const scored = `${view?.previousDeal?.number ?? 0}/${view?.status}/${view?.deal?.number ?? 0}`;
  useEffect(() => {
    if (!view || view.status === 'waiting') return;
    getScoreTable({ client, path }).then(
      ({ data }) => data && setScores(data),
      () => undefined,
    );
  }, [scored]);

  const version = view?.version;
  useEffect(() => setHint(null), [version]);

  const send = async (action: Action) => {
    setBusy(true);
    setRefusal(null);
    try {
      accept(await ok(act({ client, path, headers, body: action })));
    } catch (e) {
      setRefusal(problemOf(e));
    } finally {
      setBusy(false);
    }
  };

  const askHint = async () => {
    try {
      setHint(await ok(getHint({ client, path, headers })));
    } catch (e) {
      setRefusal(problemOf(e));
    }
  };

  const refresh = () => void reread();
  return { view, seat, live, refusal, busy, scores, hint, seated, send, askHint, refresh };
}
