import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../database/database-pool.js';
import { sql } from '../database/named-sql.js';

const KEEP = sql(
  'service_key_keep',
  `INSERT INTO service_keys (name, value) VALUES (:name, :value) ON CONFLICT (name) DO NOTHING`,
);
const READ = sql('service_key_read', `SELECT value FROM service_keys WHERE name = :name`);

/** The deployment's keys kept in PostgreSQL (service_keys), for AddressHash. */
@Injectable()
export class AddressHashStore {
  constructor(private readonly database: DatabasePool) {}

  /** The key named `name`: `made` when none was kept yet, else the one kept (the first wins). */
  async keyOf(name: string, made: string): Promise<string> {
    await this.database.run(KEEP, { name, value: made });
    const rows = await this.database.run(READ.rows<{ value: string }>(), { name });
    return rows[0].value;
  }
}
