// The turn clock's reading (countdown.tsx), apart from the component so a spec reads it alone.

/**
 * Whole seconds from `now` until `deadline`, never below 0 nor above `longest` (a turn's full
 * time): the service's time is known to the page within a second (server-clock.ts), and the
 * table said "61 s left" on a 60-second clock under load (test/web/online-play.e2e-spec.ts).
 */
export const secondsUntil = (deadline: string, now: number, longest = Infinity) =>
  Math.min(longest, Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000)));
