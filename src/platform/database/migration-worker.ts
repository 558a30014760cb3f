// The worker thread of migrations-apart.ts: applies the migrations, posts the outcome, and is
// ended by its parent.
import { parentPort, workerData } from 'node:worker_threads';
import type { MigrationOutcome } from './migrations-apart.js';
import { applyMigrations } from './migrator.js';

const { databaseUrl, migrationsDir } = workerData as { databaseUrl: string; migrationsDir: string };
let outcome: MigrationOutcome;
try {
  outcome = { ok: true, applied: await applyMigrations(databaseUrl, migrationsDir) };
} catch (error) {
  outcome = {
    ok: false,
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
  };
}
parentPort!.postMessage(outcome);
