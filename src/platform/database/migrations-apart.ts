// Migrations at start-up, applied on a worker thread that ends with them. Prisma's schema engine is
// WebAssembly that its glue module keeps once loaded, and an ES module is never unloaded: applied
// in the service's own thread it stayed resident for the process's life, about 10 MB that nothing
// used again (docs/performance-history.md, "The twenty-first session"). A worker's isolate, and the
// engine in it, is freed when the worker ends.
import { Worker } from 'node:worker_threads';

/** What the worker posts back: the migrations it applied, or why it could not. */
export type MigrationOutcome =
  { ok: true; applied: string[] } | { ok: false; name: string; message: string };

/**
 * `applyMigrations(databaseUrl, migrationsDir)` on a worker thread: answers the names of the
 * migrations applied, or fails with the engine's own message.
 */
export function applyMigrationsApart(
  databaseUrl: string,
  migrationsDir: string,
): Promise<string[]> {
  const worker = new Worker(new URL('./migration-worker.js', import.meta.url), {
    workerData: { databaseUrl, migrationsDir },
    // Not the process's own options: some (`--input-type`, say) fail a worker's start.
    execArgv: [],
  });
  return new Promise<string[]>((resolve, reject) => {
    worker.once('message', (outcome: MigrationOutcome) => {
      if (outcome.ok) resolve(outcome.applied);
      else reject(Object.assign(new Error(outcome.message), { name: outcome.name }));
      // Its work is done: nothing it holds (an engine timer, a pool) may keep it alive.
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the migration worker ended (code ${code})`)));
  });
}
