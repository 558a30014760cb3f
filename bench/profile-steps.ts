// The steps of a move in a V8 .cpuprofile of the service (`npm run bench:capacity -- --profile`):
// each sample goes to the innermost frame on its stack that belongs to a step (admission, the rate
// limit, authentication, validation, the decision, the write, the view, the announcement, each
// stream's message, reading a request, sending an answer, ...), so a step's share includes the
// socket writes and library code it calls. Only the last `--from` to `--to` seconds of the profile
// count (bench:capacity's measured window ends just before the service stops), and `--moves N`
// (the moves accepted in that window) turns shares into microseconds a move. The profiler samples
// wall time: a write on loopback waiting for its reader counts, though it is not CPU
// (docs/performance-history.md, "The sixteenth session").
// Run with `npm run build:dev --silent && node dist-dev/bench/profile-steps.js <file.cpuprofile>
// --moves N [--from 36] [--to 4]`.
import { readFileSync } from 'node:fs';
import { numberFlag } from './support/flags.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A step and what marks a frame as its own: a part of the script's URL or of its function's name. */
const STEPS: [string, string[]][] = [
  [
    'admission (in-flight bounds)',
    ['admission.js', 'admission-places.js', 'connection-bound.js', 'pipelined-requests.js'],
  ],
  ['the rate limit', ['rate-limit.guard.js', 'shared-counts.js', 'client-counts.store.js']],
  [
    'authentication',
    ['seat-auth.js', 'player-token.guard.js', 'known-seats.js', 'seat-token.js', 'player-auth.js'],
  ],
  [
    'validation (body, parameters, If-Match)',
    ['body-schema.js', 'validation.js', 'action-body.js', 'lean-params.js', 'empty-body.guard.js'],
  ],
  [
    'idempotency',
    [
      'idempotency.interceptor.js',
      'keyed-request.js',
      'stored-counts.js',
      'idempotency.service.js',
    ],
  ],
  [
    "each stream's message",
    [
      'event-stream.js',
      'game-stream.js',
      'event-sink.js',
      'game-streams.service.js',
      'missed-events.js',
      'recent-events.js',
      ' visibleEvents',
    ],
  ],
  [
    'the announcement (channels, notices, outbox)',
    ['game-announcements.js', 'notice-sender.js', 'notices.store.js', 'outbox', 'channels.js'],
  ],
  [
    'the decision (the engine, the table rules)',
    ['decide-move.js', '/core/engine/', 'online-rules.js'],
  ],
  [
    "the write (the move's statement, its JSON)",
    [
      ' writeMove',
      'finishing-write.js',
      'database-pool.js',
      'named-sql.js',
      'game-commits.service.js',
    ],
  ],
  [
    'the view (rendering, its ETag, the version probe)',
    [
      'game-view.js',
      '/views.js',
      ' viewTag',
      'answer.interceptor.js',
      'game-queries.service.js',
      'version-probes.js',
      'game-cache.js',
    ],
  ],
  [
    'request ids, logging, security headers, CORS',
    [
      'request-logging.js',
      'security-headers.js',
      'http-adapter.js',
      '@fastify/cors',
      'address-hash.js',
    ],
  ],
  [
    'the database driver (sending statements, reading their answers)',
    [
      'node_modules/pg/',
      'node_modules/pg-pool/',
      'node_modules/pg-protocol/',
      'postgres-array',
      'pg-types',
    ],
  ],
  [
    'sending an answer (serialising, headers, its socket write)',
    ['fastify/lib/reply.js', 'wrap-thenable.js'],
  ],
  [
    'reading a request (parsing, routing, hooks)',
    [
      '_http_server parserOnIncoming',
      'node:_http_common',
      'fastify/fastify.js',
      'fastify/lib/route.js',
      'fastify/lib/hooks.js',
      'content-type-parser.js',
      'find-my-way',
    ],
  ],
  ['the handlers and services, the lean executor', ['lean-routes.js', 'lean-context.js']],
];

function main(): void {
  const file = process.argv
    .slice(2)
    .find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  if (!file) {
    console.error(
      'usage: node dist-dev/bench/profile-steps.js <file.cpuprofile> --moves N [--from S] [--to S]',
    );
    process.exitCode = 2;
    return;
  }
  const moves = numberFlag('moves', 1);
  const from = numberFlag('from', 36);
  const to = numberFlag('to', 4, true);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const stepOf = new Map<number, string>();
  const step = (id: number): string => {
    const known = stepOf.get(id);
    if (known !== undefined) return known;
    const { functionName, url } = byId.get(id)!.callFrame;
    const key = `${url} ${functionName}`;
    let found = STEPS.find(([, marks]) => marks.some((m) => key.includes(m)))?.[0];
    if (found === undefined) {
      const up = parent.get(id);
      found = up === undefined ? fallback(functionName, url) : step(up);
      if (found === '(root)') found = fallback(functionName, url);
    }
    stepOf.set(id, found);
    return found;
  };

  let t = profile.startTime;
  const stamps = profile.timeDeltas.map((d) => (t += d));
  const end = stamps[stamps.length - 1];
  const spent = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    if (stamps[i] < end - from * 1e6 || stamps[i] > end - to * 1e6) continue;
    const node = byId.get(profile.samples[i])!;
    if (node.callFrame.functionName === '(idle)') continue;
    const name = step(node.id);
    spent.set(name, (spent.get(name) ?? 0) + profile.timeDeltas[i]);
  }
  const busy = [...spent.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${file}: ${(busy / 1e6).toFixed(1)} s busy in the window, ${(busy / moves).toFixed(0)} us a move`,
  );
  console.log('| step | share of busy time | us a move |\n| --- | --- | --- |');
  for (const [name, us] of [...spent].sort((a, b) => b[1] - a[1])) {
    console.log(`| ${name} | ${((100 * us) / busy).toFixed(1)}% | ${(us / moves).toFixed(0)} |`);
  }
}

/** A frame no step claims, nor any frame above it. */
function fallback(functionName: string, url: string): string {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(root)') return '(root)';
  if (url.includes('fastify') || url.includes('@nestjs')) return 'Fastify and Nest, elsewhere';
  if (url.startsWith('node:')) return "Node's HTTP, streams and timers, elsewhere";
  if (functionName === 'writev' || functionName.startsWith('write'))
    return 'socket writes, elsewhere';
  return 'the rest (V8, microtasks, native)';
}

main();
