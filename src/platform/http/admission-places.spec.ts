import { describe, expect, it } from '@jest/globals';
import { KnownSeats } from './known-seats.js';
import { hashToken } from './seat-token.js';
import { loadConfig } from '../config/app-config.js';
import { ManualClock } from '../clock/manual-clock.js';
import { Admission, ADMISSION_WAIT_MS, type AdmissionPlace } from './admission-places.js';
import type { HttpRequest } from './http-types.js';

/** A request as the admission hook sees it: its peer address and headers. */
function request(ip: string, token?: string): HttpRequest {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const rawHeaders = Object.entries(headers).flat();
  return { ip, headers, raw: { rawHeaders } } as unknown as HttpRequest;
}

function admission(
  max: number,
  perCaller: number,
  seats = new KnownSeats(),
  clock = new ManualClock(),
) {
  const config = { ...loadConfig({}), maxInFlightRequests: max, maxInFlightPerCaller: perCaller };
  return new Admission(config, seats, clock);
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settledWith<T>(promise: Promise<T>): Promise<{ value: T } | null> {
  let result: { value: T } | null = null;
  void promise.then((value) => (result = { value }));
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
  return result;
}

describe('Admission', () => {
  it('refuses a caller past its bound before the instance is full, and counts each caller apart', () => {
    const a = admission(4, 2);
    const admit = (ip: string) => {
      const req = request(ip);
      return a.admit(req, a.callerOf(req));
    };
    const first = admit('10.0.0.1');
    expect(typeof admit('10.0.0.1')).toBe('object');
    expect(admit('10.0.0.1')).toBe('caller');
    expect(typeof admit('10.0.0.2')).toBe('object');
    expect(typeof admit('10.0.0.2')).toBe('object');
    expect(admit('10.0.0.3')).toBe('full');
    expect(a.current).toBe(4);
    (first as { release(): void }).release();
    (first as { release(): void }).release();
    expect(a.current).toBe(3);
    expect(typeof admit('10.0.0.1')).toBe('object');
  });

  it('counts an unverified bearer value against the address, a verified seat on its own', () => {
    const seats = new KnownSeats();
    seats.remember(hashToken('verified-token'));
    const a = admission(64, 8, seats);
    expect(a.callerOf(request('10.0.0.1', 'made-up-token'))).toBe('ip:10.0.0.1');
    expect(a.callerOf(request('10.0.0.1', 'another-made-up-one'))).toBe('ip:10.0.0.1');
    expect(a.callerOf(request('10.0.0.1', 'verified-token'))).toBe(
      `seat:${hashToken('verified-token')}`,
    );
    expect(a.callerOf(request('2001:db8::1'))).toBe('ip:2001:db8:0:0::/64');
  });

  it("steps aside from the instance's places only, keeping the caller's until released", () => {
    const a = admission(1, 1);
    const req = request('10.0.0.1');
    const place = a.admit(req, 'ip:10.0.0.1');
    expect(a.admit(request('10.0.0.2'), 'ip:10.0.0.2')).toBe('full');
    a.stepAside(req);
    a.stepAside(req);
    expect(a.current).toBe(0);
    expect(a.admit(request('10.0.0.1'), 'ip:10.0.0.1')).toBe('caller');
    const other = a.admit(request('10.0.0.2'), 'ip:10.0.0.2');
    expect(typeof other).toBe('object');
    (place as { release(): void }).release();
    expect(a.current).toBe(1);
    expect(a.callerFull('ip:10.0.0.1')).toBe(false);
  });
  it("caps an address's seat tokens together, each token within its own bound", () => {
    const seats = new KnownSeats();
    const tokens = Array.from({ length: 9 }, (_, i) => `seat-token-${i}`);
    for (const token of tokens) seats.remember(hashToken(token));
    // 64 places, 8 per caller: nine seats of one address had 72; together they get 32.
    const a = admission(64, 8, seats);
    let admitted = 0;
    for (const token of tokens) {
      for (let i = 0; i < 8; i++) {
        const req = request('10.0.0.7', token);
        if (typeof a.admit(req, a.callerOf(req)) === 'object') admitted++;
      }
    }
    expect(a.maxPerAddressSeats).toBe(32);
    expect(admitted).toBe(32);
    // Another address is served meanwhile.
    const other = request('10.0.0.8');
    expect(typeof a.admit(other, a.callerOf(other))).toBe('object');
  });

  it('gives back every place of a request by the request (an event stream, once open)', () => {
    const a = admission(2, 2);
    const req = request('10.0.0.9');
    expect(typeof a.admit(req, a.callerOf(req))).toBe('object');
    expect(a.current).toBe(1);
    a.release(req);
    a.release(req);
    expect(a.current).toBe(0);
    expect(a.callerFull(a.callerOf(req))).toBe(false);
  });

  it('hands a place given back to the oldest request waiting for one, within ADMISSION_WAIT_MS', async () => {
    const clock = new ManualClock();
    const a = admission(2, 2, new KnownSeats(), clock);
    const take = (ip: string) => a.admit(request(ip), a.callerOf(request(ip))) as AdmissionPlace;
    const [first, second] = [take('10.0.0.1'), take('10.0.0.2')];
    const older = a.waitForPlace();
    const newer = a.waitForPlace();
    // Waiting requests keep their turn: a new arrival does not take a place before them.
    expect(a.admit(request('10.0.0.3'), a.callerOf(request('10.0.0.3')))).toBe('full');
    // Two wait already, as many as there are places: a third is refused at once.
    expect(await settledWith(a.waitForPlace())).toEqual({ value: false });
    first.release();
    expect(await settledWith(older)).toEqual({ value: true });
    expect(await settledWith(newer)).toBeNull();
    const handed = a.admit(request('10.0.0.4'), a.callerOf(request('10.0.0.4')), true);
    expect(typeof handed).toBe('object');
    expect(a.current).toBe(2);
    await clock.advance(ADMISSION_WAIT_MS);
    expect(await settledWith(newer)).toEqual({ value: false });
    second.release();
    (handed as AdmissionPlace).release();
    expect(a.current).toBe(0);
    expect(a.full).toBe(false);
  });
});
