import { Clock } from '../../src/platform/clock/clock.js';

/**
 * Test-only: a time of day that stands still until the test moves it (turn clocks, waiting games,
 * presence, the queue's fill delays), while the app's timers stay the system's: its streams,
 * notices and outbox run as in production, and the specs that use it set the sweeps' interval long
 * and sweep by hand (test/support/online.ts). A spec that drives the timers themselves uses
 * src/platform/clock/manual-clock.ts, whose timers fire only when the test moves the time.
 */
export class ManualTimeOfDay extends Clock {
  private ms: number;

  constructor(start: Date = new Date()) {
    super();
    this.ms = start.getTime();
  }

  override now(): Date {
    return new Date(this.ms);
  }

  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}
