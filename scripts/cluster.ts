// `npm run test:cluster`: the deployment recipe (deploy/, docs/deploy.md) on one machine: three
// service processes on one fresh database (DATABASE_URL's server, or the local
// postgres://postgres@127.0.0.1:5432) behind pgbouncer in transaction mode, and haproxy in front of
// them with the recipe's settings; haproxy and pgbouncer are Debian's, installed where missing
// (scripts/ensure-deploy-tools.sh). Every request and stream goes through haproxy, from the
// address of the client making it. A small load of tables with every seat's stream open; the
// contract's other operations (a player, the queue, stream tickets, score tables, proofs,
// replays, cluster-contract.ts); 300 spectator streams from 30 clients, all open at once; a
// SIGKILL of one instance right after it acknowledged a move, play on the two others, its
// restart, a rolling restart (SIGTERM each in turn, wait until haproxy counts it up again, the
// next), then a restart of the pooler (down for 2 s). At the end every acknowledged move must be
// in its game's log exactly once, no version skipped or doubled, and every stream must have been
// sent every event of its game from where it began, once, in order (docs/architecture.md, "One
// commit, told once").
// Prints one line:
//   cluster: <acknowledged> moves acknowledged, <lost> lost, <doubled> doubled, streams resumed
//   p99 <ms> ms, longest table pause <ms> ms
// and exits 1 when a move was lost or doubled, a stream missed or repeated an event, a table
// stood still 3 s or more (issue 43), or an operation of the contract failed. CLUSTER_TABLES, CLUSTER_BOT_TABLES, CLUSTER_THINK_MS,
// CLUSTER_BOT_PACE_MS and CLUSTER_PHASE_MS change the load and the length of each phase.
import { scratchDatabase } from '../bench/support/database.js';
import { percentile } from '../bench/support/games.js';
import { ensureDeployTools, startHaproxy, type Haproxy } from '../bench/support/haproxy.js';
import { startPgbouncer } from '../bench/support/pgbouncer.js';
import { check } from './cluster-checks.js';
import { openCrowd, walkFinishedDeals, walkPlayers } from './cluster-contract.js';
import { ClusterHttp } from './cluster-http.js';
import { Cluster, sleep, type Instance } from './cluster-instances.js';
import { Table } from './cluster-tables.js';

const TABLES = Number(process.env.CLUSTER_TABLES ?? 12);
const BOT_TABLES = Number(process.env.CLUSTER_BOT_TABLES ?? 3);
const THINK_MS = Number(process.env.CLUSTER_THINK_MS ?? 400);
/** The bots' tables' pace (cluster-tables.ts says what happens to a stopped instance's turn). */
const BOT_PACE_MS = Number(process.env.CLUSTER_BOT_PACE_MS ?? 100);
/** How long play goes on between two steps of the run. */
const PHASE_MS = Number(process.env.CLUSTER_PHASE_MS ?? 5000);
const PAUSE_LIMIT_MS = 3000;
/** The crowd of spectators: clients, and streams each (SPECTATOR_STREAMS_PER_ADDRESS's default). */
const CROWD_CLIENTS = 30;
const CROWD_EACH = 10;
/** How long the pooler is down in its restart. */
const POOLER_DOWN_MS = 2000;
/**
 * The longest a table may stand still across the pooler's restart: the outage itself (the pooler
 * stopping, 2 s down, starting), then a bot's turn that failed meanwhile waits for the turn clock
 * to take it over (its claim, then a sweep).
 */
const OUTAGE_PAUSE_LIMIT_MS = 10_000;

const say = (line: string) => process.stdout.write(`${line}\n`);
const ms = (x: number) => Math.round(x);

/** SIGKILLs `target` right after it answers a move 200 (or after 5 s of no such answer). */
function armKill(target: Instance): {
  onAck: (i: Instance | null) => void;
  done: Promise<string>;
} {
  let armed = true;
  let resolve: (how: string) => void = () => undefined;
  const done = new Promise<string>((r) => (resolve = r));
  const fire = (how: string) => {
    if (!armed) return;
    armed = false;
    void target.kill().then(() => resolve(how));
  };
  setTimeout(() => fire('after 5 s without a move acknowledged there'), 5000).unref();
  return { onAck: (i) => i === target && fire('right after it acknowledged a move'), done };
}

/** Waits (up to 10 s) until every stream has shown its game's newest version. */
async function settle(http: ClusterHttp, tables: Table[]): Promise<void> {
  const until = performance.now() + 10_000;
  for (const table of tables) {
    const { version } = (await http.ok('GET', `/games/${table.id}`)).body as { version: number };
    for (const stream of table.streams) {
      if (stream.over) continue;
      await stream.seen(version, Math.max(0, until - performance.now()));
    }
  }
}

interface Deployment {
  cluster: Cluster;
  haproxy: Haproxy;
  /** Stops the pooler for `ms`, then starts it again. */
  poolerOutage: (ms: number) => Promise<void>;
}

async function run(d: Deployment, databaseUrl: string): Promise<number> {
  const { cluster, haproxy } = d;
  const [a, b, c] = cluster.instances;
  await Promise.all(cluster.instances.map((i) => i.start()));
  await Promise.all(cluster.instances.map((i) => haproxy.waitUp(i.index)));
  const http = new ClusterHttp(cluster, haproxy.url);
  let onAck: (i: Instance | null) => void = () => undefined;
  let phase = 'setup';
  const outage = { from: Infinity, to: Infinity };
  const shared = {
    inOutage: (from: number, to: number) => from <= outage.to && to >= outage.from,
    http,
    thinkMs: THINK_MS,
    botPaceMs: BOT_PACE_MS,
    onAck: (i: Instance | null) => onAck(i),
    phase: () => phase,
  };
  const tables = Array.from(
    { length: TABLES + BOT_TABLES },
    (_, i) => new Table(shared, i, i >= TABLES),
  );
  await Promise.all(tables.map((t) => t.open()));
  const streams = tables.flatMap((t) => t.streams);
  say(
    `- ${tables.length} tables (${BOT_TABLES} with bots), ${streams.length} streams on 3 instances, ` +
      `through haproxy and pgbouncer (transaction mode)`,
  );
  let stopAt = Infinity;
  const playing = tables.map((t) =>
    t
      .play(() => stopAt)
      .catch((error: Error) => t.problems.push(`table ${t.index}: ${error.message}`)),
  );
  phase = 'play on three';
  const contractProblems = await walkPlayers(http, tables);
  const crowd = await openCrowd(http, tables, CROWD_CLIENTS, CROWD_EACH);
  contractProblems.push(...crowd.problems);
  say(
    `- crowd: ${crowd.opened} of ${crowd.streams.length} spectator streams from ${CROWD_CLIENTS} ` +
      `clients open at once (${crowd.retried} refusals 503 retried after their Retry-After); ` +
      `one more from one client answered ${crowd.beyond}`,
  );
  await sleep(PHASE_MS);
  for (const s of crowd.streams) s.close();
  const target = cluster.pick()!;
  const kill = armKill(target);
  onAck = kill.onAck;
  phase = `kill of ${target.index}`;
  const how = await kill.done;
  say(`- instance ${target.index} killed (SIGKILL) ${how}`);
  phase = `play on two (${target.index} dead)`;
  await sleep(PHASE_MS);
  phase = `restart of ${target.index}`;
  await target.start();
  await haproxy.waitUp(target.index);
  say(`- instance ${target.index} restarted`);
  phase = 'play on three after the restart';
  await sleep(PHASE_MS / 2);
  for (const instance of [a, b, c]) {
    const stopped = performance.now();
    phase = `rolling restart of ${instance.index}`;
    await instance.terminate();
    await instance.start();
    // As an operator's rollout: the next one stops once the balancer sends to this one again.
    await haproxy.waitUp(instance.index);
    say(
      `- rolling restart: instance ${instance.index} stopped (SIGTERM) and back in haproxy in ${ms(performance.now() - stopped)} ms`,
    );
  }
  phase = 'play on three after the rolling restart';
  await sleep(PHASE_MS / 2);
  phase = 'pooler restart';
  const retriedBefore = http.retried;
  outage.from = performance.now();
  await d.poolerOutage(POOLER_DOWN_MS);
  outage.to = performance.now();
  say(
    `- pooler restarted (down ${POOLER_DOWN_MS} ms); ${http.retried - retriedBefore} requests ` +
      `answered 5xx or not at all meanwhile, each retried`,
  );
  phase = 'play on three after the pooler restart';
  await sleep(PHASE_MS / 2);
  phase = 'end';
  stopAt = 0;
  await Promise.all(playing);
  await settle(http, tables);
  for (const s of streams) s.close();
  const v = await check(databaseUrl, http, tables);
  const finished = await walkFinishedDeals(http, tables);
  contractProblems.push(...finished.problems);
  const refusedOpens = streams.reduce((n, s) => n + s.refused, 0);
  say(
    `- contract through haproxy: games, seats, bots, moves, views, events, streams, a player, ` +
      `its queue entry, stream tickets; score tables, proofs and replays of ${finished.deals} deals; ` +
      `${contractProblems.length} failed; ${refusedOpens} stream (re)openings answered 5xx and retried`,
  );
  const resumes = streams.flatMap((s) => s.resumes);
  const killResumes = resumes.filter((r) => r.cause === 'kill').map((r) => r.at - r.from);
  const termResumes = resumes.filter((r) => r.cause === 'term').map((r) => r.at - r.from);
  const p99 = (xs: number[]) =>
    xs.length
      ? ms(
          percentile(
            [...xs].sort((x, y) => x - y),
            99,
          ),
        )
      : 0;
  const slowest = [...tables].sort((x, y) => y.pause.ms - x.pause.ms);
  const longest = slowest[0].pause.ms;
  const drops = resumes.filter((r) => r.cause !== 'drop').map((r) => r.dropped - r.from);
  const problems = [
    ...contractProblems,
    ...tables.flatMap((t) => t.problems),
    ...streams.flatMap((s) => s.problems),
  ];
  say(
    `- resumes: ${killResumes.length} after the kill (p99 ${p99(killResumes)} ms), ` +
      `${termResumes.length} in the rolling restart (p99 ${p99(termResumes)} ms); ` +
      `connections ended p99 ${p99(drops)} ms after their instance's stop`,
  );
  const pauseOf = (t: Table) =>
    `table ${t.index}${t.bots ? ' (bots)' : ''} ${ms(t.pause.ms)} ms during ${t.pause.phase}`;
  say(`- longest pauses: ${slowest.slice(0, 3).map(pauseOf).join('; ')}`);
  const outagePause = Math.max(...tables.map((t) => t.outagePause));
  say(
    `- across the pooler's restart (${ms(outage.to - outage.from)} ms without it): longest table ` +
      `pause ${ms(outagePause)} ms (at most ${OUTAGE_PAUSE_LIMIT_MS} ms)`,
  );
  say(
    `- log: ${v.versionFaults} version faults; streams: ${v.streamGaps} events missing, ` +
      `${v.streamDuplicates} repeated or out of order; ${v.unansweredCommitted} moves committed ` +
      `without an answer; ${tables.filter((t) => t.finished).length} games over; outbox rows left: ${v.outboxLeft}`,
  );
  for (const line of [...v.details, ...problems].slice(0, 30)) say(`  ${line}`);
  say(
    `cluster: ${v.acknowledged} moves acknowledged, ${v.lost} lost, ${v.doubled} doubled, ` +
      `streams resumed p99 ${p99(killResumes)} ms, longest table pause ${ms(longest)} ms`,
  );
  const ok =
    v.acknowledged > 0 &&
    v.lost === 0 &&
    v.doubled === 0 &&
    v.versionFaults === 0 &&
    v.streamGaps === 0 &&
    v.streamDuplicates === 0 &&
    contractProblems.length === 0 &&
    longest < PAUSE_LIMIT_MS &&
    outagePause < OUTAGE_PAUSE_LIMIT_MS;
  return ok ? 0 : 1;
}

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/postgres';
  ensureDeployTools();
  const undo: (() => Promise<void>)[] = [];
  let cluster: Cluster | null = null;
  try {
    const db = await scratchDatabase();
    undo.unshift(() => db.drop());
    // Fewer server connections than the instances' pools hold (3 x 8): a transaction holds one
    // only while it runs, as docs/deploy.md sizes it.
    const bouncer = await startPgbouncer(db.url, 'transaction', 10);
    undo.unshift(() => bouncer.stop());
    cluster = await Cluster.create(3, bouncer.url, db.url);
    const instances = cluster;
    undo.unshift(() => instances.stopAll());
    const haproxy = await startHaproxy(cluster.instances.map((i) => i.port));
    undo.unshift(() => haproxy.stop());
    process.exitCode = await run(
      { cluster, haproxy, poolerOutage: (ms) => bouncer.outage(ms) },
      db.url,
    );
  } catch (error) {
    process.stderr.write(`cluster: could not run: ${(error as Error).stack ?? String(error)}\n`);
    for (const i of cluster?.instances ?? [])
      process.stderr.write(`--- instance ${i.index}:\n${i.tail()}\n`);
    process.exitCode = 2;
  } finally {
    for (const step of undo) await step().catch(() => undefined);
  }
}

main().finally(() => process.exit());
