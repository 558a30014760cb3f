// One generator's steps, each in a child process: generate into <work>/api/<name>, compile strictly
// with its adapter and snippet, bundle with esbuild and run against the service.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './table.mjs';

const polyfill = pathToFileURL(path.join(ROOT, 'node20.mjs')).href;

/** Runs a command; answers its exit code (null on timeout) and output. */
export function run(command, args, { env = {}, cwd, timeoutMs = 180_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export async function generate(generator, input, work) {
  const dir = path.join(work, 'api', generator.name);
  await mkdir(dir, { recursive: true });
  if (generator.zodios) {
    await symlink(path.join(ROOT, 'zodios', 'node_modules'), path.join(dir, 'node_modules'));
  }
  const [bin, ...args] = generator.command(input, dir);
  return run(process.execPath, [bin, ...args], {
    cwd: work,
    env: {
      OPENAPI_INPUT: input,
      GENERATED_DIR: dir,
      GENERATOR: generator.name,
      NODE_OPTIONS: `--import=${polyfill}`,
    },
  });
}

/** The files compiled for one generator: all it generated, its adapter and its snippet. */
function sources(generator) {
  const files = [`api/${generator.name}/**/*.ts`, `adapters/${generator.name}.ts`];
  if (generator.snippet) files.push(`snippets/${generator.name}.ts`);
  return files;
}

export async function compile(generator, work) {
  const tsconfig = path.join(work, `tsconfig.${generator.name}.json`);
  await writeFile(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        allowImportingTsExtensions: true,
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: ['node'],
        jsx: 'react-jsx',
        skipLibCheck: true,
      },
      include: sources(generator),
    }),
  );
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  // A strict compile of a large client takes minutes on a busy 2-core machine (orval-zod: 140 s).
  return run(process.execPath, [tsc, '-p', tsconfig, '--strict', '--noEmit', '--pretty', 'false'], {
    cwd: work,
    timeoutMs: 600_000,
  });
}

/** Bundles one entry (an adapter or a snippet) and runs it against the service at baseUrl. */
export async function execute(entry, work, baseUrl) {
  const { build } = await import(
    pathToFileURL(path.join(ROOT, 'node_modules/esbuild/lib/main.js'))
  );
  const outfile = path.join(work, 'out', `${entry.replace(/[/.]/g, '-')}.mjs`);
  try {
    await build({
      entryPoints: [path.join(work, entry)],
      absWorkingDir: work,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      logLevel: 'silent',
      // axios and others are CommonJS inside an ES module bundle.
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    });
  } catch (error) {
    return { code: 1, output: `esbuild: ${error.message}` };
  }
  if (!existsSync(outfile)) return { code: 1, output: 'esbuild wrote nothing' };
  return run(process.execPath, [outfile], { env: { BASE_URL: baseUrl }, timeoutMs: 120_000 });
}
