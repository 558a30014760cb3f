import { BlockList, isIP } from 'node:net';
import { clientAddress } from './client-address.js';

/**
 * Whether a peer address is one of TRUST_PROXY's proxies (addresses or CIDR networks); always
 * false without TRUST_PROXY. An IPv4 peer seen on an IPv6 socket (`::ffff:10.0.0.1`) is read as
 * its IPv4 address.
 */
export function trustedProxies(
  list: readonly string[] | false,
): (address: string | undefined) => boolean {
  if (list === false || list.length === 0) return () => false;
  const proxies = new BlockList();
  for (const entry of list) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const plain =
      address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && proxies.check(plain, family);
  };
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY: a hop of X-Forwarded-For is trusted when its address,
 * without the port some proxies write (`10.0.0.2:1234`, client-address.ts), is listed. Given the
 * list itself, Fastify stopped at such an entry and took the inner proxy for the client, so every
 * client behind it shared one budget (a review).
 */
export function forwardingTrust(list: readonly string[]): (address: string) => boolean {
  const trusted = trustedProxies(list);
  return (address) => trusted(clientAddress(address));
}
