import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULES, validateRules } from './rules.js';

describe('validateRules', () => {
  it('fills in the defaults (the first value of each variant)', () => {
    expect(validateRules({})).toEqual({
      ok: true,
      rules: {
        players: 3,
        bidStep: 5,
        fourNinesRedeal: true,
        bidCap: 'marriage_required_above_120',
        followRule: 'follow_then_trump',
        aceMarriage: false,
        barrelCollision: true,
        dumpTruck: true,
      },
    });
    expect(validateRules(undefined)).toEqual({ ok: true, rules: DEFAULT_RULES });
  });

  it('keeps the fields given', () => {
    const r = validateRules({
      players: 4,
      bidStep: 10,
      followRule: 'must_overtrump',
      aceMarriage: true,
    });
    expect(r.ok && r.rules).toMatchObject({
      players: 4,
      bidStep: 10,
      followRule: 'must_overtrump',
      aceMarriage: true,
      dumpTruck: true,
    });
  });

  it.each([
    [{ players: 2 }, 'players'],
    [{ players: '3' }, 'players'],
    [{ bidStep: 7 }, 'bidStep'],
    [{ fourNinesRedeal: 'yes' }, 'fourNinesRedeal'],
    [{ bidCap: 'none' }, 'bidCap'],
    [{ followRule: 'must_trump' }, 'followRule'],
    [{ aceMarriage: 1 }, 'aceMarriage'],
    [{ barrelCollision: null }, 'barrelCollision'],
    [{ dumpTruck: 0 }, 'dumpTruck'],
    [{ dumptruck: true }, 'dumptruck'],
    [{ __proto__: { x: 1 }, extra: 1 }, 'extra'],
  ])('refuses %p naming the field %s', (input, field) => {
    const r = validateRules(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe(field);
      expect(r.message).toContain(field);
    }
  });

  it.each([[[]], ['rules'], [42]])('refuses a non-object %p', (input) => {
    expect(validateRules(input)).toMatchObject({ ok: false, field: 'rules' });
  });
});
