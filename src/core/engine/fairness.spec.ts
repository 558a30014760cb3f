import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS, type Card } from './cards.js';
import { commitmentOf, dealProof, verifyDeal } from './fairness.js';
import { newGame } from './game.js';
import { seedPrng, drawBelow } from './prng.js';
import { DEFAULT_RULES } from './rules.js';
import { run } from './testing.js';

describe('commitments', () => {
  it('are the hex SHA-256 of deck.join(",") + ":" + secret', () => {
    const deck = ALL_CARDS.slice();
    const expected = createHash('sha256')
      .update(`${deck.join(',')}:abc`)
      .digest('hex');
    expect(commitmentOf(deck, 'abc')).toBe(expected);
  });

  it('are published when the deal starts and match the deck revealed after it', () => {
    const { state, events } = newGame({ rules: DEFAULT_RULES, seed: 'fair-1' });
    const started = events.find((e) => e.type === 'deal_started');
    expect(started && started.type === 'deal_started' && started.commitment).toBe(
      state.deal!.commitment,
    );
    expect(dealProof(state, 1)).toBeNull();
  });
});

describe('the seed', () => {
  it('determines the first dealer and every deck', () => {
    const a = newGame({ rules: DEFAULT_RULES, seed: 'same' }).state;
    const b = newGame({ rules: DEFAULT_RULES, seed: 'same' }).state;
    const c = newGame({ rules: DEFAULT_RULES, seed: 'other' }).state;
    expect(a).toEqual(b);
    expect(a.deal!.deck).not.toEqual(c.deal!.deck);
  });

  it('draws fair-looking dealers and shuffles (every dealer and every first card occur)', () => {
    const dealers = new Set<number>();
    const firsts = new Set<Card>();
    for (let i = 0; i < 300; i++) {
      const s = newGame({ rules: DEFAULT_RULES, seed: `spread-${i}` }).state;
      dealers.add(s.deal!.dealer);
      firsts.add(s.deal!.deck[0]);
    }
    expect(dealers.size).toBe(3);
    expect(firsts.size).toBe(24);
  });

  it('PRNG draws are uniform in range and move the counter', () => {
    const r = drawBelow(seedPrng('x'), [3, 24, 1]);
    expect(r.values[0]).toBeLessThan(3);
    expect(r.values[1]).toBeLessThan(24);
    expect(r.values[2]).toBe(0);
    expect(r.prng.counter).toBe(1);
  });
});

describe('dealProof and verifyDeal', () => {
  const { state } = newGame({ rules: DEFAULT_RULES, seed: 'proof', firstDealer: 2 });
  const deal1 = state.deal!;
  // Seat 1 and seat 2 pass: seat 0 plays at 100 and surrenders at once, ending deal 1.
  const done = run(state, [
    { seat: 1, action: { type: 'pass' } },
    { seat: 2, action: { type: 'pass' } },
    { seat: 0, action: { type: 'surrender' } },
  ]).state;
  const proof = dealProof(done, 1)!;

  it('reveals a finished deal: deck, secret, commitment, deal order', () => {
    expect(proof).toMatchObject({
      deal: 1,
      dealer: 2,
      order: [0, 1, 2],
      commitment: deal1.commitment,
    });
    expect(proof.deck).toEqual(deal1.deck);
    expect(verifyDeal(proof)).toBe(true);
    expect(dealProof(done, 2)).toBeNull();
    expect(dealProof(done, 99)).toBeNull();
  });

  it('documents the deal order: order[i] gets deck[7i..7i+6], the talon is deck[21..23]', () => {
    expect(deal1.hands[0]).toEqual(proof.deck.slice(0, 7));
    expect(deal1.hands[1]).toEqual(proof.deck.slice(7, 14));
    expect(deal1.hands[2]).toEqual(proof.deck.slice(14, 21));
    expect(deal1.talon).toEqual(proof.deck.slice(21));
  });

  it('accepts what a seat really saw and rejects anything else', () => {
    expect(
      verifyDeal(proof, { hands: [{ seat: 1, cards: deal1.hands[1] }], talon: deal1.talon }),
    ).toBe(true);
    expect(verifyDeal(proof, { hands: [{ seat: 1, cards: deal1.hands[2] }] })).toBe(false);
    expect(verifyDeal(proof, { talon: deal1.hands[0].slice(0, 3) })).toBe(false);
    expect(verifyDeal(proof, { declarer: 0, plays: [{ seat: 0, card: deal1.hands[1][0] }] })).toBe(
      false,
    );
    expect(verifyDeal(proof, { declarer: 0, plays: [{ seat: 1, card: deal1.hands[0][0] }] })).toBe(
      true,
    );
  });

  it('rejects a tampered deck, secret or commitment', () => {
    const swapped = [proof.deck[1], proof.deck[0], ...proof.deck.slice(2)];
    expect(verifyDeal({ ...proof, deck: swapped })).toBe(false);
    expect(
      verifyDeal({ ...proof, secret: proof.secret.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
    ).toBe(false);
    expect(verifyDeal({ ...proof, commitment: '0'.repeat(64) })).toBe(false);
    expect(verifyDeal({ ...proof, deck: proof.deck.slice(1) })).toBe(false);
  });

  it('never reveals the seed or the PRNG key in a proof', () => {
    const text = JSON.stringify(proof);
    expect(text).not.toContain(done.prng.key);
    expect(text).not.toContain('proof"');
  });
});
