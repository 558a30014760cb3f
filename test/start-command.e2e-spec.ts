import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** `npm start`'s command line: its leading VAR=value assignments, then the command's words. */
function npmStart(): { env: Record<string, string>; command: string[] } {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const words = String(pkg.scripts.start).split(/\s+/);
  const first = words.findIndex((w) => !/^[A-Z_]+=/.test(w));
  const env = Object.fromEntries(words.slice(0, first).map((w) => w.split('=', 2)));
  // `exec`: the shell npm runs the script in becomes node, so a signal npm passes on reaches the
  // service, which then stops its embedded PostgreSQL (a shell in between died and left both).
  expect(words[first]).toBe('exec');
  return { env, command: words.slice(first + 1) };
}

/** The variables the container's ENV instructions set (`ENV A=1 \\ B=2` form). */
function dockerEnv(): Record<string, string> {
  const text = readFileSync(resolve(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const env: Record<string, string> = {};
  for (const line of text.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const [name, value] = pair.split('=', 2);
      env[name] = value;
    }
  }
  return env;
}

/** The words of the container's CMD (exec form). */
function dockerCmd(): string[] {
  const cmd = readFileSync(resolve(root, 'Dockerfile'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith('CMD '));
  return JSON.parse(cmd!.slice(4)) as string[];
}

// The heap settings bound the service's memory (bench:http measures the process `npm start` runs):
// the container must run the same process.
describe('the start command', () => {
  it('sets the heap, GC threads and malloc arenas the service was measured with', () => {
    const { env, command } = npmStart();
    expect(command.filter((w) => w.startsWith('--'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--max-semi-space-size=\d+$/),
        expect.stringMatching(/^--max-old-space-size=\d+$/),
        expect.stringMatching(/^--heap-growing-percent=\d+$/),
        expect.stringMatching(/^--v8-pool-size=\d+$/),
        '--no-allocation-site-pretenuring',
      ]),
    );
    expect(env.MALLOC_ARENA_MAX).toMatch(/^\d+$/);
  });

  it('is the same in the container as for npm start', () => {
    const { env, command } = npmStart();
    expect(dockerCmd()).toEqual(command);
    expect(dockerEnv()).toMatchObject(env);
  });
});
