// The service's event streams as async iterators of typed messages that survive dropped
// connections: a game's (GET /api/v1/games/{gameId}/stream) and a player's
// (GET /api/v1/players/me/stream). Each reopens its stream with Last-Event-ID set to the last
// sequence number it saw, so the service sends exactly what was missed; a game's stream ends where
// the service ends it (the game over or closed, the seat left).
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
  'player_left',
]);

function isFinalOfGame(message: StreamMessage): boolean {
  if (message.kind === 'view') return message.status === 'finished' || message.status === 'closed';
  return message.events.some((event) => FINAL_EVENTS.has(event.type));
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

/** What tells one kind of stream from another: its opening message, and its last. */
interface StreamShape<M extends { kind: string }> {
  /** The message each connection opens with, carrying the point the stream resumes after. */
  opening: M['kind'];
  isFinal(message: M): boolean;
}

/**
 * A game's stream: its messages, the view first. A connection that drops (or fails to open for a
 * reason that may pass: no answer, 429, 503) is reopened from the last sequence number seen, up to
 * `attempts` times in a row; a refusal (401, 404, 400 `invalid_resume_point`) is thrown.
 */
export function followStream(
  source: StreamSource,
  options: StreamOptions = {},
): AsyncGenerator<StreamMessage, void, undefined> {
  return follow<StreamMessage>(source, options, { opening: 'view', isFinal: isFinalOfGame });
}

/**
 * A player's stream: `ready` on each connection, then its messages across all the player's
 * games, reopened as `followStream` does; it never ends by itself (stop it with `signal`).
 */
export function followPlayerStream(
  source: StreamSource,
  options: StreamOptions = {},
): AsyncGenerator<PlayerStreamMessage, void, undefined> {
  return follow<PlayerStreamMessage>(source, options, { opening: 'ready', isFinal: () => false });
}

async function* follow<M extends { kind: string }>(
  source: StreamSource,
  options: StreamOptions,
  shape: StreamShape<M>,
): AsyncGenerator<M, void, undefined> {
  let lastSeq = options.lastSeq;
  let failures = 0;
  const attempts = Math.max(1, options.attempts ?? 3);
  const sleep = options.sleep ?? sleeping;
  while (!options.signal?.aborted) {
    try {
      const body = await open(source, lastSeq, options.signal);
      let ended = false;
      for await (const event of serverSentEvents(body)) {
        const message = JSON.parse(event.data) as M;
        failures = 0;
        // A resumed stream's opening (a game's view: the game now) is followed by the messages
        // since the resume point: the point moves with those, not with the opening.
        if (message.kind === shape.opening) lastSeq ??= openingSeq(message);
        else if (event.id !== undefined && /^\d+$/.test(event.id)) lastSeq = Number(event.id);
        ended = shape.isFinal(message);
        yield message;
      }
      // Closed by the service after the end, or else dropped (an instance stopping, a proxy's
      // timeout): another seat's player_left does not close it, so it never ends a stream here.
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

/** The sequence number an opening message (a view, `ready`) says the stream resumes after. */
function openingSeq(message: object): number | undefined {
  return 'lastSeq' in message && typeof message.lastSeq === 'number' ? message.lastSeq : undefined;
}
