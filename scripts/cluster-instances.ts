// The three service processes of `npm run test:cluster` (scripts/cluster.ts): each on a port of its
// own that it keeps across restarts (haproxy's server), started as `npm start` starts it
// (bench/support/service.ts) and configured as deploy/compose.yaml configures its instances
// (behind pgbouncer in transaction mode, LISTEN straight to PostgreSQL, haproxy trusted), killed
// with SIGKILL or stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { freePort, startCommand } from '../bench/support/service.js';

/** A start that takes longer than this fails the run (a loaded 2-core machine took over 30 s). */
const START_TIMEOUT_MS = 60_000;

export class Instance {
  private child: ChildProcess | null = null;
  private log: WriteStream | null = null;
  /** Routed to: started and not yet told to stop. */
  up = false;
  /** performance.now() of its last SIGKILL or SIGTERM. */
  stoppedAt = 0;
  /** Whether that last stop was a SIGKILL. */
  killed = false;

  constructor(
    readonly index: number,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and resolves once /health/ready answers 200. */
  async start(): Promise<void> {
    const main = resolve(import.meta.dirname, '../../dist/src/main.js');
    const start = startCommand();
    this.log ??= createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, [...start.nodeOptions, main], {
      env: { ...process.env, ...start.env, NODE_OPTIONS: '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(this.log, { end: false });
    child.stderr!.pipe(this.log, { end: false });
    this.child = child;
    const deadline = performance.now() + START_TIMEOUT_MS;
    while (performance.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`instance ${this.index} exited during start: ${this.tail()}`);
      }
      try {
        const res = await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.ok) {
          this.up = true;
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`instance ${this.index} was not ready within ${START_TIMEOUT_MS} ms`);
  }

  /** Kills the process at once (no drain, no shutdown hooks) and waits for its end. */
  kill(): Promise<void> {
    return this.signal('SIGKILL');
  }

  /** Stops the process gracefully (drain, then close) and waits for its end. */
  terminate(): Promise<void> {
    return this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    this.up = false;
    this.stoppedAt = performance.now();
    this.killed = signal === 'SIGKILL';
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill(signal);
    await exited;
  }

  /** The end of its log, to show with a failure. */
  tail(): string {
    try {
      return readFileSync(this.logFile, 'utf8').slice(-2000);
    } catch {
      return '';
    }
  }
}

/** The cluster: its instances, and a random choice among those up. */
export class Cluster {
  private constructor(readonly instances: Instance[]) {}

  /**
   * `pooledUrl` leads to pgbouncer in transaction mode, `directUrl` to PostgreSQL itself. Every
   * per-client limit keeps its default: the driver's clients call from addresses of their own
   * (127.0.1.x for the tables, 127.0.2.x for the crowd), forwarded by haproxy, as the recipe's
   * users would.
   */
  static async create(count: number, pooledUrl: string, directUrl: string): Promise<Cluster> {
    const env: Record<string, string> = {
      DATABASE_URL: pooledUrl,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_DIRECT_URL: directUrl,
      // haproxy connects to the instances from 127.0.0.1.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The run migrated the database before starting anyone: three starts need not race for it.
      MIGRATE_ON_START: 'false',
      // Small pools: four processes at once (a rolling restart's) share the pooler's connections
      // with whatever else runs on it.
      DATABASE_POOL_SIZE: '8',
    };
    const instances: Instance[] = [];
    for (let i = 0; i < count; i++) {
      const log = resolve(tmpdir(), `cluster-${process.pid}-instance-${i}.log`);
      instances.push(new Instance(i, await freePort(), env, log));
    }
    return new Cluster(instances);
  }

  /** A random instance that is up (the one to kill), other than `avoid` when another is up. */
  pick(avoid?: Instance): Instance | null {
    const up = this.instances.filter((i) => i.up);
    const others = up.filter((i) => i !== avoid);
    const from = others.length ? others : up;
    return from.length ? from[Math.floor(Math.random() * from.length)] : null;
  }

  byPort(port: number): Instance | undefined {
    return this.instances.find((i) => i.port === port);
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.instances.map((i) => i.terminate()));
  }
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
