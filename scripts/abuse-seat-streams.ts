// The attacks on a seat stream's binding to its seat, for scripts/abuse.ts: each prints one line
// through `report`. A seat's stream opened with a resume point past the sequence number its own
// `player_left` would get never saw that event, and went on after its player left: a waiting game's
// seat then showed the next occupant's hand, a running game's the cards the bot played for it, and
// the seat `connected` with nobody's stream open.
import http from 'node:http';
import { getView, postMove, randomMove, rng } from '../bench/support/games.js';
import type { Report } from './abuse-bounds.js';

interface Event {
  seq: number;
  type: string;
  data: Record<string, unknown> | null;
}

/** A seat stream as the attacker reads it: its answer, the events of its updates, its end. */
class Stream {
  status = 0;
  code = '';
  ended = false;
  /** The first message (the caller's view) arrived: the stream is open. */
  viewed = false;
  readonly events: Event[] = [];
  private readonly req: http.ClientRequest;
  private buffer = '';

  constructor(url: string, headers: Record<string, string>) {
    this.req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      this.status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => this.feed(chunk));
      res.on('close', () => (this.ended = true));
    });
    this.req.on('error', () => (this.ended = true));
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    if (this.status !== 200) {
      try {
        this.code = String((JSON.parse(this.buffer) as { code?: string }).code ?? '');
      } catch {
        // not whole yet
      }
      return;
    }
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      if (block.includes('event: view')) this.viewed = true;
      if (!block.includes('event: update')) continue;
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) this.events.push(...(JSON.parse(data.slice(6)) as { events: Event[] }).events);
    }
  }

  /** What of the seat's private data reached the stream: hands and cards. */
  secrets(): string[] {
    return this.events.flatMap((e) => {
      if (e.type === 'deal_started' && e.data?.hand !== undefined) return ['a hand'];
      if (e.type === 'card_given' && e.data?.card != null) return ['a card'];
      return [];
    });
  }

  close(): void {
    this.req.destroy();
  }
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The game's events as a spectator reads them after `after` (enough of them for the attack). */
async function log(api: string, gameId: string, after: number): Promise<Event[]> {
  const res = await fetch(`${api}/games/${gameId}/events?after=${after}&limit=500`);
  const page = (await res.json()) as { events: Event[]; lastSeq: number };
  return page.events;
}

async function lastSeq(api: string, gameId: string): Promise<number> {
  const res = await fetch(`${api}/games/${gameId}/events?limit=1`);
  return ((await res.json()) as { lastSeq: number }).lastSeq;
}

function streamOf(api: string, gameId: string, token: string, resume: Record<string, string>) {
  const query = resume.after === undefined ? '' : `?after=${resume.after}`;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (resume.lastEventId !== undefined) headers['last-event-id'] = resume.lastEventId;
  return new Stream(`${api}/games/${gameId}/stream${query}`, headers);
}

/** Whether the seat shows `connected` to a spectator. */
async function connected(api: string, gameId: string, seat: number): Promise<boolean> {
  const view = (await (await fetch(`${api}/games/${gameId}`)).json()) as {
    seats: { connected: boolean }[];
  };
  return view.seats[seat].connected;
}

/** What happened to a stream that outlived its seat, as the report's outcome. */
function outcome(s: Stream, stillConnected: boolean): { text: string; ok: boolean } {
  if (s.status !== 200) return { text: `${s.status} ${s.code}`.trim(), ok: false };
  const secrets = s.secrets();
  const text = [
    `200; it got ${secrets.length ? secrets.join(', ') : 'no hand or card'}`,
    s.ended ? 'then ended' : 'still open',
    stillConnected ? 'the seat shows connected' : 'the seat not connected',
  ].join(', ');
  return { text, ok: secrets.length === 0 && s.ended && !stillConnected };
}

/** A waiting game: Anna's stream, then she leaves and three others take the seats. */
async function waitingGame(api: string, resume: (seq: number) => Record<string, string>) {
  const game = await post(`${api}/games`, { name: 'abuse: seat streams' });
  const gameId = String(game.id);
  const anna = await post(`${api}/games/${gameId}/players`, { name: 'Anna' });
  const token = String(anna.token);
  const seat = Number(anna.seat);
  const s = streamOf(api, gameId, token, resume(await lastSeq(api, gameId)));
  await until(() => s.viewed || (s.status !== 0 && s.status !== 200), 5000);
  await post(`${api}/games/${gameId}/leave`, {}, token);
  for (const name of ['Boris', 'Vera', 'Gleb']) {
    await post(`${api}/games/${gameId}/players`, { name });
  }
  await until(() => s.ended || s.secrets().length > 0, 3000);
  const result = { stream: s, connected: await connected(api, gameId, seat) };
  s.close();
  return result;
}

/**
 * Attack 1 and 3: a waiting game's seat stream, resumed with `?after=` the sequence number of its
 * own player_left (must be refused: 400 invalid_resume_point), and opened plainly before leaving
 * (must end with the leaving and never show the next occupant's hand).
 */
export async function waitingSeatStreams(api: string, report: Report): Promise<void> {
  const past = await waitingGame(api, (seq) => ({ after: String(seq + 1) }));
  const refused = past.stream.status === 400 && past.stream.code === 'invalid_resume_point';
  const seen = outcome(past.stream, past.connected);
  report(
    "seat stream ?after= its own player_left, then the seat's next occupant is dealt",
    refused ? `400 ${past.stream.code}` : seen.text,
    refused,
    '400 invalid_resume_point',
  );
  const plain = await waitingGame(api, () => ({}));
  const told = plain.stream.events.map((e) => e.type).join(', ');
  const ended = outcome(plain.stream, plain.connected);
  report(
    "seat stream open while its player leaves, then the seat's next occupant is dealt",
    `${ended.text} (events: ${told || 'none'})`,
    ended.ok && (told === 'player_left' || told === ''),
    'nothing after player_left, then the end; the seat not connected',
  );
}

/**
 * Attack 2: a running game's seat stream resumed with Last-Event-ID the sequence number of its own
 * player_left, while the bot plays the seat after it left (must be refused: 400
 * invalid_resume_point; accepted, it must show no hand or card given to or by the seat).
 */
export async function runningSeatStream(api: string, report: Report): Promise<void> {
  const game = await post(`${api}/games`, { name: 'abuse: seat streams' });
  const gameId = String(game.id);
  const tokens: string[] = [];
  for (const name of ['Anna', 'Boris', 'Vera']) {
    const joined = await post(`${api}/games/${gameId}/players`, { name });
    tokens[Number(joined.seat)] = String(joined.token);
  }
  const left = 2;
  const seq = await lastSeq(api, gameId);
  const s = streamOf(api, gameId, tokens[left], { lastEventId: String(seq + 1) });
  await until(() => s.viewed || (s.status !== 0 && s.status !== 200), 5000);
  if (s.status === 200) {
    await post(`${api}/games/${gameId}/leave`, {}, tokens[left]);
    // The others play on (the bot plays the seat that was left) until the log holds a hand dealt
    // or a card given to or by that seat.
    const r = rng(18);
    const base = api.replace(/\/api\/v1$/, '');
    const deadline = Date.now() + 30_000;
    const secretOfSeat = (e: Event) =>
      e.type === 'deal_started' ||
      (e.type === 'card_given' && (e.data?.fromSeat === left || e.data?.toSeat === left));
    while (Date.now() < deadline && !(await log(api, gameId, seq + 1)).some(secretOfSeat)) {
      const view = await getView(base, gameId);
      if (view.status !== 'playing') break;
      const turn = view.deal!.turn;
      if (turn === left) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const mine = await getView(base, gameId, tokens[turn]);
      await (await postMove(base, gameId, tokens[turn], randomMove(mine.legalActions, r))).text();
    }
    await until(() => s.ended || s.secrets().length > 0, 3000);
  }
  const refused = s.status === 400 && s.code === 'invalid_resume_point';
  const seen = outcome(s, await connected(api, gameId, left));
  s.close();
  report(
    'seat stream Last-Event-ID: its own player_left, then the bot plays the left running seat',
    refused ? `400 ${s.code}` : seen.text,
    refused,
    '400 invalid_resume_point',
  );
}
