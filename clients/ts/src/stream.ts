// The service's event streams as async iterators of typed messages that survive dropped
// connections: a game's (GET /api/v1/games/{gameId}/stream) and a player's (GET
// /api/v1/players/me/stream). Each reopens a dropped stream with Last-Event-ID set to the last
// sequence number it saw, so the service sends exactly what was missed; a game's stream ends where
// the service ends it (the game over or closed, the seat left), a player's never does.
import type { RetryOptions } from './call.js';
import type { GameEventDto, PlayerStreamMessage, StreamMessage } from './gen/types.gen.js';
import { refusal, ThousandError, unreachable } from './problems.js';

export interface StreamOptions extends RetryOptions {
  /** Resume after this sequence number (a view's `lastSeq`, an update's id) instead of the start. */
  lastSeq?: number;
  /** Stops the iterator (as does leaving a `for await` loop). */
  signal?: AbortSignal;
  /**
   * Told each time the stream dropped or failed to open and is to be opened again after
   * `delayMs` (a page shows "reconnecting"); `failures`: how many attempts in a row failed.
   */
  onRetry?: (failures: number, delayMs: number) => void;
}

/** A game stream's options. */
export interface GameStreamOptions extends StreamOptions {
  /**
   * Also tell who is connected as it changes (`?presence=true`): `presence` messages, each listing
   * every seat with a stream open, between the updates (a seat's player coming and going is no move).
   */
  presence?: boolean;
}

/** Where a stream is read from: its URL and the headers of each (re)connection. */
export interface StreamSource {
  url: string;
  headers: () => Record<string, string>;
  fetch: typeof fetch;
}

/** One server-sent event: its `id:` (the last sequence number of an update) and its `data:`. */
interface RawEvent {
  id?: string;
  data: string;
}

/** Events after which the service may close the stream: the game is over, or the seat left. */
const FINAL_EVENTS = new Set<GameEventDto['type']>([
  'game_over',
  'game_abandoned',
  'game_closed',
  'game_forfeited',
]);

/**
 * Whether the service closes a game stream for good after `message`: the game over, or (on a
 * seat's stream, `you`) that seat's own player leaving it. Another seat's leaving ends nothing: the
 * game goes on, and so does a stream that drops after it (it is reopened).
 */
function isFinal(message: StreamMessage, you: number | null): boolean {
  if (message.kind === 'view') return message.status === 'finished' || message.status === 'closed';
  if (message.kind === 'presence') return false;
  return message.events.some(
    (event) =>
      FINAL_EVENTS.has(event.type) ||
      (event.type === 'player_left' && you !== null && event.data.seat === you),
  );
}

/** The events of a `text/event-stream` body; comments (keep-alives) are skipped. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<RawEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer = (buffer + decoder.decode(value, { stream: true })).replace(/\r\n?/g, '\n');
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event: RawEvent = { data: '' };
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          else if (line.startsWith('id:')) event.id = line.slice(3).trim();
        }
        if (data.length > 0) yield { ...event, data: data.join('\n') };
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

const sleeping = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function problemBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Opens the stream once: the response, or a ThousandError (retryable: no answer, 429, 503). */
async function open(source: StreamSource, lastSeq: number | undefined, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'text/event-stream', ...source.headers() };
  if (lastSeq !== undefined) headers['Last-Event-ID'] = String(lastSeq);
  let response: Response;
  try {
    // Called unbound: a browser's fetch refuses to run as another object's method.
    const { fetch: send } = source;
    response = await send(source.url, { headers, signal });
  } catch (cause) {
    throw unreachable(cause);
  }
  if (!response.ok || !response.body) throw refusal(await problemBody(response), response);
  return response.body;
}

const retryable = (error: unknown) =>
  error instanceof ThousandError &&
  (error.status === undefined || [429, 503].includes(error.status));

/** How one kind of stream reads: where its first message says it starts, and when it is over. */
interface StreamKind<T> {
  /** The resume point a first message gives (a game's `view`, a player's `ready`), if it is one. */
  startsAfter(message: T): number | undefined;
  /** After this message the service closes the stream for good. */
  isFinal(message: T): boolean;
}

/** A game stream's kind; its view names the seat it is for (`you`; null: a spectator's). */
function gameStream(): StreamKind<StreamMessage> {
  let you: number | null = null;
  return {
    startsAfter: (m) => {
      if (m.kind !== 'view') return undefined;
      you = m.you ?? null;
      return m.lastSeq;
    },
    isFinal: (m) => isFinal(m, you),
  };
}

const PLAYER_STREAM: StreamKind<PlayerStreamMessage> = {
  startsAfter: (m) => (m.kind === 'ready' ? m.lastSeq : undefined),
  isFinal: () => false,
};

/**
 * A game stream's messages, the view first. A connection that drops (or fails to open for a reason
 * that may pass: no answer, 429, 503) is reopened from the last sequence number seen, up to
 * `attempts` times in a row; a refusal (401, 404, 400 `invalid_resume_point`) is thrown.
 */
export function followStream(
  source: StreamSource,
  options: GameStreamOptions = {},
): AsyncGenerator<StreamMessage, void, undefined> {
  if (!options.presence) return follow(source, options, gameStream());
  const url = `${source.url}${source.url.includes('?') ? '&' : '?'}presence=true`;
  return follow({ ...source, url }, options, gameStream());
}

/**
 * A player stream's messages (`ready` first, then challenges, matches, game starts, turns and
 * results across all the player's games), resumed as `followStream` resumes; it never ends by
 * itself: leave the loop or abort `signal` to stop it.
 */
export function followPlayerStream(
  source: StreamSource,
  options: StreamOptions = {},
): AsyncGenerator<PlayerStreamMessage, void, undefined> {
  return follow(source, options, PLAYER_STREAM);
}

async function* follow<T>(
  source: StreamSource,
  options: StreamOptions,
  kind: StreamKind<T>,
): AsyncGenerator<T, void, undefined> {
  let lastSeq = options.lastSeq;
  let failures = 0;
  const attempts = Math.max(1, options.attempts ?? 3);
  const sleep = options.sleep ?? sleeping;
  while (!options.signal?.aborted) {
    try {
      const body = await open(source, lastSeq, options.signal);
      let ended = false;
      for await (const event of serverSentEvents(body)) {
        const message = JSON.parse(event.data) as T;
        failures = 0;
        // A resumed stream's first message (a game's view: the game now) is followed by what
        // happened since the resume point: the point moves with those, not with the first.
        const start = kind.startsAfter(message);
        if (start !== undefined) lastSeq ??= start;
        else if (event.id !== undefined && /^\d+$/.test(event.id)) lastSeq = Number(event.id);
        ended = kind.isFinal(message);
        yield message;
      }
      // Closed by the service after the end, or else dropped (an instance stopping, a proxy's
      // timeout) and reopened.
      if (ended || options.signal?.aborted) return;
    } catch (error) {
      if (options.signal?.aborted) return;
      const failure = error instanceof ThousandError ? error : unreachable(error);
      if (!retryable(failure) || ++failures >= attempts) throw failure;
    }
    const delay = Math.min(250 * 2 ** failures, options.maxDelayMs ?? 5000);
    options.onRetry?.(failures, delay);
    await sleep(delay);
  }
}
