import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../platform/config/app-config.js';
import { HintShare } from './hint-share.js';

/** What taking a place answers: null when taken, else the refusal's status, code and Retry-After. */
function attempt(share: HintShare, address: string, question: string) {
  try {
    share.take(address, question);
    return null;
  } catch (error) {
    const { status, code, retryAfterS } = error as {
      status: number;
      code: string;
      retryAfterS: number;
    };
    return { status, code, retryAfterS };
  }
}

const TOO_MANY = { status: 429, code: 'too_many_hints', retryAfterS: 1 };

describe('HintShare', () => {
  const share = (hintsPerAddress: number) => new HintShare({ ...loadConfig({}), hintsPerAddress });

  it('refuses an address a question past HINTS_PER_ADDRESS with 429, others still served', () => {
    const hints = share(2);
    const first = hints.take('a', 'strong:g1:4:0');
    hints.take('a', 'expert:g1:4:0');
    expect(attempt(hints, 'a', 'basic:g1:4:0')).toEqual(TOO_MANY);
    expect(hints.underWay('a')).toBe(2);
    // Another address has places of its own, for the very same question too.
    expect(attempt(hints, 'b', 'basic:g1:4:0')).toBeNull();
    expect(attempt(hints, 'b', 'strong:g1:4:0')).toBeNull();
    expect(hints.underWay('b')).toBe(2);
    // A place given back (twice by mistake: once) lets the address ask again, once.
    first();
    first();
    expect(hints.underWay('a')).toBe(1);
    expect(attempt(hints, 'a', 'basic:g1:4:0')).toBeNull();
    expect(attempt(hints, 'a', 'random:g1:4:0')).toEqual(TOO_MANY);
  });

  it('lets the same question asked again share its place, held until its last asker is answered', () => {
    const hints = share(1);
    const asked = hints.take('a', 'strong:g1:4:0');
    const again = hints.take('a', 'strong:g1:4:0');
    expect(hints.underWay('a')).toBe(1);
    // The share is full for any other question, the game's next version included.
    expect(attempt(hints, 'a', 'strong:g1:5:0')).toEqual(TOO_MANY);
    asked();
    expect(hints.underWay('a')).toBe(1);
    expect(attempt(hints, 'a', 'strong:g1:5:0')).toEqual(TOO_MANY);
    // The second asker's give-back is its own: the first's, repeated, does not free the place.
    asked();
    expect(hints.underWay('a')).toBe(1);
    again();
    expect(hints.underWay('a')).toBe(0);
    expect(attempt(hints, 'a', 'strong:g1:5:0')).toBeNull();
  });
});
