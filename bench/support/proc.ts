// Linux /proc readings for benchmarks: a process's resident memory and CPU time, the CPU time of
// every PostgreSQL server process, and the whole machine's busy time.
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: the unit of the CPU times in /proc/<pid>/stat and /proc/stat (100 on Linux x86/arm). */
const TICKS_PER_SECOND = 100;

/** VmRSS of a process in bytes, or null when it is gone. */
export function rssBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** User + system CPU seconds of a process (its own threads), or null when it is gone. */
export function cpuSeconds(pid: number): number | null {
  try {
    return cpuOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).seconds;
  } catch {
    return null;
  }
}

function cpuOfStat(stat: string): { comm: string; ppid: number; seconds: number } {
  // The command name is in parentheses and may hold spaces: the fields after it are split.
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  // fields[0] is field 3 (state); utime and stime are fields 14 and 15.
  return {
    comm: stat.slice(open + 1, close),
    ppid: Number(fields[1]),
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

/** The postmaster of a local PostgreSQL backend (its parent), or null when it is not one here. */
export function postmasterOf(backendPid: number): number | null {
  try {
    const { comm, ppid } = cpuOfStat(readFileSync(`/proc/${backendPid}/stat`, 'utf8'));
    return comm === 'postgres' ? ppid : null;
  } catch {
    return null;
  }
}

/**
 * CPU seconds of every live process named `postgres`: those of one server (the postmaster
 * `postmasterPid` and its children) when given, else of every PostgreSQL server on the machine.
 */
export function postgresCpuSeconds(postmasterPid: number | null = null): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const pid = Number(entry);
      const { comm, ppid, seconds } = cpuOfStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      const ours = postmasterPid === null || pid === postmasterPid || ppid === postmasterPid;
      if (comm === 'postgres' && ours) out.set(pid, seconds);
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** Postgres CPU seconds spent between two readings (processes born meanwhile count from zero). */
export function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Busy and total CPU seconds of the whole machine, summed over cores, from /proc/stat. */
export function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest times are already in user/nice)
  const idle = v[3] + (v[4] ?? 0);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/** Samples a process's VmRSS every `everyMs`: the peak, and every sample with its time. */
export class RssSampler {
  peak = 0;
  readonly samples: { at: number; bytes: number }[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    everyMs = 200,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  private sample(): void {
    const bytes = rssBytes(this.pid);
    if (bytes === null) return;
    this.samples.push({ at: performance.now(), bytes });
    if (bytes > this.peak) this.peak = bytes;
  }

  /** The largest sample in [from, to) (performance.now() times), or null when none. */
  peakBetween(from: number, to: number): number | null {
    let peak: number | null = null;
    for (const s of this.samples) {
      if (s.at >= from && s.at < to && (peak === null || s.bytes > peak)) peak = s.bytes;
    }
    return peak;
  }

  /** The last sample taken before `at`, or null. */
  lastBefore(at: number): number | null {
    let last: number | null = null;
    for (const s of this.samples) if (s.at < at) last = s.bytes;
    return last;
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }
}

export const mb = (bytes: number) => bytes / (1024 * 1024);
