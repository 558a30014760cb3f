// Plays random legal deals on one core for a few seconds and prints deals/s and us/action.
// Run with `npm run bench:engine`.

import {
  apply,
  currentTurn,
  DEFAULT_RULES,
  legalActions,
  newGame,
  randomLegalAction,
  trickContextOf,
  type GameState,
} from '../src/core/engine/index.js';
import { rng } from '../src/core/engine/testing.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
// Random players rarely reach 1000, so games are cut at a realistic length (a real game runs
// 30-80 deals); otherwise the ever-growing score table, not the rules, would dominate the figure.
const DEALS_PER_GAME = 60;

function bench(): void {
  const random = rng(12345);
  let games = 0;
  let deals = 0;
  let actions = 0;
  let state: GameState = newGame({ rules: DEFAULT_RULES, seed: `bench-${games}` }).state;
  const start = process.hrtime.bigint();
  const budget = BigInt(Math.round(SECONDS * 1e9));
  while (process.hrtime.bigint() - start < budget) {
    for (let i = 0; i < 200; i++) {
      const seat = currentTurn(state);
      if (seat === null || state.table.length >= DEALS_PER_GAME) {
        games++;
        state = newGame({ rules: DEFAULT_RULES, seed: `bench-${games}` }).state;
        continue;
      }
      const result = apply(
        state,
        seat,
        randomLegalAction(random, legalActions(state, seat), 'flowing', trickContextOf(state)),
      );
      if (!result.ok) throw new Error(`legal action refused: ${result.error.code}`);
      actions++;
      for (const e of result.events) if (e.type === 'deal_scored') deals++;
      state = result.state;
    }
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(
    `games: ${games}, deals: ${deals}, actions: ${actions}, seconds: ${seconds.toFixed(2)}`,
  );
  console.log(
    `engine: ${Math.round(deals / seconds)} deals/s, ${((seconds * 1e6) / actions).toFixed(2)} us/action`,
  );
}

bench();
