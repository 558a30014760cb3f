import { describe, expect, it } from '@jest/globals';
import { trustedProxies } from './trusted-proxies.js';

describe('trustedProxies', () => {
  it('knows the addresses and networks of TRUST_PROXY, IPv4 on an IPv6 socket too', () => {
    const isProxy = trustedProxies(['10.0.0.0/8', '127.0.0.2', '2001:db8::/32']);
    expect(['10.1.2.3', '::ffff:10.9.9.9', '127.0.0.2', '2001:db8::5'].map(isProxy)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['11.0.0.1', '127.0.0.3', '2001:db9::1', undefined, 'junk'].map(isProxy)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('trusts nobody without TRUST_PROXY', () => {
    expect(trustedProxies(false)('127.0.0.1')).toBe(false);
    expect(trustedProxies([])('127.0.0.1')).toBe(false);
  });
});
