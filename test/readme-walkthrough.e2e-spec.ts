import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { useTestApp } from './support/app-fixture.js';

// The README's walkthrough as a reader runs it: its first bash block, against a listening app,
// every request required to succeed (curl --fail-with-body). An outside trial followed it
// literally and was refused at the first bid, which named a fixed seat although the first
// dealer is drawn at random.
const readme = readFileSync(resolve(import.meta.dirname, '..', 'README.md'), 'utf8');

function walkthrough(): string {
  const section = readme.slice(readme.indexOf('## Walkthrough'));
  const start = section.indexOf('```bash\n') + '```bash\n'.length;
  return section.slice(start, section.indexOf('```\n', start));
}

describe('the README walkthrough', () => {
  const t = useTestApp();

  it('runs as written on a new game: every request succeeds, and the declarer leads', async () => {
    const block = walkthrough();
    expect(block).toContain('API=http://localhost:3000/api/v1');
    const script = [
      'set -euo pipefail',
      'curl() { command curl --fail-with-body "$@"; }',
      block.replace('API=http://localhost:3000/api/v1', `API=${t.url}/api/v1`),
      'echo "GAME=$GAME"',
    ].join('\n');
    // Asynchronously: the app answering the script runs in this process.
    const run = await promisify(execFile)('bash', ['-c', script], {
      cwd: mkdtempSync(join(tmpdir(), 'walkthrough-')),
      encoding: 'utf8',
      timeout: 60_000,
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect({ stderr: run.stderr, failed: 'code' in run }).toEqual({ stderr: '', failed: false });
    const gameId = /GAME=(\S+)/.exec(run.stdout)?.[1];
    const view = await request(t.server).get(`/api/v1/games/${gameId}`).expect(200);
    expect(view.body.deal).toMatchObject({ phase: 'playing', contract: 110 });
    expect(view.body.deal.trick.cards).toHaveLength(1);
    expect(view.body.deal.trick.cards[0].seat).toBe(view.body.deal.declarer);
  });
});
