import type { Clock, ClockTimer } from '../../platform/clock/clock.js';

/** What the ticker calls on each stream that joined it. */
export interface KeepAliveTarget {
  keepAliveTick(): void;
}

/**
 * One timer for every open stream that looks for silence at the same period on the same clock,
 * instead of one each: at 2,000 tables, 8,000 timers with their closures were 3 MB and 32,000
 * objects for the garbage collector to mark (issue 47, docs/performance-history.md). The timer is
 * set while any stream is open and cleared with the last.
 */
export class KeepAliveTicker {
  private static readonly byClock = new WeakMap<Clock, Map<number, KeepAliveTicker>>();
  private readonly targets = new Set<KeepAliveTarget>();
  private timer: ClockTimer | null = null;

  private constructor(
    private readonly clock: Clock,
    private readonly periodMs: number,
  ) {}

  /** Calls `target.keepAliveTick()` every `periodMs` until the answered function is called. */
  static join(clock: Clock, periodMs: number, target: KeepAliveTarget): () => void {
    let tickers = KeepAliveTicker.byClock.get(clock);
    if (!tickers) KeepAliveTicker.byClock.set(clock, (tickers = new Map()));
    let ticker = tickers.get(periodMs);
    if (!ticker) tickers.set(periodMs, (ticker = new KeepAliveTicker(clock, periodMs)));
    ticker.add(target);
    const joined = ticker;
    return () => joined.remove(target);
  }

  private add(target: KeepAliveTarget): void {
    this.targets.add(target);
    this.timer ??= this.clock.setInterval(() => {
      for (const t of this.targets) t.keepAliveTick();
    }, this.periodMs);
  }

  private remove(target: KeepAliveTarget): void {
    if (!this.targets.delete(target) || this.targets.size) return;
    this.clock.clear(this.timer);
    this.timer = null;
  }
}
