import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { freePort, ServiceProcess } from './support/service-process.js';

/** More connections than Node's default listen backlog (511) lets the kernel hold. */
const CONNECTIONS = 700;

describe('the listen backlog: connections opened while the service is paused', () => {
  let service: ServiceProcess | undefined;
  const sockets: Socket[] = [];
  afterAll(async () => {
    service?.signal('SIGCONT');
    for (const socket of sockets) socket.destroy();
    await service?.stop('SIGKILL');
  });

  it('completes every handshake at once instead of dropping SYNs past 511', async () => {
    service = new ServiceProcess(await freePort(), { DATABASE_URL: process.env.DATABASE_URL! });
    await service.start();
    // A paused process accepts nothing, as an event loop busy for a while does not: the kernel
    // completes each handshake into the listen queue, up to its length, and drops the SYNs past it
    // (their clients try again after 1 s).
    service.signal('SIGSTOP');
    let connected = 0;
    for (let i = 0; i < CONNECTIONS; i++) {
      const socket = connect(service.port, '127.0.0.1');
      socket.on('connect', () => connected++);
      socket.on('error', () => {});
      sockets.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
    // The kernel clamps a listen queue to net.core.somaxconn.
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(connected).toBe(Math.min(CONNECTIONS, somaxconn + 1));
    service.signal('SIGCONT');
    const res = await fetch(`${service.url}/health`);
    expect(res.status).toBe(200);
  });
});
