import { Injectable } from '@nestjs/common';

/**
 * The service's one source of the time of day for turn clocks, waiting games and presence
 * (docs/online-play.md). Tests replace this provider with a clock they move by hand, so nothing
 * that depends on time needs a test to sleep.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
