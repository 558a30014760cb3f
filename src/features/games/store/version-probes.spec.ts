import { describe, expect, it } from '@jest/globals';
import type { DatabasePool } from '../../../platform/database/database-pool.js';
import { VersionProbes } from './version-probes.js';

/** A pool whose statements are recorded and answered from `versions` (or fail when told to). */
function recordingPool(versions: Record<string, number>, fail = false) {
  const statements: { name: string; values: unknown[] }[] = [];
  const pool = {
    run: (statement: { name: string }, params: { gameIds: string[]; cutoff: string }) => {
      statements.push({ name: statement.name, values: [params.gameIds, params.cutoff] });
      if (fail) return Promise.reject(new Error('database down'));
      const ids = params.gameIds;
      return Promise.resolve(
        ids
          .filter((id) => id in versions)
          .map((id) => ({ id, version: versions[id], connected: [1], tokens: ['h'] })),
      );
    },
  };
  return { statements, probes: new VersionProbes(pool as unknown as DatabasePool) };
}

const cutoff = () => '2026-12-01T00:00:00.000Z';

describe('VersionProbes', () => {
  it('sends the probes asked for in one round as one statement, each game once', async () => {
    const { statements, probes } = recordingPool({ a: 3, b: 7 });
    const answers = await Promise.all([
      probes.probe('a', cutoff),
      probes.probe('b', cutoff),
      probes.probe('a', cutoff),
      probes.probe('missing', cutoff),
    ]);
    expect(statements).toHaveLength(1);
    expect(statements[0].values).toEqual([['a', 'b', 'missing'], cutoff()]);
    expect(answers).toEqual([
      { version: 3, connected: [1], tokens: ['h'] },
      { version: 7, connected: [1], tokens: ['h'] },
      { version: 3, connected: [1], tokens: ['h'] },
      null,
    ]);
  });

  it('sends a probe asked for after a round was sent in a statement of its own', async () => {
    const { statements, probes } = recordingPool({ a: 3 });
    await probes.probe('a', cutoff);
    await probes.probe('a', cutoff);
    expect(statements).toHaveLength(2);
  });

  it('fails every probe of a statement that failed, and the next round tries again', async () => {
    const failing = recordingPool({ a: 3 }, true);
    const both = [failing.probes.probe('a', cutoff), failing.probes.probe('b', cutoff)];
    for (const probe of both) await expect(probe).rejects.toThrow('database down');
    expect(failing.statements).toHaveLength(1);
  });
});
