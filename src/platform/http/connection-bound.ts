import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientNetwork } from './client-address.js';

/**
 * Closes a new connection at once when its address (IPv6: its /64, as clientNetwork counts it)
 * already has `max` open, event streams included: one address held about 2,000 idle connections
 * until the idle timeout, each a socket and its buffers. Counted at accept, before a byte is read,
 * so the excess costs no parser and no request; there is nothing to answer yet, so the connection
 * is simply closed. Counted per instance. Answers the open connections per address (tests).
 */
export function boundConnectionsPerAddress(
  server: Server,
  max: number,
  isProxy: (address: string | undefined) => boolean = () => false,
): Map<string, number> {
  const open = new Map<string, number>();
  // Before Node's own listener, which would set up a parser for the connection.
  server.prependListener('connection', (socket: Socket) => {
    // A trusted balancer carries every client's connections: counting it as one address would cap
    // the whole service at MAX_CONNECTIONS_PER_ADDRESS clients (issue 45). Its clients are bounded
    // by address where they are known, per request (streams, requests in flight, rate limit).
    if (isProxy(socket.remoteAddress)) return;
    const network = clientNetwork(socket.remoteAddress);
    const count = open.get(network) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(network, count + 1);
    socket.once('close', () => {
      const left = (open.get(network) ?? 1) - 1;
      // Only addresses with a connection open are kept, so the map never outgrows the sockets.
      if (left > 0) open.set(network, left);
      else open.delete(network);
    });
  });
  return open;
}
