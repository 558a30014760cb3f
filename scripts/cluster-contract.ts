// The operations of the contract that `npm run test:cluster`'s tables do not make themselves,
// each through the balancer: a player, its queue entry matched into a game, stream tickets (a
// seat's and a player's), and, once deals are over, score tables, proofs and replays. Plus the
// crowd: 300 spectator streams from 30 clients, all open at once (issue 45: 45 of them got 502
// when the connection cap counted the balancer as one client). Each answers what it saw, and
// `problems` for anything that failed.
import http from 'node:http';
import { sleep } from './cluster-instances.js';
import { newKey, type ClusterHttp } from './cluster-http.js';
import type { Table } from './cluster-tables.js';

/** A stream that answers its head and first message; `close` ends it. */
export interface OpenStream {
  /** The answer's status; 0 when none came (`error` says why). */
  status: number;
  error?: string;
  /** A refusal's Retry-After, in seconds. */
  retryAfter?: number;
  /** Whether its first message (the view, or the player's hello) arrived. */
  first: boolean;
  close: () => void;
}

/** Opens `path` through the balancer from `from`; resolves at its first message or refusal. */
export function openStream(
  client: ClusterHttp,
  path: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  return new Promise((resolve) => {
    const req = http.get(
      `${client.baseUrl}/api/v1${path}`,
      { agent: false, localAddress: from, headers },
      (res) => {
        const close = () => req.destroy();
        if (res.statusCode !== 200) {
          res.resume();
          const retryAfter = Number(res.headers['retry-after'] ?? NaN);
          return resolve({ status: res.statusCode ?? 0, first: false, close, retryAfter });
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
          if (text.includes('\n\n')) resolve({ status: 200, first: true, close });
        });
        res.on('close', () => resolve({ status: 200, first: false, close }));
      },
    );
    // A loaded 2-core machine took over 10 s to open a few of 300 streams opened at once.
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', (error) =>
      resolve({ status: 0, first: false, error: error.message, close: () => undefined }),
    );
  });
}

/** Opens as a client that honours a 503's Retry-After would: the instance's places were full. */
async function openPatiently(
  client: ClusterHttp,
  path: string,
  from: string,
  retried: { n: number },
): Promise<OpenStream> {
  for (let attempt = 0; ; attempt++) {
    const stream = await openStream(client, path, from);
    if (stream.status !== 503 || attempt === 5) return stream;
    retried.n++;
    await sleep(Math.min(stream.retryAfter ?? 1, 2) * 1000);
  }
}

/**
 * The crowd: `clients` clients of their own address, each watching `each` tables. All open at
 * once; a 503 (an instance's MAX_IN_FLIGHT_REQUESTS full while the others open) is retried after
 * its Retry-After, as the problem asks of a client: on a loaded machine about a fifth of the
 * crowd was refused so at first, on a quiet one none.
 */
export async function openCrowd(
  client: ClusterHttp,
  tables: Table[],
  clients: number,
  each: number,
): Promise<{
  streams: OpenStream[];
  opened: number;
  retried: number;
  beyond: number;
  problems: string[];
}> {
  const opening: Promise<OpenStream>[] = [];
  const retried = { n: 0 };
  for (let c = 0; c < clients; c++) {
    for (let k = 0; k < each; k++) {
      const table = tables[(c * each + k) % tables.length];
      const path = `/games/${table.id}/stream`;
      opening.push(openPatiently(client, path, `127.0.2.${c + 1}`, retried));
    }
  }
  const streams = await Promise.all(opening);
  const opened = streams.filter((s) => s.status === 200 && s.first).length;
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  for (const s of streams) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  if (opened !== streams.length) {
    const errors = [...new Set(streams.flatMap((s) => (s.error ? [s.error] : [])))];
    problems.push(
      `crowd: ${opened} of ${streams.length} opened (statuses ${JSON.stringify([...statuses])}` +
        `${errors.length ? `; ${errors.join(', ')}` : ''})`,
    );
  }
  // One more from the first client is past SPECTATOR_STREAMS_PER_ADDRESS on every instance.
  const more = await openStream(client, `/games/${tables[0].id}/stream`, '127.0.2.1');
  more.close();
  if (more.status !== 429)
    problems.push(`crowd: an 11th stream of one client answered ${more.status}`);
  return { streams, opened, retried: retried.n, beyond: more.status, problems };
}

/** A player, its queue entry matched, and the stream tickets of a seat and of a player. */
export async function walkPlayers(client: ClusterHttp, tables: Table[]): Promise<string[]> {
  const problems: string[] = [];
  const from = '127.0.3.1';
  const player = (
    await client.ok('POST', '/players', { from, key: newKey(), body: { name: 'Cluster Queue' } })
  ).body as { id: string; token: string };
  const token = player.token;
  await client.ok('GET', '/players/me', { from, token });
  const entry = (
    await client.ok('POST', '/queue', {
      from,
      token,
      body: {
        players: 3,
        fillWithBotsAfterSeconds: 0,
        timeControl: { moveSeconds: 60, onTimeout: 'bot' },
      },
    })
  ).body as { id: string; status: string; gameId: string | null };
  let matched = entry;
  for (let i = 0; i < 150 && matched.status !== 'matched'; i++) {
    await sleep(100);
    matched = (await client.ok('GET', `/queue/${entry.id}`, { from, token })).body;
  }
  if (matched.status !== 'matched' || !matched.gameId) {
    problems.push(`queue: entry still ${matched.status} after 15 s`);
  } else {
    await client.ok('GET', `/games/${matched.gameId}`, { from, token });
  }
  const ticketOf = async (path: string, bearer: string, tableFrom: string) =>
    (await client.ok('POST', path, { from: tableFrom, token: bearer })).body.ticket as string;
  const table = tables.find((t) => t.tokens.some((x) => x))!;
  const seatToken = table.tokens.find((x) => x)!;
  const seatTicket = await ticketOf(`/games/${table.id}/stream-tickets`, seatToken, table.from);
  const seatStream = await openStream(
    client,
    `/games/${table.id}/stream?ticket=${encodeURIComponent(seatTicket)}`,
    table.from,
  );
  seatStream.close();
  if (!seatStream.first) problems.push(`ticket: a seat's stream answered ${seatStream.status}`);
  const playerTicket = await ticketOf('/players/me/stream-tickets', token, from);
  const playerStream = await openStream(
    client,
    `/players/me/stream?ticket=${encodeURIComponent(playerTicket)}`,
    from,
  );
  playerStream.close();
  if (!playerStream.first) {
    problems.push(`ticket: the player's stream answered ${playerStream.status}`);
  }
  return problems;
}

/** Score tables, proofs and replays of the deals that are over; at least one must be. */
export async function walkFinishedDeals(
  client: ClusterHttp,
  tables: Table[],
): Promise<{
  deals: number;
  problems: string[];
}> {
  let deals = 0;
  const problems: string[] = [];
  for (const table of tables) {
    const scores = (await client.ok('GET', `/games/${table.id}/score-table`, { from: table.from }))
      .body as { rows: unknown[] };
    for (let deal = 1; deal <= scores.rows.length; deal++) {
      for (const what of ['proof', 'replay']) {
        const answer = await client.request('GET', `/games/${table.id}/deals/${deal}/${what}`, {
          from: table.from,
        });
        if (answer.status !== 200) {
          problems.push(`table ${table.index}: deal ${deal}'s ${what} answered ${answer.status}`);
        }
      }
      deals++;
    }
  }
  if (!deals) problems.push('no deal was over: no score table row, proof or replay was read');
  return { deals, problems };
}
