// The SDK as a package (clients/ts): `npm pack` builds and packs it; a program that depends on the
// tarball alone (installed as node_modules/@thousand/client would be) compiles strictly against its
// declarations and, run by Node, creates a game and takes a seat on the real app.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { useTestApp } from './support/app-fixture.js';

const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A program written against the package's public entry only. */
const PROGRAM = `import { firstChoice, type ProblemCode, Thousand, ThousandError } from '@thousand/client';

const thousand = new Thousand({ baseUrl: process.env.BASE_URL ?? '' });
const game = await thousand.createGame({ name: 'packed' });
const seat = await thousand.join(game.id, { name: 'Ann' });
const code: ProblemCode = 'not_your_turn';
const view = await seat.view();
console.log(JSON.stringify({
  game: game.id === seat.gameId,
  seat: seat.seat,
  status: view.status,
  errors: typeof ThousandError === 'function' && typeof firstChoice === 'function',
  code,
}));
`;

describe('the SDK packed by npm pack (clients/ts)', () => {
  const t = useTestApp();
  let work: string;
  let files: string[];
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'thousand-sdk-'));
    const { stdout } = await run(npm, ['pack', '--json', '--pack-destination', work], {
      cwd: resolve(root, 'clients/ts'),
    });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    files = packed!.files.map((f) => f.path).sort();
    const installed = join(work, 'app', 'node_modules', '@thousand', 'client');
    await mkdir(installed, { recursive: true });
    await run('tar', [
      '-xzf',
      join(work, packed!.filename),
      '-C',
      installed,
      '--strip-components=1',
    ]);
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('holds the built modules, their declarations and the README, no sources', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'package.json',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/gen/sdk.gen.js',
      ]),
    );
    expect(
      files.filter((f) => f.startsWith('src/') || (f.endsWith('.ts') && !f.endsWith('.d.ts'))),
    ).toEqual([]);
  });

  it('is enough for a program: it compiles strictly and plays against the service', async () => {
    const app = join(work, 'app');
    await writeFile(join(app, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    await writeFile(join(app, 'main.ts'), PROGRAM);
    const tsconfig = {
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        lib: ['ES2023', 'DOM'],
        // Node's types from the project, for `process`; the package needs none.
        typeRoots: [resolve(root, 'node_modules/@types')],
        types: ['node'],
        // The package's declarations were checked when npm pack built them; this checks the use.
        skipLibCheck: true,
        outDir: 'out',
      },
      files: ['main.ts'],
    };
    await writeFile(join(app, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = resolve(root, 'node_modules/typescript/bin/tsc');
    await run(process.execPath, [tsc, '-p', app]);
    expect(await readdir(join(app, 'out'))).toContain('main.js');
    const { stdout } = await run(process.execPath, [join(app, 'out', 'main.js')], {
      env: { ...process.env, BASE_URL: `http://127.0.0.1:${t.port}` },
    });
    expect(JSON.parse(stdout)).toEqual({
      game: true,
      seat: 0,
      status: 'waiting',
      errors: true,
      code: 'not_your_turn',
    });
  });
});
