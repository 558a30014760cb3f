import { describe, expect, it, jest } from '@jest/globals';
import { listenAddress } from './listen-address.js';

describe('listenAddress', () => {
  // Fastify gave ::1 a server of its own, which closed a CONNECT's connection unanswered.
  it('listens on the first address of localhost, not on each with a server of its own', async () => {
    const resolve = jest.fn(async (_name: string) => ({ address: '::1' }));
    await expect(listenAddress('localhost', resolve)).resolves.toBe('::1');
    expect(resolve).toHaveBeenCalledWith('localhost');
  });

  it('keeps any other host as configured', async () => {
    const resolve = jest.fn(async (_name: string) => ({ address: '::1' }));
    for (const host of ['0.0.0.0', '::', '127.0.0.1', 'table.example']) {
      await expect(listenAddress(host, resolve)).resolves.toBe(host);
    }
    expect(resolve).not.toHaveBeenCalled();
  });
});
