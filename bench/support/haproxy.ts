// haproxy in front of local service processes, configured from the recipe's own file
// (deploy/haproxy.cfg): the same settings, with its address and servers replaced by this
// machine's, a response header naming the server that answered (so a driver knows which instance
// acknowledged what), and a stats socket to ask whether haproxy counts a server up. Debian's
// package (scripts/ensure-deploy-tools.sh installs it where missing).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './service.js';

/** The response header that names the server (`i0`, `i1`, ...) that answered. */
export const SERVER_HEADER = 'x-served-by';

/**
 * Connections haproxy accepts here: 8,000 streams of bench:capacity at 2,000 tables, and more. Not
 * enough at 2,000 tables once requests queue (a connection per request in flight): its log showed
 * 9000/9000 connections, and the driver's further connections waited in the kernel's accept queue,
 * unseen by the service (views of up to 24 s). haproxy needs two descriptors a connection, and the
 * hard file limit here (20,000) cannot be raised, not even by root.
 */
const LOCAL_MAXCONN = 9000;

export interface Haproxy {
  url: string;
  /** Whether haproxy counts server `i<index>` up (its health checks passed `rise` times). */
  isUp(index: number): Promise<boolean>;
  /** Resolves once haproxy counts server `i<index>` up (at most `timeoutMs`). */
  waitUp(index: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Installs haproxy and pgbouncer where missing and this user may (scripts/ensure-deploy-tools.sh). */
export function ensureDeployTools(): void {
  const script = path.resolve(import.meta.dirname, '../../../scripts/ensure-deploy-tools.sh');
  spawnSync('sh', [script], { stdio: 'inherit' });
}

/** The recipe's haproxy.cfg with this machine's address, servers and a stats socket. */
export async function localHaproxyConfig(
  port: number,
  servers: number[],
  socket: string,
): Promise<string> {
  const recipe = await readFile(
    path.resolve(import.meta.dirname, '../../../deploy/haproxy.cfg'),
    'utf8',
  );
  const lines = recipe.split('\n').filter((l) => !/^\s*server\s/.test(l));
  const out: string[] = [];
  for (const line of lines) {
    if (/^\s*bind\s/.test(line)) {
      out.push(`    bind 127.0.0.1:${port}`);
    } else if (/^\s*(log\s+stdout|option\s+httplog)/.test(line)) {
      // One line per request would be most of the run's output: haproxy's errors are enough here.
      continue;
    } else if (/^\s*maxconn\s/.test(line)) {
      // The recipe raises the container's file limit for 20000 (two descriptors a connection);
      // here the hard limit may be lower, and haproxy refuses to start where it cannot raise its own.
      out.push(`    maxconn ${LOCAL_MAXCONN}`);
    } else {
      out.push(line);
    }
    if (/^global\b/.test(line)) out.push(`    stats socket ${socket} mode 600 level admin`);
    if (/^backend\b/.test(line)) {
      out.push(`    http-response set-header ${SERVER_HEADER} %s`);
      servers.forEach((p, i) => out.push(`    server i${i} 127.0.0.1:${p}`));
    }
  }
  return out.join('\n');
}

export async function startHaproxy(servers: number[]): Promise<Haproxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'haproxy-'));
  const port = await freePort();
  const socket = path.join(dir, 'admin.sock');
  const cfg = path.join(dir, 'haproxy.cfg');
  await writeFile(cfg, await localHaproxyConfig(port, servers, socket));
  let output = '';
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', cfg], { stdio: 'pipe' });
  child.stdout?.on('data', (c: Buffer) => (output = (output + String(c)).slice(-4000)));
  child.stderr?.on('data', (c: Buffer) => (output = (output + String(c)).slice(-4000)));
  child.on('error', (e) => (output += String(e)));
  const ask = (command: string) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      const s = net.connect(socket, () => s.end(`${command}\n`));
      s.on('data', (c) => (text += String(c)));
      s.on('end', () => resolve(text));
      s.on('error', reject);
    });
  const isUp = async (index: number) => {
    // `show servers state`: a line per server; field 6 is its operational state (2: running).
    const state = await ask('show servers state instances').catch(() => '');
    const line = state.split('\n').find((l) => l.split(' ')[3] === `i${index}`);
    return line?.split(' ')[5] === '2';
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    if ((await ask('show info').catch(() => '')).includes('Name: HAProxy')) break;
    if (i > 100) throw new Error(`haproxy did not start: ${output || 'no output'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    isUp,
    async waitUp(index, timeoutMs = 30_000) {
      const until = performance.now() + timeoutMs;
      while (!(await isUp(index))) {
        if (performance.now() > until) throw new Error(`haproxy did not count i${index} up`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
