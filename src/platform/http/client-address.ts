import { isIPv6 } from 'node:net';

/**
 * The network a client calls from, as the per-address limits count it: an IPv4 address as is (an
 * IPv4-mapped IPv6 address as its IPv4 form), an IPv6 address as its /64 prefix, since one
 * subscriber is usually given a whole /64 and could otherwise take a fresh address per request.
 * The address is the socket's peer, or, when the peer is a proxy TRUST_PROXY lists, the client
 * its X-Forwarded-For names (Fastify's trustProxy sets `req.ip`).
 */
export function clientNetwork(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded, without a zone. */
function expandIPv6(ip: string): string[] {
  const [head, tail = ''] = ip.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
