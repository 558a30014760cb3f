// The service's time as the page estimates it, for the turn clock (countdown.tsx). A trial set the
// device's clock 60 s slow: the table said "86 s left" with 25 s left, counting from `Date.now()`.
// Every answer of the API carries the service's `Date` (whole seconds; exposed to pages on other
// origins too, src/platform/http/cors.ts): the service wrote it between the request's sending and
// the answer's arrival, so it bounds the offset of the service's clock from the device's. The
// bounds of all answers are intersected, which pins the offset to well under a second.

/** The offset (service minus device, in ms) lies in [low, high]; unknown before any answer. */
let low = -Infinity;
let high = Infinity;

/** Takes an answer's `Date` header in, the request sent at `sent` and answered at `received`. */
export function heardDate(date: string | null, sent: number, received: number): void {
  const at = date ? Date.parse(date) : NaN;
  if (Number.isNaN(at)) return;
  // The service's time when it answered was in [at, at + 1 s), the device's in [sent, received].
  const from = at - received;
  const to = at + 1000 - sent;
  // Bounds that no longer meet: the device's clock was set since. Start again from this answer.
  if (from > high || to < low) [low, high] = [from, to];
  else [low, high] = [Math.max(low, from), Math.min(high, to)];
}

/** The service's time now, by the device's clock and the offset heard (none yet: the device's). */
export const serverNow = (): number =>
  Date.now() + (Number.isFinite(low) && Number.isFinite(high) ? (low + high) / 2 : 0);

/** The fetch of the page's API calls: the global one, every answer's `Date` heard. */
export const timedFetch: typeof fetch = async (input, init) => {
  const sent = Date.now();
  const response = await fetch(input, init);
  heardDate(response.headers.get('date'), sent, Date.now());
  return response;
};
