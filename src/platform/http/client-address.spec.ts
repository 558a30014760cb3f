import { describe, expect, it } from '@jest/globals';
import { clientAddress, clientNetwork } from './client-address.js';

describe('clientNetwork', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
    // X-Forwarded-For entries as some proxies write them: the port is not part of the client.
    ['192.0.2.7:4711', '192.0.2.7'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    ['[2001:db8::1]:443', '2001:db8:0:0::/64'],
    [' 192.0.2.7', '192.0.2.7'],
    // Made-up values are all one client, not one each.
    ['junk1', 'unknown'],
    ['192.0.2.7:port', 'unknown'],
    ['999.1.1.1', 'unknown'],
    ['', 'unknown'],
  ])('%s counts as %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });

  it('puts every address of one /64 in one network, and the next /64 in another', () => {
    const a = clientNetwork('2001:db8:0:5:1::1');
    expect(clientNetwork('2001:db8:0:5:ffff:1:2:3')).toBe(a);
    expect(clientNetwork('2001:db8:0:6::1')).not.toBe(a);
  });

  it('gives the address itself, without a port, for what is keyed per address', () => {
    expect(clientAddress('203.0.113.5:8080')).toBe('203.0.113.5');
    expect(clientAddress('[2001:db8::7]:1')).toBe('2001:db8:0:0:0:0:0:7');
    expect(clientAddress('2001:DB8:0::7')).toBe(clientAddress('2001:db8::7'));
    expect(clientAddress('64:FF9B::192.0.2.1')).toBe('64:ff9b::192.0.2.1');
    expect(clientAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddress('not-an-address')).toBe('unknown');
  });
});
