// Starting a game and rebuilding one from its action log.

import type { Card, Seat } from './cards.js';
import { apply, type Action } from './apply.js';
import { assertFullDeck, startDeal } from './deal.js';
import type { GameEvent } from './events.js';
import { isClientSeed, masterOf, standInSeed } from './cut.js';
import { drawBelow, seedPrng, sha256Hex } from './prng.js';
import type { Rules } from './rules.js';
import type { ScoreTable } from './score-types.js';
import type { Fairness, GameState, SeedRecord } from './state.js';

export interface NewGameOptions {
  rules: Rules;
  /**
   * Keep it secret and unguessable (e.g. 32 random bytes): the server's part of every deck follows
   * from it (cut.ts); publish `serverCommitmentOf(seed)` before taking any seat's seed.
   */
  seed: string;
  /**
   * The seed each seat sent when it took its seat, by seat; null (or no list) where none was sent,
   * and the service's stand-in takes its place (docs/rules.md, "Fairness").
   */
  clientSeeds?: readonly (string | null)[];
  /**
   * Test-only: decks for deals 1..n (see testing.ts). newGame deals the first from `decks[0]`; the
   * state does not keep the list, so later deals come from it only through `applyStacked`.
   */
  decks?: Card[][];
  /** The first dealer instead of the one drawn from the seed (tests; a rematch moves it on). */
  firstDealer?: Seat;
}

export function newGame(opts: NewGameOptions): { state: GameState; events: GameEvent[] } {
  const { rules, seed } = opts;
  const players = rules.players;
  for (const deck of opts.decks ?? []) assertFullDeck(deck);
  const clientSeeds = opts.clientSeeds ?? [];
  if (clientSeeds.length > players || !clientSeeds.every((s) => s === null || isClientSeed(s))) {
    throw new Error('clientSeeds: one per seat at most, each null or a seed (CLIENT_SEED_PATTERN)');
  }
  const drawn = drawBelow(seedPrng(seed), [players]);
  const firstDealer = opts.firstDealer ?? drawn.values[0];
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    throw new Error(`firstDealer must be a seat 0..${players - 1}`);
  }
  const initial: GameState = {
    engine: 1,
    rules: { ...rules },
    players,
    prng: drawn.prng,
    status: 'playing',
    winner: null,
    dealNumber: 0,
    totals: Array.from({ length: players }, () => 0),
    bolts: Array.from({ length: players }, () => 0),
    barrel: Array.from({ length: players }, () => null),
    table: [],
    deal: null,
    proofs: [],
    fairness: fairnessOf(seed, players, clientSeeds),
    previousDeal: null,
  };
  const dealt = startDeal(initial, 1, firstDealer, { stacked: opts.decks?.[0] ?? null });
  return {
    state: dealt.state,
    events: [{ type: 'game_started', players, rules: { ...rules }, firstDealer }, dealt.event],
  };
}

function fairnessOf(seed: string, players: number, sent: readonly (string | null)[]): Fairness {
  const master = masterOf(seed);
  const seeds = Array.from({ length: players }, (_, seat): SeedRecord => {
    const own = sent[seat] ?? null;
    return own === null
      ? { seat, seed: standInSeed(master, `seat:${seat}`), by: 'service' }
      : { seat, seed: own, by: 'player' };
  });
  return { master, commitment: sha256Hex(master), seeds };
}

/** Rebuilds a game from its options and action log; throws only if a stored action is refused. */
export function replay(
  opts: NewGameOptions,
  actions: readonly { seat: Seat; action: Action }[],
): GameState {
  let state = newGame(opts).state;
  actions.forEach(({ seat, action }, i) => {
    const result = apply(state, seat, action);
    if (!result.ok) {
      throw new Error(`action ${i} (seat ${seat}, ${action.type}) refused: ${result.error.code}`);
    }
    state = result.state;
  });
  return state;
}

export function scoreTable(state: GameState): ScoreTable {
  return { rows: state.table, totals: state.totals.slice(), winner: state.winner };
}
