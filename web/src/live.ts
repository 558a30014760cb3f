// Follows a game's event stream (README "Live updates"): a seat asks for a stream ticket before each
// (re)connection, since EventSource cannot send the token and the token never goes in a URL; a
// dropped connection is closed and reopened with `?lastSeq=` the last sequence seen, with backoff,
// or at once when the page asks (the tab became visible again). It asks for presence changes too
// (`?presence=true`), so who is connected is true within a second, not at the next move.
import { createStreamTicket, type StreamViewDto } from './api/index.js';
import { API_ORIGIN, bearer, client, ok } from './api-client.js';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

export interface LiveHandlers {
  /** The whole view, sent first on every (re)connection. */
  view(view: StreamViewDto): void;
  /** An accepted action: the view is out of date until it reaches `version`. */
  update(version: number | null): void;
  /** The seats with a stream open changed: these are connected now. */
  presence(connected: number[]): void;
  state(state: LiveState): void;
}

export interface Following {
  stop(): void;
  /** Reopens the stream now if it is not open. */
  wake(): void;
}

const RETRY_MS = [500, 1000, 2000, 5000];

function versionOf(data: string): number | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && 'version' in parsed)
      return typeof parsed.version === 'number' ? parsed.version : null;
  } catch {
    // Not JSON: the view is read again all the same.
  }
  return null;
}

/** Opens the stream of `gameId` for a seat (its token) or a spectator (null). */
export function follow(gameId: string, token: string | null, on: LiveHandlers): Following {
  let source: EventSource | null = null;
  let lastSeq: number | null = null;
  let finished = false;
  let stopped = false;
  let opening = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped || finished) return;
    on.state('reconnecting');
    clearTimeout(timer);
    timer = setTimeout(open, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
  };

  async function open(): Promise<void> {
    if (stopped || opening || source) return;
    opening = true;
    const query = new URLSearchParams();
    try {
      if (token !== null) {
        const path = { gameId };
        const ticket = await ok(createStreamTicket({ client, path, headers: bearer(token) }));
        query.set('ticket', ticket.ticket);
      }
    } catch {
      opening = false;
      retry();
      return;
    }
    opening = false;
    if (stopped) return;
    if (lastSeq !== null) query.set('lastSeq', String(lastSeq));
    // Who is connected changes without a move: the stream says so as it happens.
    query.set('presence', 'true');
    const url = `${API_ORIGIN}/api/v1/games/${encodeURIComponent(gameId)}/stream?${query}`;
    const current = new EventSource(url);
    source = current;
    current.addEventListener('view', (event) => {
      const view: StreamViewDto = JSON.parse(event.data);
      lastSeq = view.lastSeq;
      finished = view.status === 'finished';
      failures = 0;
      on.state('live');
      on.view(view);
    });
    current.addEventListener('presence', (event) => {
      const data: unknown = JSON.parse(event.data);
      const connected = (data as { connected?: unknown }).connected;
      if (Array.isArray(connected)) on.presence(connected.filter((s) => typeof s === 'number'));
    });
    current.addEventListener('update', (event) => {
      if (/^\d+$/.test(event.lastEventId)) lastSeq = Number(event.lastEventId);
      on.update(versionOf(event.data));
    });
    // EventSource would reconnect by itself with the same, now spent, ticket: reopen instead.
    current.onerror = () => {
      current.close();
      if (source === current) source = null;
      retry();
    };
  }

  on.state('connecting');
  void open();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    },
    wake: () => {
      if (source || stopped || finished) return;
      clearTimeout(timer);
      failures = 0;
      void open();
    },
  };
}
