// One call of the generated SDK, answered as its data or a ThousandError, retried when it is safe:
// a read always, a write only under an Idempotency-Key (README "Idempotency"), the same key on every
// attempt, so the service applies a move at most once however often the answer was lost.
import { refusal, ThousandError, unreachable } from './problems.js';

/** What a function of the generated SDK answers (its `data`, `error` and `response`). */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response?: Response;
}

export interface RetryOptions {
  /** Attempts in all, the first included (1: never retry). Default 3. */
  attempts?: number;
  /** The longest wait between two attempts, in ms, whatever Retry-After says. Default 5000. */
  maxDelayMs?: number;
  /** How to wait (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

/** Statuses after which the same request may succeed: the service was busy or starting over. */
const RETRIED = new Set([429, 503]);

/**
 * The 429s that pass within seconds (the request rate, requests in flight, open streams); the
 * others (`too_many_games`, `too_many_bot_games`, `too_many_challenges` and the like) are bounds
 * on what the caller holds or made this hour: the same request is refused again, so not retried.
 */
const TRANSIENT_429 = new Set(['rate_limited', 'too_many_requests_in_flight', 'too_many_streams']);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A new Idempotency-Key: a random UUID, which both the seat routes and anonymous routes accept. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function retryable(error: ThousandError): boolean {
  if (error.status === 429) return TRANSIENT_429.has(error.code);
  return error.status === undefined || RETRIED.has(error.status);
}

/** The delay before attempt `n + 1`: Retry-After when the service said, else 250 ms doubling. */
function delayOf(error: ThousandError, n: number, max: number): number {
  const asked = error.retryAfter === undefined ? 250 * 2 ** (n - 1) : error.retryAfter * 1000;
  return Math.min(asked, max);
}

/** The data of an answer, or the ThousandError it stands for. */
export async function dataOf<T>(pending: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await pending;
  } catch (cause) {
    throw unreachable(cause);
  }
  const { data, error, response } = answer;
  if (response === undefined) throw unreachable(error);
  if (error !== undefined || !response.ok) throw refusal(error, response);
  // A success without a body (204): the generated type says `unknown` or `void` then.
  return data as T;
}

/**
 * Sends `send(key)` until it succeeds, fails for good or runs out of attempts. `key` is the
 * Idempotency-Key of a write (the same on each attempt) or undefined for a read; a write without
 * a key is sent once.
 */
export async function call<T>(
  send: (idempotencyKey: string | undefined) => Promise<Answer<T>>,
  kind: 'read' | 'write' | 'once',
  options: RetryOptions = {},
): Promise<T> {
  const attempts = kind === 'once' ? 1 : Math.max(1, options.attempts ?? 3);
  const key = kind === 'write' ? newIdempotencyKey() : undefined;
  const sleep = options.sleep ?? wait;
  for (let n = 1; ; n++) {
    try {
      return await dataOf(send(key));
    } catch (error) {
      if (!(error instanceof ThousandError) || !retryable(error) || n >= attempts) throw error;
      await sleep(delayOf(error, n, options.maxDelayMs ?? 5000));
    }
  }
}
