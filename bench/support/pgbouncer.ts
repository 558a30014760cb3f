import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A pgbouncer of the test's own in front of the PostgreSQL of `databaseUrl`, in `mode` pooling,
 * with `serverConnections` server connections per database (few, so that connections are shared
 * the way a busy deployment shares them). Debian's package (`apt-get install -y pgbouncer`, which
 * .ci/run does) refuses to run as root: as root it is started as the user postgres.
 */
export async function startPgbouncer(
  databaseUrl: string,
  mode: 'session' | 'transaction',
  serverConnections = 2,
): Promise<{ url: string; outage(ms: number): Promise<void>; stop(): Promise<void> }> {
  const target = new URL(databaseUrl);
  const dir = await mkdtemp(path.join(tmpdir(), 'pgbouncer-'));
  await chmod(dir, 0o777);
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  // pgbouncer logs in to the server with the password written here (the embedded PostgreSQL of a
  // run without DATABASE_URL asks for one); clients are trusted.
  const user = decodeURIComponent(target.username || 'postgres');
  const password = decodeURIComponent(target.password);
  await writeFile(path.join(dir, 'users.txt'), `"${user}" "${password.replace(/"/g, '""')}"\n`);
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      `pool_mode = ${mode}`,
      'max_client_conn = 500',
      `default_pool_size = ${serverConnections}`,
      'ignore_startup_parameters = extra_float_digits,options',
      `unix_socket_dir = ${dir}`,
      '',
    ].join('\n'),
  );
  for (const file of ['pgbouncer.ini', 'users.txt']) await chmod(path.join(dir, file), 0o644);
  let output = '';
  const spawnBouncer = (): ChildProcess => {
    const started: ChildProcess =
      process.getuid?.() === 0
        ? spawn('su', ['postgres', '-s', '/bin/sh', '-c', `exec pgbouncer ${ini}`], {
            stdio: 'pipe',
          })
        : spawn('pgbouncer', [ini], { stdio: 'pipe' });
    started.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
    started.on('error', (error) => (output += String(error)));
    return started;
  };
  let child = spawnBouncer();
  await waitForPort(port, () => output);
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const kill = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // su passes the signal on to pgbouncer, which closes every client and server connection.
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
    await waitForPortClosed(port);
  };
  return {
    url: url.toString(),
    /** Stops the pooler for about `ms` (an outage), then starts it again on the same port. */
    outage: async (ms: number) => {
      await kill();
      await new Promise((resolve) => setTimeout(resolve, ms));
      child = spawnBouncer();
      await waitForPort(port, () => output);
    },
    stop: async () => {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPortClosed(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForPort(port: number, output: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `pgbouncer did not start (install it: apt-get install -y pgbouncer): ${output() || 'no output'}`,
  );
}
