import { isIP, isIPv6 } from 'node:net';
import { BoundedMemo } from './bounded-memo.js';

/**
 * Several bounds ask for a request's address and network (admission, the rate limit, idempotency),
 * and the same few clients call again and again: each spelling is read once (two regular
 * expressions and Node's isIP each time were 0.5% of a move's CPU, docs/performance-history.md).
 */
const addresses = new BoundedMemo(10_000);
const networks = new BoundedMemo(10_000);

/**
 * The client's address as given (the socket's peer, or a trusted proxy's X-Forwarded-For entry),
 * without the brackets and port some proxies add (`[2001:db8::1]:443`, `203.0.113.5:8080`), or
 * 'unknown' when it is no address at all: else each port or made-up value would count as a client
 * of its own. An IPv4-mapped IPv6 address is given in its IPv4 form, any other IPv6 address in
 * one spelling (its eight groups, lower case, no zone).
 */
export function clientAddress(ip: string | undefined): string {
  return ip ? addresses.get(ip, addressOf) : 'unknown';
}

function addressOf(ip: string): string {
  let address = ip.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (withPort) address = withPort[1];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1];
  const family = isIP(address);
  if (family === 0) return 'unknown';
  // One spelling per IPv6 address (`2001:DB8::1` is `2001:0db8:0:0::1`): one client, one key.
  if (family === 4) return address;
  const spelled = expandIPv6(address).join(':');
  // An address with an IPv4 tail (`64:ff9b::192.0.2.1`) keeps its own spelling.
  return isIP(spelled) === 6 ? spelled : address.toLowerCase();
}

/**
 * The network a client calls from, as the per-address limits count it: an IPv4 address as is (an
 * IPv4-mapped IPv6 address as its IPv4 form), an IPv6 address as its /64 prefix, since one
 * subscriber is usually given a whole /64 and could otherwise take a fresh address per request.
 * The address is the socket's peer, or, when the peer is a proxy TRUST_PROXY lists, the client
 * its X-Forwarded-For names (Fastify's trustProxy sets `req.ip`).
 */
export function clientNetwork(ip: string | undefined): string {
  return ip ? networks.get(ip, networkOf) : 'unknown';
}

function networkOf(ip: string): string {
  const address = clientAddress(ip);
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
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
