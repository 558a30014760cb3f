import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { PINO_LOGGER } from '../logging/logger.js';
import { Clock, type ClockTimer } from '../clock/clock.js';

/** A sweep started by `Sweeps.every`; `stop` ends it (a sweep under way finishes). */
export interface Sweep {
  stop(): void;
}

/**
 * The one scheduler of the service's periodic sweeps (the turn clock, the queue's matching, the
 * outbox relay, seat presence, expired tickets and idempotent answers), on the service's Clock, so
 * a test with a ManualClock runs each sweep when it moves the time and awaits it there.
 * A sweep still running when its next time comes is not started a second time beside it: that
 * time is skipped. A sweep logs its own failures; one that throws anyway is logged here, and the
 * next time tries again.
 */
@Injectable()
export class Sweeps {
  constructor(
    private readonly clock: Clock,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
  ) {}

  /** Runs `sweep` every `everyMs` until stopped; `name` says which in a failure's log line. */
  every(name: string, everyMs: number, sweep: () => Promise<unknown>): Sweep {
    let running: Promise<unknown> | null = null;
    const timer: ClockTimer = this.clock.setInterval(() => {
      running ??= sweep()
        .catch((error: unknown) => this.logger.warn({ err: error, sweep: name }, 'sweep failed'))
        .finally(() => (running = null));
      return running;
    }, everyMs);
    return { stop: () => this.clock.clear(timer) };
  }
}
