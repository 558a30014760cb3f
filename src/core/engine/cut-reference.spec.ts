// The cut's numbers against docs/rules.md ("Fairness") computed a second way: with node:crypto's
// createHmac and createHash and nothing of cut.ts or prng.ts, so that a faster derivation in the
// engine cannot change a deck, a server seed or a published hash unnoticed.

import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { apply } from './apply.js';
import { ALL_CARDS, type Card } from './cards.js';
import { newGame } from './game.js';
import { currentTurn, legalActions } from './legal.js';
import { randomLegalAction, trickContextOf } from './random-move.js';
import { DEFAULT_RULES } from './rules.js';
import type { DealState, GameState } from './state.js';
import { rng } from './testing.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message);

const masterOf = (seed: string) => sha256(`thousand/master/v2\n${seed}`);
const serverSeedOf = (master: string, n: number) =>
  hmac(master, `thousand/server-seed/v2:${n}`).digest('hex');
const standInOf = (master: string, what: string) =>
  hmac(master, `thousand/stand-in/v2:${what}`).digest('hex').slice(0, 32);

/** Fisher-Yates over ALL_CARDS, j uniform in [0, i] by rejection on the blocks' 32-bit words. */
function deckOf(serverSeed: string, n: number, seeds: string[], cut: string): Card[] {
  const message = `thousand/deck/v2:${n}:${seeds.join(',')}:${cut}:`;
  const words: number[] = [];
  let k = 0;
  const word = () => {
    if (words.length === 0) {
      const block = hmac(serverSeed, message + k++).digest();
      for (let o = 0; o < 32; o += 4) words.push(block.readUInt32BE(o));
    }
    return words.shift()!;
  };
  const deck = ALL_CARDS.slice();
  for (let i = deck.length - 1; i > 0; i--) {
    const bound = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % bound);
    let w = word();
    while (w >= limit) w = word();
    const j = w % bound;
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

/** Every number of one deal, as the reference computes it from the game's seeds. */
function expected(gameSeed: string, seats: string[], deal: DealState) {
  const master = masterOf(gameSeed);
  const secret = serverSeedOf(master, deal.number);
  const deck = deckOf(secret, deal.number, seats, deal.cut!.seed);
  return {
    secret,
    deck,
    commitment: sha256(`${deck.join(',')}:${secret}`),
    serverSeedHash: sha256(secret),
    nextServerSeedHash: sha256(serverSeedOf(master, deal.number + 1)),
  };
}

function actual(deal: DealState) {
  const { secret, deck, commitment, serverSeedHash, nextServerSeedHash } = deal;
  return { secret, deck, commitment, serverSeedHash, nextServerSeedHash };
}

const seedArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

describe('the cut computed with createHmac alone', () => {
  it('gives every deal’s deck, server seed, commitment and hashes, cut or not, 3 or 4 players', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.array(fc.option(seedArb), { minLength: 0, maxLength: 4 }),
        fc.constantFrom(3, 4),
        fc.integer({ min: 1, max: 1_000_000 }),
        (gameSeed, clientSeeds, players, playSeed) => {
          const rules = { ...DEFAULT_RULES, players: players as 3 | 4 };
          let state: GameState = newGame({
            rules,
            seed: gameSeed,
            clientSeeds: clientSeeds.slice(0, players),
          }).state;
          const master = masterOf(gameSeed);
          expect(state.fairness!.commitment).toBe(sha256(master));
          const seats = state.fairness!.seeds.map((s, seat) =>
            s.by === 'player' ? s.seed : standInOf(master, `seat:${seat}`),
          );
          expect(state.fairness!.seeds.map((s) => s.seed)).toEqual(seats);
          const random = rng(playSeed);
          let checked = 0;
          while (state.status === 'playing' && state.dealNumber <= 6) {
            const deal = state.deal!;
            if (deal.number > checked) {
              expect(actual(deal)).toEqual(expected(gameSeed, seats, deal));
              if (deal.cut!.by === 'service') {
                expect(deal.cut!.seed).toBe(standInOf(master, `cut:${deal.number}`));
              }
              checked = deal.number;
              // Every other deal its dealer cuts for the next one, with a seed of the play.
              if (deal.number % 2 === 0) {
                const made = apply(state, deal.dealer, { type: 'cut', seed: `cut-${playSeed}` });
                if (made.ok) state = made.state;
              }
            }
            const seat = currentTurn(state)!;
            const action = randomLegalAction(
              random,
              legalActions(state, seat),
              'flowing',
              trickContextOf(state),
            );
            const result = apply(state, seat, action);
            if (!result.ok) throw new Error(result.error.code);
            state = result.state;
          }
          expect(checked).toBeGreaterThanOrEqual(Math.min(6, state.dealNumber));
        },
      ),
      { seed: 20261202, numRuns: 60 },
    );
  });
});
