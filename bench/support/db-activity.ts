// What the database server does besides answering the service, sampled while a phase runs:
// autovacuum workers above all. This is how the stalls that were not the service's own garbage
// collections were found: they came while autovacuum worked on the event log.
import pg from 'pg';

interface Sample {
  /** performance.now() of the sample. */
  at: number;
  /** What each autovacuum worker was doing ("VACUUM ANALYZE public.games"); empty: none ran. */
  workers: string[];
}

const WORKERS = `
  SELECT regexp_replace(query, '^autovacuum: ', '') AS what FROM pg_stat_activity
   WHERE backend_type = 'autovacuum worker' AND query <> ''`;

/** Samples pg_stat_activity every `intervalMs` on its own connection until stopped. */
export class AutovacuumSampler {
  private readonly samples: Sample[] = [];
  private stopped = false;
  private readonly done: Promise<void>;

  private constructor(
    private readonly client: pg.Client,
    private readonly intervalMs: number,
  ) {
    this.done = this.run();
  }

  static async start(url: string, intervalMs = 20): Promise<AutovacuumSampler> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new AutovacuumSampler(client, intervalMs);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const at = performance.now();
      const rows = (await this.client.query<{ what: string }>(WORKERS)).rows;
      this.samples.push({ at, workers: rows.map((r) => r.what.trim()) });
      const wait = this.intervalMs - (performance.now() - at);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.done;
    await this.client.end();
  }

  /** Whether a worker was seen within `slackMs` of `at` (both performance.now() times). */
  activeNear(at: number, slackMs: number): boolean {
    // Samples are in time order: find the first one not before at - slackMs.
    let lo = 0;
    let hi = this.samples.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.samples[mid].at < at - slackMs) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.samples.length && this.samples[i].at <= at + slackMs; i++) {
      if (this.samples[i].workers.length) return true;
    }
    return false;
  }

  /** The samples in [from, to): how many, how many saw a worker, and what the workers did. */
  summary(from: number, to: number) {
    const inWindow = this.samples.filter((s) => s.at >= from && s.at < to);
    const what = new Map<string, number>();
    for (const s of inWindow) for (const w of s.workers) what.set(w, (what.get(w) ?? 0) + 1);
    return {
      samples: inWindow.length,
      busy: inWindow.filter((s) => s.workers.length).length,
      what: [...what].sort((a, b) => b[1] - a[1]),
    };
  }
}
