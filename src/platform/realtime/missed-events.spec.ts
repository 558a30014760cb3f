import { describe, expect, it } from '@jest/globals';
import type { StoredEvent } from '../../core/table/game-record.js';
import type { EventLog } from './event-log.js';
import { MissedEvents } from './missed-events.js';
import { RecentEvents } from './recent-events.js';

/** A log whose reads are recorded and answered when the test says so. */
function recordingRepository() {
  const calls: { args: [string, number, number]; settle: (rows: StoredEvent[] | Error) => void }[] =
    [];
  const repository = {
    events: (gameId: string, afterSeq: number, limit: number) =>
      new Promise<StoredEvent[]>((resolve, reject) => {
        calls.push({
          args: [gameId, afterSeq, limit],
          settle: (rows) => (rows instanceof Error ? reject(rows) : resolve(rows)),
        });
      }),
  };
  return {
    calls,
    reads: new MissedEvents(repository as unknown as EventLog, new RecentEvents()),
  };
}

const row = (seq: number): StoredEvent =>
  ({ seq, version: seq, type: 'bid', payload: { type: 'bid' } }) as unknown as StoredEvent;
const tick = () => new Promise((r) => setImmediate(r));

describe('MissedEvents', () => {
  it('serves the callers of one turn with one query', async () => {
    const { calls, reads } = recordingRepository();
    const all = [reads.events('g', 4, 500), reads.events('g', 4, 500), reads.events('g', 4, 500)];
    await tick();
    expect(calls.map((c) => c.args)).toEqual([['g', 4, 500]]);
    calls[0].settle([row(5)]);
    for (const result of await Promise.all(all)) expect(result).toEqual([row(5)]);
  });

  it('never joins a query already sent: a later caller may be reading for a newer commit', async () => {
    const { calls, reads } = recordingRepository();
    const first = reads.events('g', 4, 500);
    await tick();
    const second = reads.events('g', 4, 500);
    await tick();
    expect(calls).toHaveLength(2);
    calls[0].settle([]);
    calls[1].settle([row(5)]);
    expect(await first).toEqual([]);
    expect(await second).toEqual([row(5)]);
  });

  it('keeps different games and pages apart', async () => {
    const { calls, reads } = recordingRepository();
    void reads.events('g', 4, 500);
    void reads.events('g', 5, 500);
    void reads.events('h', 4, 500);
    await tick();
    expect(calls.map((c) => c.args)).toEqual([
      ['g', 4, 500],
      ['g', 5, 500],
      ['h', 4, 500],
    ]);
  });

  it('gives a failed query to everyone who joined it, and the next caller queries again', async () => {
    const { calls, reads } = recordingRepository();
    const joined = [reads.events('g', 4, 500), reads.events('g', 4, 500)];
    await tick();
    calls[0].settle(new Error('connection lost'));
    for (const r of joined) await expect(r).rejects.toThrow('connection lost');
    const again = reads.events('g', 4, 500);
    await tick();
    expect(calls).toHaveLength(2);
    calls[1].settle([row(5)]);
    expect(await again).toEqual([row(5)]);
  });
});
