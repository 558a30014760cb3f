import { describe, expect, it } from '@jest/globals';
import type { DatabaseProbe } from '../database/database-probe.js';
import { Clock } from '../clock/clock.js';
import { ShutdownState } from '../lifecycle/shutdown-state.js';
import type { NoticeListener } from '../realtime/notice-listener.js';
import { DATABASE_AWAY_GRACE_MS, LISTEN_GRACE_MS, Readiness } from './readiness.js';

/** Readiness over a database that answers or not and a listener that hears or not, at `now`. */
function world() {
  const state = { databaseUp: true, listenDownSince: null as number | null, now: 1_000_000 };
  /** The time of day is the test's `state.now`; the probe's timeout stays a real timer. */
  const clock = new (class extends Clock {
    override now(): Date {
      return new Date(state.now);
    }
  })();
  const probe = { answers: async () => state.databaseUp };
  const listener = {
    state: () => ({
      listening: state.listenDownSince === null,
      downSince: state.listenDownSince,
    }),
  };
  const shutdown = new ShutdownState();
  const readiness = new Readiness(
    probe as unknown as DatabaseProbe,
    clock,
    listener as unknown as NoticeListener,
    shutdown,
  );
  const code = () =>
    readiness.check().then(
      (body) => `ready, database ${body.database}`,
      (error: { code: string }) => error.code,
    );
  return { state, shutdown, readiness, code };
}

describe('readiness: this instance broken, or the database briefly away', () => {
  it('stays ready while the database is away for up to the grace, then leaves', async () => {
    const w = world();
    expect(await w.code()).toBe('ready, database up');
    w.state.databaseUp = false;
    w.state.listenDownSince = w.state.now; // nobody can listen either
    expect(await w.code()).toBe('ready, database away');
    w.state.now += DATABASE_AWAY_GRACE_MS;
    expect(await w.code()).toBe('ready, database away');
    w.state.now += 1;
    expect(await w.code()).toBe('database_unavailable');
  });

  it('is broken when it does not hear notices for the grace while the database answers', async () => {
    const w = world();
    w.state.listenDownSince = w.state.now;
    const body = await w.readiness.check();
    expect(body.error.notifications).toEqual({
      status: 'down',
      since: new Date(w.state.now).toISOString(),
    });
    w.state.now += LISTEN_GRACE_MS + 1;
    expect(await w.code()).toBe('notifications_unavailable');
  });

  it('counts the listener’s grace from when the database is back', async () => {
    const w = world();
    expect(await w.code()).toBe('ready, database up');
    w.state.databaseUp = false;
    w.state.listenDownSince = w.state.now;
    expect(await w.code()).toBe('ready, database away');
    w.state.now += 20_000;
    w.state.databaseUp = true;
    expect(await w.code()).toBe('ready, database up');
    w.state.now += LISTEN_GRACE_MS;
    expect(await w.code()).toBe('ready, database up');
    w.state.now += 1;
    expect(await w.code()).toBe('notifications_unavailable');
    w.state.listenDownSince = null;
    expect(await w.code()).toBe('ready, database up');
  });

  it('is not ready while it never reached the database (a wrong URL, not an outage)', async () => {
    const w = world();
    w.state.databaseUp = false;
    expect(await w.code()).toBe('database_unavailable');
    w.state.databaseUp = true;
    expect(await w.code()).toBe('ready, database up');
  });

  it('leaves at once when draining', async () => {
    const w = world();
    w.shutdown.startDraining();
    expect(await w.code()).toBe('shutting_down');
  });
});
