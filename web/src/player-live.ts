// Follows the player's own stream (issue 28): `matched`, `game_started`, `your_turn`,
// `game_finished` across all the player's games. As live.ts does for a game: a single-use ticket
// before each (re)connection (the token never goes in a URL), and a dropped stream reopened with
// `?lastSeq=` the last id seen, with backoff.
import { useEffect, useRef } from 'preact/hooks';
import { createPlayerStreamTicket } from './api/index.js';
import { API_ORIGIN, bearer, client, ok } from './api-client.js';

export const PLAYER_KINDS = ['matched', 'game_started', 'your_turn', 'game_finished'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export interface PlayerMessage {
  kind: PlayerKind;
  gameId: string;
  seat: number;
  queueId?: string;
  deadline?: string | null;
}

const RETRY_MS = [500, 1000, 2000, 5000];

function parse(data: string): PlayerMessage | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const m = parsed as Partial<PlayerMessage>;
    const known = PLAYER_KINDS.some((k) => k === m.kind);
    return known && typeof m.gameId === 'string' ? (m as PlayerMessage) : null;
  } catch {
    return null;
  }
}

/** Opens the player's stream; answers the function that closes it. */
export function followPlayer(token: string, onMessage: (m: PlayerMessage) => void): () => void {
  let source: EventSource | null = null;
  let lastSeq: string | null = null;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(open, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
  };
  async function open(): Promise<void> {
    let ticket: string;
    try {
      ticket = (await ok(createPlayerStreamTicket({ client, headers: bearer(token) }))).ticket;
    } catch {
      return retry();
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket });
    if (lastSeq !== null) query.set('lastSeq', lastSeq);
    const current = new EventSource(`${API_ORIGIN}/api/v1/players/me/stream?${query}`);
    source = current;
    current.addEventListener('ready', () => void (failures = 0));
    for (const kind of PLAYER_KINDS)
      current.addEventListener(kind, (event) => {
        if (/^\d+$/.test(event.lastEventId)) lastSeq = event.lastEventId;
        const message = parse(event.data);
        if (message) onMessage(message);
      });
    // EventSource would reconnect by itself with the same, now spent, ticket: reopen instead.
    current.onerror = () => {
      current.close();
      if (source === current) source = null;
      retry();
    };
  }
  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** Follows the player's stream while the component is shown; `onMessage` may change freely. */
export function usePlayerStream(token: string | null, onMessage: (m: PlayerMessage) => void): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!token) return;
    return followPlayer(token, (m) => handler.current(m));
  }, [token]);
}
