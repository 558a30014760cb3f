import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apply, newGame, DEFAULT_RULES, type GameState } from '../src/core/engine/index.js';
import { dealProof } from '../src/core/engine/fairness.js';

// scripts/verify-deal.ts as anyone would run it: the compiled script (npm test builds dist/ first)
// on a proof saved to a file (docs/rules.md, "Fairness").
const script = resolve(import.meta.dirname, '..', 'dist', 'scripts', 'verify-deal.js');
const dir = mkdtempSync(join(tmpdir(), 'verify-deal-'));

function verify(proof: unknown) {
  const file = join(dir, `proof-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(proof));
  return spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
}

/** Deal 1 of a game with seeds and a cut, surrendered at once: its proof. */
function finishedDeal() {
  let state: GameState = newGame({
    rules: DEFAULT_RULES,
    seed: 'script',
    clientSeeds: ['anna', null, 'carl'],
  }).state;
  const [opener, first, second] = state.deal!.active;
  for (const [seat, type] of [
    [first, 'pass'],
    [second, 'pass'],
    [opener, 'surrender'],
  ] as const) {
    const result = apply(state, seat, { type });
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return dealProof(state, 1)!;
}

describe('scripts/verify-deal', () => {
  it('recomputes a proof’s deck, says where the service stood in, and exits 0', () => {
    const run = verify(finishedDeal());
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('ok    the deck is the one the server seed');
    expect(run.stdout).toContain("seat 1: the service's stand-in seed");
  });

  it('tells the service’s cut apart from the seeds the seats sent', () => {
    const proof = finishedDeal();
    expect(proof.cut).toMatchObject({ by: 'service' });
    const run = verify(proof);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `the cut (seat ${proof.cut!.seat}'s turn to cut): the service's stand-in`,
    );
    // Seats 0 and 2 sent their own seeds: no line may say the service stood in for them.
    expect(run.stdout).not.toMatch(/seat [02]: the service's stand-in seed/);
  });

  it('exits 1 naming the failed check when a seed was changed', () => {
    const proof = finishedDeal();
    const run = verify({ ...proof, seeds: proof.seeds!.map((s) => ({ ...s, seed: 'other' })) });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('FAIL  the deck is the one the server seed');
  });
});
