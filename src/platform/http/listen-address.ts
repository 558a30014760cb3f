import { lookup } from 'node:dns/promises';

/**
 * The address the service listens on for HOST. Told to listen on `localhost`, Fastify binds every
 * address the name resolves to (127.0.0.1 and ::1), each further one with a server of its own that
 * it makes bare, without the listeners this service gives its server: CONNECT's answer, the
 * refusal of unreadable requests, requests answered in turn, the connection bound per address.
 * `localhost` is the first of its addresses instead, the one Node itself would listen on, so one
 * server answers everything.
 */
export async function listenAddress(
  host: string,
  resolve: (name: string) => Promise<{ address: string }> = lookup,
): Promise<string> {
  return host === 'localhost' ? (await resolve(host)).address : host;
}
