import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RULES, newGame, viewFor, type Rules } from '../engine/index.js';
import { BOT_LEVELS, createBot, decideFor, isBotLevel, type BotLevel } from './index.js';
import { knowledgeFrom } from '../bots/knowledge.js';
import { createRng, hashString } from '../bots/rng.js';
import { playGame, visibleDealEvents } from './table.js';

const VARIANTS: Partial<Rules>[] = [
  {},
  { players: 4 },
  { bidStep: 10 },
  { followRule: 'must_beat' },
  { followRule: 'must_overtrump', aceMarriage: true },
  { bidCap: 'capped_by_marriages', fourNinesRedeal: false },
  {
    players: 4,
    followRule: 'must_overtrump',
    bidStep: 10,
    bidCap: 'capped_by_marriages',
    aceMarriage: true,
  },
];

function levelsFor(players: number, pattern: BotLevel[]): BotLevel[] {
  return Array.from({ length: players }, (_, i) => pattern[i % pattern.length]);
}

/** Plays games and counts decisions; playGame throws on any move the engine refuses. */
function legalityRun(
  pattern: BotLevel[],
  games: number,
  maxDeals: number,
  strongIterations = 2,
): { decisions: number; deals: number } {
  let decisions = 0;
  let deals = 0;
  for (let g = 0; g < games; g++) {
    const rules: Rules = { ...DEFAULT_RULES, ...VARIANTS[g % VARIANTS.length] };
    const run = playGame({
      seed: `legal/${pattern.join('-')}/${g}`,
      levels: levelsFor(rules.players, pattern),
      rules,
      maxDeals,
      options: { strong: { iterations: strongIterations, strict: true } },
    });
    decisions += run.decisions;
    deals += run.deals;
  }
  return { decisions, deals };
}

describe('the seeded PRNG', () => {
  it('is deterministic per seed and roughly uniform', () => {
    const a = createRng('x');
    const b = createRng('x');
    const counts = [0, 0, 0, 0];
    const fromA: number[] = [];
    const fromB: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const v = a.int(4);
      fromA.push(v);
      fromB.push(b.int(4));
      counts[v]++;
    }
    expect(fromB).toEqual(fromA);
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(120);
    expect(hashString('a')).not.toBe(hashString('b'));
  });
});

describe('bots only make legal moves', () => {
  it('random: thousands of deals across all rule variants', () => {
    const { deals, decisions } = legalityRun(['random'], 140, 15);
    expect(deals).toBeGreaterThan(1500);
    expect(decisions).toBeGreaterThan(10000);
  });

  it('basic: thousands of deals across all rule variants', () => {
    const { deals } = legalityRun(['basic'], 60, 40);
    expect(deals).toBeGreaterThan(1500);
  });

  it('basic and random at one table', () => {
    const { deals } = legalityRun(['basic', 'random', 'random'], 40, 30);
    expect(deals).toBeGreaterThan(800);
  });

  it('strong (small budget) against basic and random', () => {
    const { decisions } = legalityRun(['strong', 'basic', 'random'], 14, 12, 2);
    expect(decisions).toBeGreaterThan(2000);
  });
});

describe('whole games among bots', () => {
  it('three basic bots finish games with a winner', () => {
    for (let g = 0; g < 6; g++) {
      const run = playGame({ seed: `whole/basic/${g}`, levels: ['basic', 'basic', 'basic'] });
      expect(run.state.status).toBe('finished');
      expect(run.winner).not.toBeNull();
      expect(run.state.totals[run.winner!]).toBeGreaterThanOrEqual(1000);
    }
  });

  it('strong, basic and random finish a game', () => {
    const run = playGame({
      seed: 'whole/mixed',
      levels: ['strong', 'basic', 'random'],
      options: { strong: { iterations: 3, strict: true } },
    });
    expect(run.state.status).toBe('finished');
    expect(run.winner).not.toBeNull();
  });
});

describe('the service entry points', () => {
  it('decideFor gives a legal action with a reason for every level', () => {
    const { state, events } = newGame({ rules: DEFAULT_RULES, seed: 'entry' });
    const seat = state.deal!.turn;
    for (const level of BOT_LEVELS) {
      const d = decideFor(level, viewFor(state, seat), visibleDealEvents(events, seat), 'seed', {
        strong: { iterations: 4 },
      });
      expect(['bid', 'pass', 'redeal']).toContain(d.action.type);
      expect(d.reason.length).toBeGreaterThan(3);
    }
    expect(isBotLevel('strong')).toBe(true);
    expect(isBotLevel('grandmaster')).toBe(false);
  });

  it('decisions are repeatable for the same seed', () => {
    const { state, events } = newGame({ rules: DEFAULT_RULES, seed: 'repeat' });
    const seat = state.deal!.turn;
    const k = knowledgeFrom(viewFor(state, seat), visibleDealEvents(events, seat));
    const bot = createBot('random');
    expect(bot.decide(k, createRng('s'))).toEqual(bot.decide(k, createRng('s')));
  });

  it('refuses to decide out of turn', () => {
    const { state, events } = newGame({ rules: DEFAULT_RULES, seed: 'turn' });
    const other = (state.deal!.turn + 1) % 3;
    expect(() =>
      decideFor('basic', viewFor(state, other), visibleDealEvents(events, other), 's'),
    ).toThrow();
  });
});
