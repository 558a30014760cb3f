import { Clock, ClockTimer } from './clock.js';

interface Entry {
  at: number;
  /** Order of setting: timers due at the same time fire in the order they were set. */
  order: number;
  fn: () => unknown;
  /** The period of an interval; null for a timeout. */
  every: number | null;
}

/** A real turn of the event loop: what a fired callback started without I/O gets to run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A clock that stands still until the test moves it (`advance`), firing the timers that fall due
 * on the way, in order, each with the clock showing its due time. A service's sweeps, retries,
 * paces and keep-alives then run exactly when the test says, so a test never sleeps for them and
 * "nothing happened yet" is a fact, not a race. Used in place of the system clock (clock.ts) by
 * the unit specs and by e2e specs that drive the timers.
 */
export class ManualClock extends Clock {
  private ms: number;
  private readonly entries = new Map<ClockTimer, Entry>();
  private order = 0;

  constructor(start: Date = new Date('2026-01-01T00:00:00Z')) {
    super();
    this.ms = start.getTime();
  }

  override now(): Date {
    return new Date(this.ms);
  }

  override setTimeout(fn: () => unknown, ms: number): ClockTimer {
    return this.add(fn, ms, null);
  }

  override setInterval(fn: () => unknown, ms: number): ClockTimer {
    return this.add(fn, ms, Math.max(1, ms));
  }

  override sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.add(resolve, ms, null));
  }

  /** Timers set and neither fired (a timeout) nor cleared. */
  pending(): number {
    return this.entries.size;
  }

  /** How long until the next timer fires, or null when none is set. */
  nextIn(): number | null {
    const next = this.next(Infinity);
    return next ? next[1].at - this.ms : null;
  }

  /**
   * Moves the time `ms` forward. Each timer due on the way fires at its own time, earliest first;
   * the next fires only once the callback's promise (a sweep's, say) has settled and the event
   * loop has had a few turns, as real timers' callbacks would have had time. An interval fires
   * each time its period falls within the step.
   */
  async advance(ms: number): Promise<void> {
    const target = this.ms + Math.max(0, ms);
    for (let due = this.next(target); due; due = this.next(target)) {
      const [timer, entry] = due;
      this.ms = Math.max(this.ms, entry.at);
      if (entry.every === null) this.entries.delete(timer);
      else Object.assign(entry, { at: entry.at + entry.every, order: this.order++ });
      await entry.fn();
      for (let i = 0; i < 3; i++) await turn();
    }
    this.ms = Math.max(this.ms, target);
  }

  /** Fires the timers due now (those set with 0 ms, or on a time already reached). */
  runDue(): Promise<void> {
    return this.advance(0);
  }

  private add(fn: () => unknown, ms: number, every: number | null): ClockTimer {
    const timer = new ClockTimer(() => this.entries.delete(timer));
    const delay = Math.max(0, Number.isFinite(ms) ? ms : 0);
    this.entries.set(timer, { at: this.ms + delay, order: this.order++, fn, every });
    return timer;
  }

  private next(limit: number): [ClockTimer, Entry] | null {
    let best: [ClockTimer, Entry] | null = null;
    for (const pair of this.entries) {
      const entry = pair[1];
      if (entry.at > limit) continue;
      if (
        !best ||
        entry.at < best[1].at ||
        (entry.at === best[1].at && entry.order < best[1].order)
      )
        best = pair;
    }
    return best;
  }
}
