// `npm test`: the unit specs (pure, no database) run in parallel with the e2e and browser specs,
// which run in E2E_WORKERS workers, each against a database of its own (test/setup); the unit
// run's output is printed once it is over, so the two do not interleave. Ends with the one summary
// line CI reads, for both runs together.
// The e2e and browser spec files run through the entry files of test/groups and test/web/groups,
// each importing one area's specs (jest.config.js says why).
// With arguments (`npm test -- <paths or Jest options>`) it is one plain Jest run in band.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const jest = path.resolve(import.meta.dirname, '../node_modules/jest/bin/jest.js');
const env = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' };

function run(args, { quiet = false, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jest, ...args], {
      env: { ...env, ...extraEnv },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    if (quiet) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks) }));
  });
}

// Most of an e2e spec's time is spent waiting (on PostgreSQL, sockets, timers and child
// processes), not computing: two workers keep both cores of a small machine busy.
const E2E_WORKERS = 2;

const extra = process.argv.slice(2);
if (extra.length > 0) {
  const { code } = await run(['--runInBand', ...extra]);
  process.exit(code ?? 1);
}

const dir = await mkdtemp(path.join(tmpdir(), 'thousand-tests-'));
const results = [path.join(dir, 'unit.json'), path.join(dir, 'rest.json')];
// The summary line is printed here, once, for both runs.
const quietSummary = { SUMMARY_LINE: 'off' };
const started = Date.now();
const [unit, rest] = await Promise.all([
  run(
    ['--selectProjects', 'unit', '--maxWorkers=1', '--json', `--outputFile=${results[0]}`],
    // Pure specs need no database: no server is started or database created for them.
    { quiet: true, extraEnv: { ...quietSummary, TEST_NO_DATABASE: '1' } },
  ),
  run(
    [
      '--selectProjects',
      'e2e',
      'browser',
      `--maxWorkers=${E2E_WORKERS}`,
      '--json',
      `--outputFile=${results[1]}`,
    ],
    // The e2e and browser specs run through their areas' entry files (jest.config.js).
    { extraEnv: { ...quietSummary, TEST_GROUPS: '1' } },
  ),
]);
process.stdout.write(unit.output);

let passed = 0;
let failed = 0;
for (const [file, { code }] of [
  [results[0], unit],
  [results[1], rest],
]) {
  try {
    const report = JSON.parse(await readFile(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  } catch {
    // A run that wrote no report (it crashed) counts as one failure.
    failed += 1;
    process.stdout.write(`a Jest run ended with ${code} and no report\n`);
  }
}
await rm(dir, { recursive: true, force: true });
process.stdout.write(`npm test took ${Math.round((Date.now() - started) / 1000)} s\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
