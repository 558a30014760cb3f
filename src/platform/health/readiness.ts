import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ProblemError } from '../../core/table/problem.js';
import { Clock } from '../clock/clock.js';
import { DatabaseProbe } from '../database/database-probe.js';
import { ShutdownState } from '../lifecycle/shutdown-state.js';
import { NoticeListener } from '../realtime/notice-listener.js';

/**
 * How long the database may be away before this instance leaves the balancer. Every instance
 * shares the one database, so during a short outage (a pooler restart, a failover) leaving helps
 * nobody: the balancer would have no server left and answer with a page of its own. Staying, each
 * request is answered 503 `database_unavailable` (problem details, Retry-After) at once. Past this,
 * the outage is not short, or this instance alone cannot reach the database (docs/deploy.md).
 */
export const DATABASE_AWAY_GRACE_MS = 30_000;
/**
 * How long this instance may go without hearing the other instances' notices, counted from when
 * the database answers again, before it is broken: its streams would miss the moves other
 * instances make. The reconnect backs off to 10 s (notice-listener.ts), so a healthy instance
 * listens again within this.
 */
export const LISTEN_GRACE_MS = 15_000;
/** A readiness probe answers within a balancer's check timeout, whatever the pool does. */
const PROBE_TIMEOUT_MS = 1_000;

type Indicator = { status: 'up' } | { status: 'down'; since: string };

/** The 200 answer of `/health/ready` (README, "Several instances": the fields). */
export interface ReadyBody {
  status: 'ok';
  instance: 'ready';
  database: 'up' | 'away';
  info: Record<string, Indicator>;
  error: Record<string, Indicator>;
  details: Record<string, Indicator>;
}

/**
 * Readiness says whether this instance should get traffic, which is not whether the database
 * answers: "this instance is broken" (draining, or its notification connection dead and not
 * coming back) takes it out of the balancer; "the database is briefly away" does not.
 */
@Injectable()
export class Readiness implements OnApplicationBootstrap {
  private databaseAwaySince: number | null = null;
  private databaseBackAt: number;
  /** An instance that never reached the database is misconfigured, not briefly cut off. */
  private everUp = false;

  constructor(
    private readonly probe: DatabaseProbe,
    private readonly clock: Clock,
    private readonly listener: NoticeListener,
    private readonly shutdown: ShutdownState,
  ) {
    this.databaseBackAt = clock.now().getTime();
  }

  /** Learns at start whether the database was ever reached (a probe may not come for seconds). */
  async onApplicationBootstrap(): Promise<void> {
    await this.check().catch(() => undefined);
  }

  /** The 200 body, or throws the 503 problem that takes this instance out of the balancer. */
  async check(): Promise<ReadyBody> {
    if (this.shutdown.draining) {
      throw new ProblemError(
        503,
        'shutting_down',
        'Service Unavailable',
        'This instance is shutting down.',
      );
    }
    const databaseUp = await this.probeDatabase();
    const now = this.clock.now().getTime();
    if (databaseUp) {
      if (this.databaseAwaySince !== null) this.databaseBackAt = now;
      this.databaseAwaySince = null;
      this.everUp = true;
    } else {
      this.databaseAwaySince ??= now;
    }
    const listen = this.listener.state();
    this.refuseWhenBroken(now, databaseUp, listen.downSince);
    const details: Record<string, Indicator> = {
      database: indicator(this.databaseAwaySince),
      notifications: indicator(listen.downSince),
    };
    const pick = (up: boolean) =>
      Object.fromEntries(Object.entries(details).filter(([, v]) => (v.status === 'up') === up));
    return {
      status: 'ok',
      instance: 'ready',
      database: databaseUp ? 'up' : 'away',
      info: pick(true),
      error: pick(false),
      details,
    };
  }

  private refuseWhenBroken(now: number, databaseUp: boolean, listenDownSince: number | null) {
    const away = databaseUp ? 0 : now - this.databaseAwaySince!;
    if (!databaseUp && (!this.everUp || away > DATABASE_AWAY_GRACE_MS)) {
      throw new ProblemError(
        503,
        'database_unavailable',
        'Service Unavailable',
        this.everUp
          ? `The database has not answered for ${Math.round(away / 1000)} s.`
          : 'The database has not answered since this instance started.',
      );
    }
    // While the database is away nobody can listen: the clock starts when it is back.
    if (databaseUp && listenDownSince !== null) {
      const down = now - Math.max(listenDownSince, this.databaseBackAt);
      if (down > LISTEN_GRACE_MS) {
        throw new ProblemError(
          503,
          'notifications_unavailable',
          'Service Unavailable',
          'This instance does not hear the other instances’ notices while the database answers.',
        );
      }
    }
  }

  private async probeDatabase(): Promise<boolean> {
    let timer = null;
    const timeout = new Promise<boolean>((resolve) => {
      timer = this.clock.setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.probe.answers(), timeout]);
    } finally {
      this.clock.clear(timer);
    }
  }
}

function indicator(downSince: number | null): Indicator {
  return downSince === null
    ? { status: 'up' }
    : { status: 'down', since: new Date(downSince).toISOString() };
}
