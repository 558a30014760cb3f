// `npm test`: one Jest run of the three projects (jest.config.js) in WORKERS worker processes,
// the longest spec files first (test/setup/sequencer.js); each worker has a database of its own
// (test/setup), which the unit specs, being pure, never open. Ends with the one summary line CI
// reads.
// The e2e and browser spec files run through the entry files of test/groups and test/web/groups,
// each importing one area's specs (jest.config.js says why).
// With arguments (`npm test -- <paths or Jest options>`) it is one plain Jest run in band.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const jest = path.resolve(import.meta.dirname, '../node_modules/jest/bin/jest.js');
const env = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' };

function run(args, { extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jest, ...args], {
      env: { ...env, ...extraEnv },
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve({ code }));
  });
}

// Most of an e2e spec's time is spent waiting (on PostgreSQL, sockets, timers, Chromium and child
// processes) and a unit spec's computing: three workers keep both cores of a small machine busy
// without the unit specs waiting for the e2e ones (docs/performance-history.md).
const WORKERS = 3;

const extra = process.argv.slice(2);
if (extra.length > 0) {
  const { code } = await run(['--runInBand', ...extra]);
  process.exit(code ?? 1);
}

const dir = await mkdtemp(path.join(tmpdir(), 'thousand-tests-'));
const report = path.join(dir, 'report.json');
const started = Date.now();
const { code } = await run([`--maxWorkers=${WORKERS}`, '--json', `--outputFile=${report}`], {
  // The summary line is printed here, from the report, also when Jest crashed; the e2e and
  // browser specs run through their areas' entry files (jest.config.js).
  extraEnv: { SUMMARY_LINE: 'off', TEST_GROUPS: '1' },
});

/** Passed and failed tests by the report; a run that wrote none (it crashed) is one failure. */
async function counts() {
  try {
    const results = JSON.parse(await readFile(report, 'utf8'));
    return [results.numPassedTests, results.numFailedTests + results.numRuntimeErrorTestSuites];
  } catch {
    process.stdout.write(`Jest ended with ${code} and no report\n`);
    return [0, 1];
  }
}
const [passed, failed] = await counts();
await rm(dir, { recursive: true, force: true });
process.stdout.write(`npm test took ${Math.round((Date.now() - started) / 1000)} s\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
