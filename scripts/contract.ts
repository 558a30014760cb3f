// The released contract (README, "Compatibility"):
//   `npm run contract:check`   fails, listing each break, when the committed openapi.json would
//                              break a client generated from contract/released/openapi.json;
//   `npm run contract:release` copies openapi.json there: the only way the released contract
//                              moves, done on purpose when a version is released.
import { existsSync } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { breakingChanges } from './contract/compatibility.js';
import { versionProblems } from './contract/versions.js';

/** The checkout: run compiled (dist-dev/scripts) or from the sources (scripts). */
let root = import.meta.dirname;
while (!existsSync(resolve(root, 'package.json'))) root = dirname(root);
const CURRENT = resolve(root, 'openapi.json');
const RELEASED = resolve(root, 'contract/released/openapi.json');

const read = async (file: string) =>
  JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
const versionOf = (doc: Record<string, unknown>) =>
  String((doc.info as { version?: unknown } | undefined)?.version);

async function check(): Promise<number> {
  const [released, current] = [await read(RELEASED), await read(CURRENT)];
  const breaks = [
    ...versionProblems(released, current).map((what) => ({ where: 'info.version', what })),
    ...breakingChanges(released, current),
  ];
  const versions = `openapi.json ${versionOf(current)} against the released ${versionOf(released)}`;
  if (breaks.length === 0) {
    process.stdout.write(`contract: ${versions}: no breaking change\n`);
    return 0;
  }
  process.stdout.write(`contract: ${versions}: ${breaks.length} problem(s)\n`);
  for (const b of breaks) process.stdout.write(`  - ${b.where}: ${b.what}\n`);
  process.stdout.write(
    'Deprecate instead of removing (README, "Compatibility"); a break on purpose needs a new ' +
      'major version and `npm run contract:release`.\n',
  );
  return 1;
}

async function release(): Promise<number> {
  await copyFile(CURRENT, RELEASED);
  process.stdout.write(`contract: released openapi.json ${versionOf(await read(RELEASED))}\n`);
  return 0;
}

const command = process.argv[2];
const run = command === 'check' ? check : command === 'release' ? release : undefined;
if (!run) {
  process.stderr.write('usage: contract.js check | release\n');
  process.exit(2);
}
process.exitCode = await run();
