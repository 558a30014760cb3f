import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock } from '../clock/clock.js';
import { Sweeps, type Sweep } from '../sweeps/sweeps.js';
import { PINO_LOGGER } from '../logging/logger.js';
import { IDEMPOTENCY_TTL_MS, IdempotencyService } from './idempotency.service.js';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes stored idempotent answers older than a day, hourly, so the table does not grow forever. */
@Injectable()
export class IdempotencySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: Sweep | null = null;

  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly clock: Clock,
    private readonly sweeps: Sweeps,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = this.sweeps.every('idempotency', SWEEP_EVERY_MS, () => this.sweep());
  }

  async sweep(now = this.clock.now()): Promise<number> {
    try {
      return await this.idempotency.purgeBefore(new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
    } catch (error) {
      this.logger.warn({ err: error }, 'idempotency sweep failed; next hour it tries again');
      return 0;
    }
  }

  onModuleDestroy(): void {
    this.timer?.stop();
  }
}
