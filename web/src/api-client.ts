// The official SDK (clients/ts, through web/src/api) bound to the API's origin.
import { createClient, createConfig, Thousand, type StreamOptions } from './api/index.js';
import { timedFetch } from './server-clock.js';

/**
 * The page's own origin, unless index.html names the API's in `<meta name="thousand-api">`: a page
 * hosted elsewhere calls the API across origins (README "Web client", CORS).
 */
function apiOrigin(): string {
  const named = document.querySelector('meta[name="thousand-api"]')?.getAttribute('content');
  return named?.trim() ? named.trim().replace(/\/+$/, '') : location.origin;
}

export const API_ORIGIN = apiOrigin();
/** Every answer's `Date` tells the service's time (server-clock.ts, for the turn clock). */
export const client = createClient(createConfig({ baseUrl: API_ORIGIN, fetch: timedFetch }));
/** The SDK's face, for the streams (its iterators resume after a dropped connection). */
export const thousand = new Thousand({ baseUrl: API_ORIGIN, fetch: timedFetch });

/**
 * Options for one of the SDK's stream iterators on a page: reopened without end (a page stays
 * open for hours), `stop()` ends it, and `wake()` cuts short a wait before reopening.
 */
export function followingOptions(onRetry?: () => void) {
  const stopper = new AbortController();
  let wake = () => undefined as void;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = () => undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });
  const options = {
    attempts: Infinity,
    sleep,
    onRetry,
    signal: stopper.signal,
  } satisfies StreamOptions;
  return {
    options,
    stop: () => {
      stopper.abort();
      wake();
    },
    wake: () => wake(),
  };
}

/** The code the page gives a call that never reached the service (it has no problem of its own). */
export const UNREACHABLE = 'service_unreachable';

/** The Authorization header of a seat. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A refused or failed call: the service's problem `detail` when it sent one, its machine `code`
 * (the page shows a sentence of its own for it, i18n problems), the status, and the problem's
 * own fields (such as `already_queued`'s `entryId`).
 */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly problem: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function detailOf(error: unknown, response: Response | undefined): string {
  if (typeof error === 'object' && error !== null && 'detail' in error) {
    const { detail } = error;
    if (typeof detail === 'string') return detail;
  }
  return response ? `${response.status} ${response.statusText}` : String(error);
}

function fieldsOf(error: unknown): Record<string, unknown> {
  return typeof error === 'object' && error !== null ? { ...error } : {};
}

/** The data of an SDK call's answer, or a Refused carrying the problem's detail. */
export async function ok<T>(
  pending: Promise<{ data?: T; error?: unknown; response?: Response }>,
): Promise<T> {
  const { data, error, response } = await pending;
  // No response at all: the call never reached the service (offline, DNS, a dropped connection).
  if (response === undefined) throw new Refused(String(error), undefined, UNREACHABLE);
  if (error !== undefined || data === undefined)
    throw new Refused(detailOf(error, response), response.status, codeOf(error), fieldsOf(error));
  return data;
}
