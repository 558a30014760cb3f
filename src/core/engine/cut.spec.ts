// The cut (docs/rules.md, "Fairness"): named scenarios.

import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import type { Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import {
  deckBlocks,
  deckOf,
  hmacWith,
  masterOf,
  serverCommitmentOf,
  serverSeedOf,
  standInSeed,
} from './cut.js';
import { checkDeal, dealProof, verifyDeal } from './fairness.js';
import type { GameEvent } from './events.js';
import { newGame } from './game.js';
import { currentTurn, legalActions } from './legal.js';
import { sha256Hex } from './prng.js';
import { DEFAULT_RULES, type Rules } from './rules.js';
import type { DealProof, GameState } from './state.js';
import { run, scenario, type Step } from './testing.js';
import { viewFor } from './views.js';

const rules = (r: Partial<Rules> = {}): Rules => ({ ...DEFAULT_RULES, ...r });

/** Passes (or surrenders, once the talon is taken) until the current deal is over. */
function endDeal(state: GameState, log: Step[] = []): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const deal = state.dealNumber;
  while (state.dealNumber === deal && state.status === 'playing') {
    const seat = currentTurn(state)!;
    const legal = legalActions(state, seat);
    const action: Action = legal.some((a) => a.type === 'surrender')
      ? { type: 'surrender' }
      : { type: 'pass' };
    const step = run(state, [{ seat, action }]);
    log.push({ seat, action });
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

function cut(state: GameState, seat: Seat, seed: string) {
  const result = apply(state, seat, { type: 'cut', seed });
  if (!result.ok) throw new Error(result.error.code);
  return result;
}

describe('HMAC-SHA-256', () => {
  it.each([
    ['a 64-digit key', 'f'.repeat(64)],
    ['a short key', 'k'],
    ['a key longer than a block', 'x'.repeat(100)],
    // Keys beyond ASCII take the buffer path for the inner hash (hmacWith).
    ['a key of non-ASCII characters', 'ключ-🔑'],
  ])('agrees with node:crypto’s createHmac for %s', (_name, key) => {
    // One function for every message, as a deal uses it: long messages grow its buffer and a
    // short one after a long one must not see the long one's tail.
    const hmac = hmacWith(key);
    const messages = ['', 'thousand/deck/v2:1:a,b,c:cut:0', 'é'.repeat(80), 'y'.repeat(300), 'z'];
    for (const message of messages) {
      const expected = createHmac('sha256', key).update(message).digest('hex');
      const binary = (h: string) => Buffer.from(h, 'latin1').toString('hex');
      expect(hmacWith(key).hex(message)).toBe(expected);
      expect(binary(hmacWith(key).binary(message))).toBe(expected);
      expect(binary(hmac.binary(message))).toBe(expected);
      expect(hmac.hex(message)).toBe(expected);
    }
  });
});

describe('the deck’s blocks', () => {
  it.each([
    ['a 64-digit key', 'f'.repeat(64), 'thousand/deck/v2:12:a,b,c:cut:'],
    ['a short key', 'k', 'thousand/deck/v2:1:a,b,c:cut:'],
    ['a key longer than a block', 'x'.repeat(100), 'thousand/deck/v2:1:a,b,c:cut:'],
    ['a key of non-ASCII characters', 'ключ-🔑', 'thousand/deck/v2:1:a,b,c:cut:'],
    ['a message beyond ASCII', 'f'.repeat(64), 'thousand/deck/v2:1:é,b,c:cut:'],
    ['an empty message', 'f'.repeat(64), ''],
  ])('are createHmac’s of the message and the block’s number for %s', (_name, key, message) => {
    const block = deckBlocks(key, message);
    // Out of order and past 9, where the number takes two digits.
    for (const k of [0, 1, 2, 9, 10, 11, 3, 0, 123]) {
      const expected = createHmac('sha256', key).update(`${message}${k}`).digest('hex');
      expect(Buffer.from(block(k), 'latin1').toString('hex')).toBe(expected);
    }
  });
});

describe('the deck of a game with the cut', () => {
  const seed = 'cut-seed';
  const master = masterOf(seed);

  it('is the HMAC deck of the deal’s server seed over the seats’ seeds and the cut', () => {
    const { state } = newGame({ rules: rules(), seed, clientSeeds: ['anna', null, 'boris'] });
    const d = state.deal!;
    expect(state.fairness!.commitment).toBe(serverCommitmentOf(seed));
    expect(state.fairness!.commitment).toBe(sha256Hex(master));
    expect(d.secret).toBe(serverSeedOf(master, 1));
    const seeds = ['anna', standInSeed(master, 'seat:1'), 'boris'];
    expect(d.deck).toEqual(deckOf(d.secret, 1, seeds, d.cut!.seed));
    expect(d.serverSeedHash).toBe(sha256Hex(d.secret));
    expect(d.nextServerSeedHash).toBe(sha256Hex(serverSeedOf(master, 2)));
  });

  it('takes the service’s stand-in for a seat that sent no seed and for deal 1’s cut, and says so', () => {
    const { state } = newGame({ rules: rules(), seed, clientSeeds: ['anna'], firstDealer: 1 });
    expect(state.fairness!.seeds).toEqual([
      { seat: 0, seed: 'anna', by: 'player' },
      { seat: 1, seed: standInSeed(master, 'seat:1'), by: 'service' },
      { seat: 2, seed: standInSeed(master, 'seat:2'), by: 'service' },
    ]);
    // Nobody can cut deal 1 (it is dealt as the last seat is taken): the dealer's right would.
    expect(state.deal!.cut).toEqual({ seat: 0, seed: standInSeed(master, 'cut:1'), by: 'service' });
  });

  it.each([
    ['3 players', 3, 2],
    ['4 players, where the dealer sits out', 4, 3],
  ])('%s: the dealer cuts for the next deal, out of turn, once', (_name, players, dealer) => {
    const start = newGame({
      rules: rules({ players: players as 3 | 4 }),
      seed,
      firstDealer: dealer,
    });
    expect(currentTurn(start.state)).not.toBe(dealer);
    const made = cut(start.state, dealer, 'dealer-cut');
    expect(made.events).toEqual([{ type: 'cut', seat: dealer, deal: 2, seed: 'dealer-cut' }]);
    expect(viewFor(made.state, null).deal!.nextCut).toEqual({
      seat: dealer,
      made: true,
      serverSeedHash: sha256Hex(serverSeedOf(master, 2)),
    });
    const again = apply(made.state, dealer, { type: 'cut', seed: 'again' });
    expect(!again.ok && again.error.code).toBe('already_cut');
    const next = endDeal(made.state).state;
    expect(next.dealNumber).toBe(2);
    expect(next.deal!.cut).toEqual({ seat: dealer, seed: 'dealer-cut', by: 'player' });
    const seeds = next.fairness!.seeds.map((s) => s.seed);
    expect(next.deal!.deck).toEqual(deckOf(serverSeedOf(master, 2), 2, seeds, 'dealer-cut'));
    expect(viewFor(next, null).deal!.nextCut!.made).toBe(false);
  });

  it('deals a four-nines redeal with the cut made during the deal it replaces', () => {
    const nines = scenario({
      seed,
      hands: [
        ['9S', '9C', '9D', '9H', 'AS', '10S', 'AC'],
        ['KH', 'QH'],
      ],
    }).state;
    const cutMade = cut(nines, 2, 'before-the-nines').state;
    const redealt = run(cutMade, [
      { seat: 1, action: { type: 'pass' } },
      { seat: 2, action: { type: 'pass' } },
      { seat: 0, action: { type: 'redeal' } },
    ]).state;
    expect(redealt.dealNumber).toBe(2);
    expect(redealt.deal!.dealer).toBe(2);
    expect(redealt.deal!.cut).toEqual({ seat: 2, seed: 'before-the-nines', by: 'player' });
  });
});

describe('what the views show of the cut', () => {
  it('hashes of server seeds and who cuts; never a server seed, the master or a stand-in', () => {
    const { state } = newGame({ rules: rules({ players: 4 }), seed: 'view', clientSeeds: ['me'] });
    const master = state.fairness!.master;
    const secrets = [
      master,
      state.deal!.secret,
      serverSeedOf(master, 2),
      ...state.fairness!.seeds.filter((s) => s.by === 'service').map((s) => s.seed),
      state.deal!.cut!.seed,
    ];
    for (const seat of [null, 0, 1, 2, 3]) {
      const text = JSON.stringify(viewFor(state, seat));
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(viewFor(state, seat).deal!.serverSeedHash).toBe(sha256Hex(state.deal!.secret));
    }
  });
});

describe('the proof of a deal with the cut', () => {
  const seed = 'proof-seed';
  const started = newGame({ rules: rules(), seed, clientSeeds: ['anna', 'bob', null] });
  const dealer = started.state.deal!.dealer;
  const ended = endDeal(cut(started.state, dealer, 'the-cut').state);
  const ended2 = endDeal(ended.state);
  const revealed = [...ended.events, ...ended2.events].filter((e) => e.type === 'deal_revealed');

  it('holds the seeds, the cut and the server seed, and verifyDeal recomputes the deck', () => {
    const proof = dealProof(ended2.state, 2)!;
    expect(proof.seeds!.map((s) => s.by)).toEqual(['player', 'player', 'service']);
    expect(proof.cut).toEqual({ seat: dealer, seed: 'the-cut', by: 'player' });
    expect(proof.serverSeedHash).toBe(sha256Hex(proof.secret));
    expect(checkDeal(proof)).toEqual({
      checks: ['commitment', 'cut', 'serverSeedHash'],
      failed: null,
    });
    expect(revealed.map((e) => e.type === 'deal_revealed' && e.cut)).toEqual([
      dealProof(ended2.state, 1)!.cut,
      proof.cut,
    ]);
  });

  it('fails when a seed, the cut, the server seed or the deck is changed', () => {
    const proof = dealProof(ended2.state, 2)!;
    const seeds = proof.seeds!.map((s, i) => (i === 1 ? { ...s, seed: 'bobby' } : s));
    expect(checkDeal({ ...proof, seeds }).failed).toBe('cut');
    expect(checkDeal({ ...proof, cut: { ...proof.cut!, seed: 'other' } }).failed).toBe('cut');
    expect(checkDeal({ ...proof, deal: 3 }).failed).toBe('cut');
    expect(checkDeal({ ...proof, serverSeedHash: '0'.repeat(64) }).failed).toBe('serverSeedHash');
    // A deck the server picked fails even with a matching commitment (what stacking does).
    const picked: DealProof = { ...proof, deck: [...proof.deck].reverse() };
    const recommitted = {
      ...picked,
      commitment: sha256Hex(`${picked.deck.join(',')}:${picked.secret}`),
    };
    expect(checkDeal(recommitted).failed).toBe('cut');
    expect(verifyDeal(recommitted)).toBe(false);
  });

  it('with the master revealed at the end, proves the server seed and every stand-in', () => {
    const proof = dealProof(ended2.state, 2)!;
    const serverMaster = ended2.state.fairness!.master;
    const serverCommitment = serverCommitmentOf(seed);
    expect(checkDeal({ ...proof, serverMaster, serverCommitment })).toEqual({
      checks: ['commitment', 'cut', 'serverSeedHash', 'serverMaster'],
      failed: null,
    });
    const standIn = proof.seeds!.map((s) => (s.by === 'service' ? { ...s, seed: 'chosen' } : s));
    const other = { ...proof, serverMaster, serverCommitment, seeds: standIn };
    expect(checkDeal(other).failed).toBe('cut');
    const wrongMaster = { ...proof, serverMaster: masterOf('x'), serverCommitment };
    expect(checkDeal(wrongMaster).failed).toBe('serverMaster');
  });
});

describe('a game stored before the cut', () => {
  const fixture = JSON.parse(
    readFileSync(new URL('./fixtures/stored-before-cut.json', import.meta.url), 'utf8'),
  ) as { state: GameState; actions: Step[]; proofs: DealProof[] };

  it('loads and plays on with the decks of its PRNG (the v1 derivation)', () => {
    expect(fixture.state.fairness).toBeUndefined();
    const played = run(fixture.state, fixture.actions).state;
    expect(played.proofs).toEqual(fixture.proofs);
    for (const proof of played.proofs) {
      expect(checkDeal(proof)).toEqual({ checks: ['commitment'], failed: null });
    }
    const view = viewFor(played, 0).deal!;
    expect(view.nextCut).toBeUndefined();
    expect(view.serverSeedHash).toBeUndefined();
    const refused = apply(played, played.deal!.dealer, { type: 'cut', seed: 'late' });
    expect(!refused.ok && refused.error.code).toBe('not_the_cutter');
  });
});
