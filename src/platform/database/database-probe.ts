import { Injectable } from '@nestjs/common';
import { DatabasePool } from './database-pool.js';

/** Whether the database answers a trivial statement (readiness, docs/deploy.md). */
@Injectable()
export class DatabaseProbe {
  constructor(private readonly database: DatabasePool) {}

  answers(): Promise<boolean> {
    return this.database.pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
  }
}
