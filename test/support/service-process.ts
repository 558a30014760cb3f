import { spawn, type ChildProcess } from 'node:child_process';
import { PER_ADDRESS_LIMITS_OFF } from './per-address-limits.js';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The compiled service (`npm test` builds first) as a real process on its own port. */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  output = '';
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const main = resolve(import.meta.dirname, '../../dist/src/main.js');
    this.child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
        ...PER_ADDRESS_LIMITS_OFF,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d) => (this.output += String(d)));
    this.child.stderr!.on('data', (d) => (this.output += String(d)));
    // A guard against a service that never answers, not a measure of start-up: on a loaded 2-core
    // machine running specs in parallel, a start took over 30 s.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`service exited: ${this.output}`);
      try {
        if ((await fetch(`${this.url}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`service did not start: ${this.output}`);
  }

  /** Sends a signal and returns at once (SIGSTOP and SIGCONT pause and resume the process). */
  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** Sends a signal and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.child;
    // A child that ended by a signal has no exit code (signalCode instead): it is over too, and
    // waiting for its 'exit' again would wait for ever.
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return child?.exitCode ?? null;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill(signal);
    return exited;
  }
}
