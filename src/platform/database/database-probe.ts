import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { DatabasePool } from './database-pool.js';

/** Whether the database answers a trivial statement within `timeoutMs` (readiness, docs/deploy.md). */
@Injectable()
export class DatabaseProbe {
  constructor(
    private readonly database: DatabasePool,
    private readonly clock: Clock,
  ) {}

  async answers(timeoutMs: number): Promise<boolean> {
    let timer = null;
    const timeout = new Promise<boolean>((resolve) => {
      timer = this.clock.setTimeout(() => resolve(false), timeoutMs);
    });
    const query = this.database.pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      this.clock.clear(timer);
    }
  }
}
