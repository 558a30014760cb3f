import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
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

/**
 * The environment assignments and node options of `npm start` (package.json), so benchmarks run
 * the same process: `MALLOC_ARENA_MAX=2 node --max-old-space-size=160 dist/src/main.js` gives
 * `{ env: { MALLOC_ARENA_MAX: '2' }, nodeOptions: ['--max-old-space-size=160'] }`.
 */
export function startCommand(): { env: Record<string, string>; nodeOptions: string[] } {
  const pkg = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
  );
  const words = String(pkg.scripts.start).split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words.slice(0, node).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
  );
  return { env, nodeOptions: words.slice(node + 1).filter((w) => w.startsWith('--')) };
}

/**
 * The compiled service as a child process, for benchmarks that need it apart from the driver,
 * with `npm start`'s environment and node options, then `nodeArgs`.
 */
export async function startService(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  /** Where the service's stdout and stderr go (a file descriptor); default: this process's. */
  output: number | 'inherit' = 'inherit',
) {
  const port = await freePort();
  // The production build's service (tsconfig.build.json), not this benchmark build's copy of src;
  // BENCH_SERVICE_MAIN names another build's main.js (an earlier commit's), for a before and after.
  const main =
    process.env.BENCH_SERVICE_MAIN ?? resolve(import.meta.dirname, '../../../dist/src/main.js');
  const start = startCommand();
  const args = [...start.nodeOptions, ...nodeArgs, main];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000000',
      // A benchmark opens hundreds of tables from one address.
      GAMES_PER_ADDRESS_PER_HOUR: '1000000',
      IDEMPOTENT_ANSWERS_PER_CALLER: '1000000',
      // bench:capacity opens a spectator stream per table, all from this address.
      SPECTATOR_STREAMS_PER_ADDRESS: '10000',
      // ... and a connection per table and stream; and every loop's requests, anonymous ones
      // included, come from this address, as one caller until its seat is verified.
      MAX_CONNECTIONS_PER_ADDRESS: '1000000',
      MAX_IN_FLIGHT_PER_CALLER: '10000',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('service exited during start');
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error('service did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
