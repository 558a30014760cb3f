import { Clock } from '../../src/platform/clock/clock.js';

/** Test-only: a clock that stands still until the test moves it (no test sleeps for time). */
export class ManualClock extends Clock {
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
