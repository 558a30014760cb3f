import { Injectable } from '@nestjs/common';

/**
 * A timer set through a Clock. Whoever set it clears it through the same clock (`clock.clear`),
 * so a test's manual clock sees every timer the service sets.
 */
export class ClockTimer {
  constructor(readonly cancel: () => void) {}
}

/**
 * The service's one source of time: the time of day for turn clocks, waiting games and presence
 * (docs/online-play.md), and the timers of every runner, sweep, retry and keep-alive. Tests
 * replace this provider with a ManualClock (manual-clock.ts), which fires timers only when the
 * test moves time, so nothing that depends on time needs a test to sleep.
 *
 * This is the system clock: the time of day and Node's own timers. Its timers never keep the
 * process alive (they are unref'd): what must outlive them (the HTTP server, an open stream, a
 * request in flight) holds the process open itself, and a stopped service ends without waiting
 * for an hourly sweep.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Calls `fn` once, `ms` from now. */
  setTimeout(fn: () => unknown, ms: number): ClockTimer {
    const timer = setTimeout(fn, ms).unref();
    return new ClockTimer(() => clearTimeout(timer));
  }

  /** Calls `fn` every `ms` until cleared. */
  setInterval(fn: () => unknown, ms: number): ClockTimer {
    const timer = setInterval(fn, ms).unref();
    return new ClockTimer(() => clearInterval(timer));
  }

  /** Clears a timer this clock set; nothing for none or one already fired or cleared. */
  clear(timer: ClockTimer | null | undefined): void {
    timer?.cancel();
  }

  /** Resolves `ms` from now; unlike the other timers, one that is awaited keeps the process alive. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
