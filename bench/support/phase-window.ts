// What one phase of bench:http measures in its window, and with which settings: the latencies
// (PhaseSamples), the readings at the window's edges (WindowReadings) and a soak's minutes.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { checkpointCount } from './database.js';
import { percentile } from './games.js';
import { mb, type RssSampler } from './proc.js';
import { cpuShares, cpuSnapshot, ms, type CpuSnapshot } from './run-figures.js';

/** What every HTTP phase of a run shares, from its flags. */
export interface RunSettings {
  games: number;
  warmup: number;
  maxDeals: number;
  slowMs: number;
  /** Keep the requests over slowMs (for the slow log or the autovacuum count). */
  keepSlow: boolean;
  /** The file the slow requests are appended to, if any. */
  slowLog: string | null;
  dbActivity: boolean;
}

export interface PhaseOptions {
  title: string;
  seconds: number;
  intervalMs: number | null;
  soakMinutes: number;
  dbUrl: string;
}

/** A phase's clock: the warm-up from `start`, then the measured window [from, to). */
export interface PhaseClock {
  from: number;
  to: number;
}

/** The latencies measured in the window, and the slow requests among them. */
export class PhaseSamples {
  readonly moves: number[] = [];
  readonly views: number[] = [];
  readonly viewsFromSend: number[] = [];
  /** Slow requests in the window: kind, performance.now() of the send, latency. */
  readonly slow: { kind: 'move' | 'view'; sentAt: number; ms: number }[] = [];

  constructor(
    private readonly clock: PhaseClock,
    private readonly settings: RunSettings,
    private readonly onMoveInWindow: (latency: number) => void,
  ) {}

  private inWindow(t: number): boolean {
    return t >= this.clock.from && t < this.clock.to;
  }

  view(latency: number, at: number, fromSend: number): void {
    if (!this.inWindow(at)) return;
    if (this.settings.keepSlow && latency > this.settings.slowMs)
      this.slow.push({ kind: 'view', sentAt: at - fromSend, ms: latency });
    this.views.push(latency);
    this.viewsFromSend.push(fromSend);
  }

  move(latency: number, at: number): void {
    if (!this.inWindow(at)) return;
    if (this.settings.keepSlow && latency > this.settings.slowMs)
      this.slow.push({ kind: 'move', sentAt: at - latency, ms: latency });
    this.moves.push(latency);
    this.onMoveInWindow(latency);
  }
}

/** What is read at the edges of the window: CPU, the database's checkpoints, the driver's delay. */
export class WindowReadings {
  cpuFrom: CpuSnapshot | null = null;
  cpuTo: CpuSnapshot | null = null;
  checkpointsFrom: Promise<number> | null = null;
  checkpointsTo: Promise<number> | null = null;
  /** The driver's own event-loop delay: time it adds to every latency it measures. */
  readonly driverDelay = monitorEventLoopDelay({ resolution: 1 });
  private readonly timers: NodeJS.Timeout[];

  constructor(
    private readonly pid: number,
    dbUrl: string,
    clock: PhaseClock,
  ) {
    this.timers = [
      setTimeout(
        () => {
          this.driverDelay.enable();
          this.cpuFrom = cpuSnapshot(pid);
          this.checkpointsFrom = checkpointCount(dbUrl);
        },
        Math.max(0, clock.from - performance.now()),
      ),
      setTimeout(
        () => {
          this.driverDelay.disable();
          this.cpuTo = cpuSnapshot(pid);
          this.checkpointsTo = checkpointCount(dbUrl);
        },
        Math.max(0, clock.to - performance.now()),
      ),
    ];
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.cpuTo ??= cpuSnapshot(this.pid);
  }
}

/** A soak's line per minute (counted from the end of the warm-up): RSS, moves/s, p99, CPU. */
export class SoakMinutes {
  private minute = 0;
  private minuteMoves: number[] = [];
  private minuteCpu: CpuSnapshot | null = null;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly minutes: number,
    private readonly pid: number,
    private readonly rss: RssSampler,
    private readonly from: number,
  ) {
    if (!minutes) return;
    const startMinutes = () => {
      this.minuteCpu = cpuSnapshot(pid);
      this.timers.push(
        setInterval(() => {
          if (this.minute < minutes - 1) this.report();
        }, 60_000),
      );
    };
    this.timers.push(setTimeout(startMinutes, Math.max(0, from - performance.now())));
  }

  move(latency: number): void {
    if (this.minutes) this.minuteMoves.push(latency);
  }

  /** Stops the clock and reports the minutes not yet reported (the last one, at least). */
  finish(): void {
    for (const t of this.timers) clearTimeout(t);
    while (this.minute < this.minutes) this.report();
  }

  private report(): void {
    this.minute++;
    const cpuNow = cpuSnapshot(this.pid);
    const end = this.from + this.minute * 60_000;
    const peak = this.rss.peakBetween(end - 60_000, end) ?? 0;
    const now = this.rss.lastBefore(end) ?? 0;
    this.minuteMoves.sort((x, y) => x - y);
    console.log(
      `  soak minute ${this.minute}: rss ${mb(now).toFixed(0)} MB (peak in the minute ` +
        `${mb(peak).toFixed(0)} MB), ${(this.minuteMoves.length / 60).toFixed(0)} moves/s, ` +
        `p99 move ${ms(percentile(this.minuteMoves, 99))} ms`,
    );
    if (this.minuteCpu) console.log(`    CPU: ${cpuShares(this.minuteCpu, cpuNow)}`);
    this.minuteCpu = cpuNow;
    this.minuteMoves = [];
  }
}
