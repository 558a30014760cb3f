// Summarises a V8 .cpuprofile (from `node --cpu-prof`, e.g. `npm run bench:http -- --profile`):
// the top functions by self time and by total time, aggregated by function name + url:line.
// Run with `npm run build:dev --silent && node dist-dev/bench/profile-summary.js <file.cpuprofile> [--top N]`.
import { readFileSync } from 'node:fs';
import { numberFlag } from './support/flags.js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ROOT = process.cwd();

function keyOf(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  let url = frame.url.replace(/^file:\/\//, '');
  if (url.startsWith(`${ROOT}/`)) url = url.slice(ROOT.length + 1);
  url = url.replace(/^.*\/node_modules\//, 'node_modules/');
  // lineNumber is 0-based in the profile.
  return `${name} ${url}:${frame.lineNumber + 1}`;
}

function main(): void {
  const file = process.argv
    .slice(2)
    .find((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--top');
  if (!file) {
    console.error('usage: node dist-dev/bench/profile-summary.js <file.cpuprofile> [--top N]');
    process.exitCode = 2;
    return;
  }
  const topSelf = Math.floor(numberFlag('top', 25));
  const topTotal = Math.max(1, Math.round((topSelf * 15) / 25));
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) byId.set(node.id, node);
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);

  // A sample lasts until the next one (as DevTools counts it); the last one until endTime.
  const { samples, timeDeltas } = profile;
  const durations = new Array<number>(samples.length);
  let t = profile.startTime;
  const stamps = timeDeltas.map((d) => (t += d));
  for (let i = 0; i < samples.length; i++) {
    durations[i] = Math.max(
      0,
      (i + 1 < samples.length ? stamps[i + 1] : profile.endTime) - stamps[i],
    );
  }

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const stackKeys = new Map<number, string[]>(); // node id -> distinct keys on its stack
  const keysOf = (id: number): string[] => {
    const known = stackKeys.get(id);
    if (known) return known;
    const up = parent.get(id);
    const own = keyOf(byId.get(id)!.callFrame);
    const above = up === undefined ? [] : keysOf(up);
    const keys = above.includes(own) ? above : [...above, own];
    stackKeys.set(id, keys);
    return keys;
  };
  let all = 0;
  let idle = 0;
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i])!;
    const d = durations[i];
    all += d;
    const key = keyOf(node.callFrame);
    if (key === '(idle)') idle += d;
    self.set(key, (self.get(key) ?? 0) + d);
    for (const k of keysOf(node.id)) total.set(k, (total.get(k) ?? 0) + d);
  }
  total.delete('(root)');

  const busy = all - idle;
  const msOf = (us: number) => (us / 1000).toFixed(1).padStart(9);
  const pct = (us: number, of: number) => `${((100 * us) / of).toFixed(1).padStart(5)}%`;
  console.log(
    `${file}: ${(all / 1e6).toFixed(1)} s sampled, ${samples.length} samples, ` +
      `busy ${(busy / 1e6).toFixed(1)} s (${pct(busy, all).trim()}), idle ${(idle / 1e6).toFixed(1)} s`,
  );
  const table = (title: string, rows: [string, number][]) => {
    console.log(`\n${title}\n       ms  % busy  function  url:line`);
    for (const [key, us] of rows) console.log(`${msOf(us)}  ${pct(us, busy)}  ${key}`);
  };
  table(
    `top ${topSelf} by self time (% of busy time):`,
    [...self]
      .filter(([k]) => k !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, topSelf),
  );
  table(
    `top ${topTotal} by total time (self + callees; % of busy time):`,
    [...total]
      .filter(([k]) => k !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, topTotal),
  );
}

main();
