// npm run test:generators [-- --openapi <file>] [--only <name,...>] [--keep]
// Issue 27: each generator of the table generates a client from the unmodified openapi.json, the
// client compiles under `tsc --strict` with its adapter (adapters/) and README snippet (snippets/),
// then plays one whole deal against the built service and reads the first stream message. Prints
// one line per generator and ends with `generators: N passed, M failed` (exit 1 on a failure).
import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startService } from './harness/service.mjs';
import { compile, execute, generate, run } from './harness/steps.mjs';
import { GENERATORS, ROOT } from './harness/table.mjs';

const { values: options } = parseArgs({
  options: { openapi: { type: 'string' }, only: { type: 'string' }, keep: { type: 'boolean' } },
});
const input = path.resolve(options.openapi ?? path.join(ROOT, '..', 'openapi.json'));
const only = options.only?.split(',');
const chosen = GENERATORS.filter((g) => !only || only.includes(g.name));
const started = Date.now();

async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('generators: npm ci --prefix generators');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { code, output } = await run(npm, ['ci', '--prefix', ROOT, '--no-audit', '--no-fund'], {
    timeoutMs: 600_000,
  });
  if (code !== 0) throw new Error(`npm ci failed:\n${output}`);
}

/** Runs task over items, at most `width` at once (the machines have 2 cores). */
async function pool(items, width, task) {
  const queue = [...items];
  const workers = Array.from({ length: width }, async () => {
    for (let item = queue.shift(); item; item = queue.shift()) await task(item);
  });
  await Promise.all(workers);
}

/** The steps of a generator's line, each `ok` once it passed (`-`: failed or not reached). */
const NOT_RUN = { generate: '-', strict: '-', play: '-', stream: '-' };

const tail = (text, lines = 12) =>
  text
    .trim()
    .split('\n')
    .slice(0, lines)
    .map((l) => `    ${l}`)
    .join('\n');

/** Records a failed step: a short reason on the generator's line, the output's start below it. */
function fail(state, reason, output) {
  state.failures.push(reason);
  if (output) state.details.push(tail(output));
}

/** Generates and compiles one generator. A compile failure is reported, and the client still run. */
async function build(generator, work, state) {
  const generated = await generate(generator, input, work);
  if (generated.code !== 0) return fail(state, 'generation failed', generated.output);
  state.generated = true;
  state.columns.generate = 'ok';
  const compiled = await compile(generator, work);
  if (compiled.code === 0) return (state.columns.strict = 'ok');
  // No error listed: the compiler was stopped (the harness's timeout) or crashed.
  if (compiled.code === null) return fail(state, 'compile timed out', compiled.output);
  const errors = compiled.output.match(/^\S+\(\d+,\d+\): error TS\d+/gm) ?? [];
  const ours = errors.filter((e) => !e.startsWith(`api/${generator.name}/`)).length;
  fail(
    state,
    `${errors.length} compile errors (${ours} outside the generated code)`,
    compiled.output,
  );
}

async function play(generator, work, url, state) {
  const played = await execute(`adapters/${generator.name}.ts`, work, url);
  const result = played.output.match(/^RESULT (.*)$/m);
  if (played.code !== 0 || !result) return fail(state, 'play failed', played.output);
  const { actions, stream, rows, updates } = JSON.parse(result[1]);
  state.columns.play = `ok (${actions} actions, score table of ${rows} row)`;
  state.columns.stream = `ok (${stream}, then ${updates} updates to deal_scored)`;
  if (!generator.snippet) return;
  const snippet = await execute(`snippets/${generator.name}.ts`, work, url);
  if (snippet.code !== 0) return fail(state, 'snippet failed', snippet.output);
  state.steps.push(`snippet: ${snippet.output.trim().split('\n').at(-1)}`);
}

async function main() {
  await ensureInstalled();
  const work = await mkdtemp(path.join(tmpdir(), 'thousand-generators-'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'));
  for (const dir of ['drive', 'adapters', 'snippets']) {
    await cp(path.join(ROOT, dir), path.join(work, dir), { recursive: true });
  }
  console.log(`generators: ${input} in ${work}`);
  const service = startService();
  // Unhandled until awaited below: a start failure is reported there.
  service.catch(() => {});
  const states = new Map(
    chosen.map((g) => [
      g.name,
      { columns: { ...NOT_RUN }, steps: [], failures: [], details: [], generated: false },
    ]),
  );
  await pool(chosen, 2, (g) => build(g, work, states.get(g.name)));
  let running;
  try {
    running = await service;
    for (const g of chosen) {
      const state = states.get(g.name);
      if (state.generated) await play(g, work, running.url, state);
    }
  } catch (error) {
    for (const state of states.values()) fail(state, 'no service', error.message);
  } finally {
    await running?.stop();
    if (!options.keep) await rm(work, { recursive: true, force: true });
  }
  let passed = 0;
  for (const g of chosen) {
    const { columns, steps, failures, details } = states.get(g.name);
    if (failures.length === 0) passed += 1;
    const failed = failures.map((f) => `FAILED: ${f}`);
    const cells = Object.entries(columns).map(([step, result]) => `${step} ${result}`);
    const line = [...cells, `validation ${g.validation}`, ...steps, ...failed];
    console.log(`generator ${g.name}: ${line.join(' | ')}`);
    for (const detail of details) console.log(detail);
  }
  console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`generators: ${passed} passed, ${chosen.length - passed} failed`);
  process.exitCode = passed === chosen.length ? 0 : 1;
}

await main();
