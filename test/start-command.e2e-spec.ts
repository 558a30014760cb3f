import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The words of `npm start`'s command line. */
function npmStart(): string[] {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  return String(pkg.scripts.start).split(/\s+/);
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
  it('bounds the V8 heap', () => {
    const options = npmStart().filter((w) => w.startsWith('--'));
    expect(options).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--max-semi-space-size=\d+$/),
        expect.stringMatching(/^--max-old-space-size=\d+$/),
      ]),
    );
  });

  it('is the same in the container as for npm start', () => {
    expect(dockerCmd()).toEqual(npmStart());
  });
});
