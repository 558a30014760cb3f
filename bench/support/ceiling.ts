// The database's ceiling for moves: `clients` node-postgres connections, each running a transaction
// shaped like one accepted move (GamesRepository.withLockedGame + commit) on its own game row, as
// fast as it can, with no HTTP and no service in between.
import pg from 'pg';
import { percentile } from './games.js';

export interface MoveSample {
  /** The engine state written by the UPDATE, as JSON text (a real stored state). */
  state: string;
  /** A real stored action (game_actions.action) and event (game_events.type/payload). */
  action: string;
  eventType: string;
  eventPayload: string;
}

export interface CeilingResult {
  transactions: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  firstError: string | null;
}

const SELECT_LOCKED = `SELECT id, name, status, players, rules, seed, version, event_seq, state, winner, created_at
  FROM games WHERE id = $1::uuid FOR UPDATE`;
const UPDATE_GAME = `UPDATE games SET status = 'playing', state = $2::jsonb, winner = NULL, version = $3,
  event_seq = $4, updated_at = now() WHERE id = $1::uuid`;
const INSERT_ACTION = `INSERT INTO game_actions (game_id, version, seat, action)
  VALUES ($1::uuid, $2, $3, $4::jsonb)`;
const INSERT_EVENT = `INSERT INTO game_events (game_id, seq, version, type, payload)
  VALUES ($1::uuid, $2, $3, $4, $5::jsonb)`;

// json/jsonb come back as text: the driver's JSON.parse would spend this process's CPU, which on
// a small machine is taken from the database being measured.
const JSON_OIDS = new Set([114, 3802]);
const rawJsonTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    JSON_OIDS.has(oid)
      ? (v: string) => v
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** Runs the move transaction on every game of `gameIds` (one connection each) for the duration. */
export async function moveCeiling(
  url: string,
  gameIds: string[],
  sample: MoveSample,
  warmupSeconds: number,
  seconds: number,
  /** Called when the measured window opens and closes, while every connection is still open. */
  onWindow: (edge: 'from' | 'to') => void = () => {},
): Promise<CeilingResult> {
  const clients = await Promise.all(
    gameIds.map(async () => {
      const client = new pg.Client({ connectionString: url, types: rawJsonTypes });
      await client.connect();
      return client;
    }),
  );
  const start = performance.now();
  const from = start + warmupSeconds * 1000;
  const to = from + seconds * 1000;
  const timers = [
    setTimeout(() => onWindow('from'), from - performance.now()),
    setTimeout(() => onWindow('to'), to - performance.now()),
  ];
  const latencies: number[] = [];
  let transactions = 0;
  let errors = 0;
  let firstError: string | null = null;

  const loop = async (client: pg.Client, gameId: string, seat: number) => {
    while (performance.now() < to) {
      const t0 = performance.now();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query(SELECT_LOCKED, [gameId]);
        const version = Number(rows[0].version) + 1;
        const seq = Number(rows[0].event_seq) + 1;
        await client.query(UPDATE_GAME, [gameId, sample.state, version, seq]);
        await client.query(INSERT_ACTION, [gameId, version, seat, sample.action]);
        await client.query(INSERT_EVENT, [
          gameId,
          seq,
          version,
          sample.eventType,
          sample.eventPayload,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
        await client.query('ROLLBACK').catch(() => undefined);
        continue;
      }
      const t1 = performance.now();
      if (t1 >= from && t1 < to) {
        transactions++;
        latencies.push(t1 - t0);
      }
    }
  };
  await Promise.all(clients.map((client, i) => loop(client, gameIds[i], i % 3)));
  for (const timer of timers) clearTimeout(timer);
  await Promise.all(clients.map((client) => client.end()));
  latencies.sort((a, b) => a - b);
  return {
    transactions,
    seconds,
    perSecond: transactions / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    firstError,
  };
}

/**
 * A real move's data from the service run: the state of the median-sized game among `gameIds`
 * (by its JSON text), that game's latest action and its latest event.
 */
export async function sampleMove(
  url: string,
  gameIds: string[],
): Promise<MoveSample & { gameId: string; stateBytes: number; storedBytes: number }> {
  const client = new pg.Client({ connectionString: url, types: rawJsonTypes });
  await client.connect();
  try {
    const sizes = await client.query<{ id: string; bytes: number }>(
      `SELECT id, octet_length(state::text) AS bytes FROM games
       WHERE id = ANY($1::uuid[]) AND state IS NOT NULL ORDER BY bytes, id`,
      [gameIds],
    );
    if (!sizes.rows.length) throw new Error('no game of the run has a state');
    const gameId = sizes.rows[Math.floor(sizes.rows.length / 2)].id;
    const game = await client.query<{ state: string; stored: number }>(
      `SELECT state::text AS state, pg_column_size(state) AS stored FROM games WHERE id = $1::uuid`,
      [gameId],
    );
    const action = await client.query<{ action: string }>(
      `SELECT action::text AS action FROM game_actions WHERE game_id = $1::uuid
       ORDER BY version DESC LIMIT 1`,
      [gameId],
    );
    const event = await client.query<{ type: string; payload: string }>(
      `SELECT type, payload::text AS payload FROM game_events WHERE game_id = $1::uuid
       ORDER BY seq DESC LIMIT 1`,
      [gameId],
    );
    return {
      gameId,
      state: game.rows[0].state,
      stateBytes: Buffer.byteLength(game.rows[0].state),
      storedBytes: Number(game.rows[0].stored),
      action: action.rows[0]?.action ?? '{"type":"pass"}',
      eventType: event.rows[0]?.type ?? 'passed',
      eventPayload: event.rows[0]?.payload ?? '{"type":"passed","seat":0}',
    };
  } finally {
    await client.end();
  }
}
