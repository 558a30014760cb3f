// The end of `npm run test:cluster`: every table's log against what the driver was told, and every
// stream against the log as its caller may read it (GET /games/{id}/events).
import pg from 'pg';
import type { Action } from '../src/core/engine/index.js';
import type { ClusterHttp } from './cluster-http.js';
import type { ClusterStream } from './cluster-streams.js';
import type { Table } from './cluster-tables.js';

export interface Verdict {
  acknowledged: number;
  /** Acknowledged moves missing from the log, or missing from a stream of their table. */
  lost: number;
  /** Acknowledged moves in the log twice (or a person's move nobody asked for), or shown twice. */
  doubled: number;
  /** Versions of the log skipped or repeated (any table, bots' moves included). */
  versionFaults: number;
  /** Events (of any move) missing from a stream, or sent to it twice or out of order. */
  streamGaps: number;
  streamDuplicates: number;
  /** Moves sent without a 200 that are in the log all the same (their answer was lost). */
  unansweredCommitted: number;
  outboxLeft: number;
  details: string[];
}

interface Row {
  game_id: string;
  version: number;
  seat: number;
  action: Action;
}

/** The same move: the engine's action as the log stores it. */
function sameAction(a: Action, b: Action): boolean {
  const norm = (x: Action) => JSON.stringify(x, Object.keys(x).sort());
  const plain = (x: Action) =>
    x.type === 'play' && !x.declareMarriage ? { type: 'play', card: x.card } : x;
  return norm(plain(a) as Action) === norm(plain(b) as Action);
}

export async function check(databaseUrl: string, http: ClusterHttp, tables: Table[]) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const v: Verdict = {
    acknowledged: 0,
    lost: 0,
    doubled: 0,
    versionFaults: 0,
    streamGaps: 0,
    streamDuplicates: 0,
    unansweredCommitted: 0,
    outboxLeft: 0,
    details: [],
  };
  try {
    const ids = tables.map((t) => t.id);
    const actions = (
      await db.query<Row>(
        'SELECT game_id, version, seat, action FROM game_actions WHERE game_id = ANY($1::uuid[])',
        [ids],
      )
    ).rows;
    const events = (
      await db.query<{ game_id: string; seq: number; version: number }>(
        `SELECT game_id, seq, version FROM game_events WHERE game_id = ANY($1::uuid[])
          ORDER BY game_id, seq`,
        [ids],
      )
    ).rows;
    const games = (
      await db.query<{ id: string; version: number; event_seq: number }>(
        'SELECT id, version, event_seq FROM games WHERE id = ANY($1::uuid[])',
        [ids],
      )
    ).rows;
    v.outboxLeft = Number((await db.query('SELECT count(*) AS n FROM outbox')).rows[0].n);
    for (const table of tables) {
      const game = games.find((g) => g.id === table.id)!;
      checkLog(
        table,
        game,
        events.filter((e) => e.game_id === table.id),
        v,
      );
      checkMoves(
        table,
        actions.filter((a) => a.game_id === table.id),
        v,
      );
      for (const stream of table.streams) await checkStream(table, stream, http, v);
    }
  } finally {
    await db.end();
  }
  return v;
}

/** Sequence numbers 1..event_seq, each once; versions never going back, none skipped. */
function checkLog(
  table: Table,
  game: { version: number; event_seq: number },
  events: { seq: number; version: number }[],
  v: Verdict,
): void {
  const fault = (what: string) => {
    v.versionFaults++;
    v.details.push(`table ${table.index}: ${what}`);
  };
  if (events.length !== game.event_seq)
    fault(`${events.length} events, event_seq ${game.event_seq}`);
  events.forEach((e, i) => {
    if (e.seq !== i + 1) fault(`event ${i + 1} has seq ${e.seq}`);
    const before = i ? events[i - 1].version : e.version;
    if (e.version !== before && e.version !== before + 1) {
      fault(`version ${before} then ${e.version}`);
    }
  });
  const last = events.at(-1)?.version;
  if (last !== game.version) fault(`log ends at version ${last}, the game is at ${game.version}`);
}

/** Each acknowledged move in the log once, at its version; no person's move nobody asked for. */
function checkMoves(table: Table, rows: Row[], v: Verdict): void {
  v.acknowledged += table.acks.length;
  const explained = new Set<number>();
  const versions = new Map<number, number>();
  for (const ack of table.acks) versions.set(ack.version, (versions.get(ack.version) ?? 0) + 1);
  for (const ack of table.acks) {
    if (versions.get(ack.version)! > 1) {
      v.doubled++;
      v.details.push(`table ${table.index}: version ${ack.version} acknowledged twice`);
      continue;
    }
    const row = rows.find((r) => r.version === ack.version);
    if (!row || row.seat !== ack.seat || !sameAction(row.action, ack.action)) {
      v.lost++;
      v.details.push(
        `table ${table.index}: acknowledged ${JSON.stringify(ack.action)} at ${ack.version} is not in the log (${JSON.stringify(row ?? null)})`,
      );
      continue;
    }
    explained.add(row.version);
  }
  for (const row of rows) {
    if (explained.has(row.version) || table.tokens[row.seat] === null) continue;
    const sent = table.unanswered.find(
      (u) =>
        u.seat === row.seat && u.decidedAt + 1 === row.version && sameAction(u.action, row.action),
    );
    if (sent) {
      v.unansweredCommitted++;
      continue;
    }
    v.doubled++;
    v.details.push(
      `table ${table.index}: ${JSON.stringify(row.action)} of seat ${row.seat} at ${row.version} was never acknowledged`,
    );
  }
}

/** The stream's events against the log as its caller reads it, from where the stream began. */
async function checkStream(table: Table, stream: ClusterStream, http: ClusterHttp, v: Verdict) {
  const expected: { seq: number; version: number }[] = [];
  for (let after = stream.startSeq; ;) {
    const page = await http.ok('GET', `/games/${table.id}/events?after=${after}&limit=1000`, {
      token: stream.token,
    });
    const got = page.body.events as { seq: number; version: number }[];
    expected.push(...got.map((e) => ({ seq: e.seq, version: e.version })));
    if (got.length < 1000) break;
    after = got[got.length - 1].seq;
  }
  const received = new Map<number, number>();
  for (const e of stream.events) received.set(e.seq, (received.get(e.seq) ?? 0) + 1);
  const acked = new Set(table.acks.map((a) => a.version));
  const lostVersions = new Set<number>();
  const doubledVersions = new Set<number>();
  for (const e of expected) {
    const n = received.get(e.seq) ?? 0;
    if (n === 0) {
      v.streamGaps++;
      if (acked.has(e.version)) lostVersions.add(e.version);
    } else if (n > 1) {
      v.streamDuplicates += n - 1;
      if (acked.has(e.version)) doubledVersions.add(e.version);
    }
  }
  const order = stream.events.map((e) => e.seq);
  const unordered = order.some((seq, i) => i > 0 && seq <= order[i - 1]);
  const foreign = order.filter((seq) => !expected.some((e) => e.seq === seq)).length;
  if (unordered || foreign) v.streamDuplicates += foreign || 1;
  v.lost += lostVersions.size;
  v.doubled += doubledVersions.size;
  const missing = expected.filter((e) => !received.has(e.seq)).length;
  if (missing || doubledVersions.size || unordered || foreign) {
    v.details.push(
      `table ${table.index} ${stream.label}: ${missing} of ${expected.length} events missing, ` +
        `${doubledVersions.size} moves twice, ${unordered ? 'out of order' : 'in order'}, ${foreign} unexpected ` +
        `(began after ${stream.startSeq}, last id ${stream.lastId}, ${stream.resumes.length} resumes)`,
    );
  }
}
