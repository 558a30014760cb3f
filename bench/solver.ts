// Solves random full deals (every hand known, from the first card) and prints the time per deal.
// Run with `npm run bench:solver`; BENCH_DEALS (default 200) sets the number of deals. The deals
// are solved on a worker thread, as the service's decision workers solve them (issue 29).

import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { solve } from '../src/core/solver/index.js';
import { randomPosition } from '../src/core/solver/testing.js';

const DEALS = Number(process.env.BENCH_DEALS ?? 200);

function bench(): string[] {
  // Warm-up: the first solves run before the JIT has compiled the search.
  for (let seed = 0; seed < 10; seed++) solve(randomPosition(900_000 + seed, 0));
  const times: number[] = [];
  let nodes = 0;
  for (let seed = 0; seed < DEALS; seed++) {
    const state = randomPosition(seed, 0);
    const start = process.hrtime.bigint();
    nodes += solve(state).nodes;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const total = times.reduce((a, b) => a + b, 0);
  return [
    `max ${at(1).toFixed(1)} ms, mean ${(total / DEALS).toFixed(2)} ms, ${nodes} nodes (worker thread)`,
    `solver: ${DEALS} deals, median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, ` +
      `${Math.round(nodes / (total / 1000))} positions/s`,
  ];
}

if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url));
  worker.on('message', (lines: string[]) => lines.forEach((line) => console.log(line)));
  worker.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
} else {
  parentPort!.postMessage(bench());
}
