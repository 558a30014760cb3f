// `npm run verify-deal -- proof.json` (or `node dist/scripts/verify-deal.js proof.json`, or the
// proof on standard input): checks a deal's proof as saved from
// GET /api/v1/games/{id}/deals/{n}/proof, recomputing the deck from the server seed, the seats'
// seeds and the cut (docs/rules.md, "Fairness"). Prints each check that held; exits 1 if one failed.
import { readFileSync } from 'node:fs';

import { checkDeal, type ProofInput } from '../src/core/engine/fairness.js';

const WHAT: Record<string, string> = {
  deck: 'the deck holds each of the 24 cards once',
  commitment: 'the deck and server seed match the commitment published with the deal',
  cut: 'the deck is the one the server seed, the seats’ seeds and the cut make',
  serverSeedHash: 'the server seed matches the hash published before the deal',
  serverMaster: 'the server seed and every stand-in follow from the master committed at creation',
};

function main(): void {
  const file = process.argv[2];
  const proof = JSON.parse(readFileSync(file ?? 0, 'utf8')) as ProofInput;
  const { checks, failed } = checkDeal(proof);
  for (const check of checks) console.log(`ok    ${WHAT[check]}`);
  for (const seed of proof.seeds ?? []) {
    if (seed.by === 'service') console.log(`note  seat ${seed.seat}: the service's stand-in seed`);
  }
  // The cut is its own record: the cutting seat may have sent its seed and still not cut in time.
  if (proof.cut?.by === 'service') {
    console.log(`note  the cut (seat ${proof.cut.seat}'s turn to cut): the service's stand-in`);
  }
  if (!checks.includes('cut') && failed === null) {
    console.log('note  no seeds or cut: a game created before the cut (commitment only)');
  }
  if (failed !== null) {
    console.log(`FAIL  ${WHAT[failed]}`);
    process.exitCode = 1;
  }
}

main();
