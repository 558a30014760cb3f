// The tables of bench:capacity: one game each, with its three seats' streams and its spectators'
// open, and one loop making a move every few seconds (jittered), as people at a table would: the
// acting seat's view (GET, for its legalActions), then a move (POST) chosen from them.
import { randomUUID } from 'node:crypto';
import { API, newGame, type Game } from './game-loops.js';
import { randomMove, rng, type SeatViewLite } from './games.js';
import type { HttpClient, JsonResponse } from './http-client.js';
import { watch, type Watch, type WatchOptions } from './sse-watch.js';

export interface TableStats {
  moves: number[];
  views: number[];
  /** Delay from a move's answer to its update on the table's first spectator stream. */
  streamDelays: number[];
  accepted: number;
  /** Answers of 503 `overloaded` (load shed: not counted among the errors, but reported). */
  refused: number;
  /** When each was answered (performance.now()), to tell the warm-up's from the window's. */
  refusedAt: number[];
  errors: number;
  firstErrors: string[];
  drops: number;
  /** Moves answered in the window whose update never reached the spectator stream. */
  lost: number;
  gamesReplaced: number;
}

export const newStats = (): TableStats => ({
  moves: [],
  views: [],
  streamDelays: [],
  accepted: 0,
  refused: 0,
  refusedAt: [],
  errors: 0,
  firstErrors: [],
  drops: 0,
  lost: 0,
  gamesReplaced: 0,
});

function noteError(s: TableStats, what: string): void {
  s.errors++;
  if (s.firstErrors.length < 5) s.firstErrors.push(what);
}

const overloaded = (res: JsonResponse) => res.status === 503 && res.body?.code === 'overloaded';

/**
 * Set-up work retried while the service answers 503 `overloaded`, after its Retry-After (1 s)
 * jittered: a room filling up is not the load measured, and a refusal is not an error there.
 */
async function patiently<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 20 || !/answered 503/.test((error as Error).message)) {
        throw error;
      }
      await sleep(1000 * (0.5 + Math.random()));
    }
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface TableOptions {
  http: HttpClient;
  base: string;
  spectators: number;
  /** Mean seconds between a table's moves; each gap is uniform in [pace/2, 3 pace/2]. */
  paceSeconds: number;
  /** Each move sent with an Idempotency-Key of its own, as the SDK and the web table send. */
  keyed: boolean;
  /** Moves answered in [from, to) (performance.now()) are counted. */
  from: number;
  to: number;
  stats: TableStats;
}

/** One table: its game, its streams, and what its spectator stream has and has not shown yet. */
export class Table {
  private game: Game | null = null;
  private streams: Watch[] = [];
  /** `version` -> time its move was answered, until the spectator stream shows it. */
  private readonly answered = new Map<number, number>();
  private readonly arrived = new Map<number, number>();

  constructor(
    private readonly o: TableOptions,
    private readonly seed: number,
  ) {}

  /** Creates the game and opens its streams; resolves when every stream has sent its view. */
  async open(): Promise<void> {
    const game = await patiently(() => newGame(this.o.http));
    this.game = game;
    this.answered.clear();
    this.arrived.clear();
    const url = `${this.o.base}${API}/${game.id}/stream`;
    const onDrop = (why: string) => {
      if (this.game !== game) return;
      this.o.stats.drops++;
      if (this.o.stats.firstErrors.length < 5) this.o.stats.firstErrors.push(`drop: ${why}`);
    };
    const open = async (token: string | undefined, onUpdate?: WatchOptions['onUpdate']) => {
      const stream = await patiently(async () => {
        const w = watch({ url, token, onDrop, onUpdate });
        await w.ready;
        return w;
      });
      if (this.game === game) this.streams.push(stream);
      else stream.close();
    };
    this.streams = [];
    await Promise.all([
      ...game.tokens.map((token) => open(token)),
      ...Array.from({ length: this.o.spectators }, (_, i) =>
        open(undefined, i === 0 ? (v, at) => this.arrival(v, at) : undefined),
      ),
    ]);
  }

  private arrival(version: number, at: number): void {
    const t0 = this.answered.get(version);
    if (t0 === undefined) {
      // NOTIFY fires at commit, before the HTTP answer is written: the stream may win the race.
      this.arrived.set(version, at);
      return;
    }
    this.answered.delete(version);
    if (t0 >= this.o.from && t0 < this.o.to) this.o.stats.streamDelays.push(Math.max(0, at - t0));
  }

  private answer(version: number, at: number): void {
    const t1 = this.arrived.get(version);
    if (t1 === undefined) {
      this.answered.set(version, at);
      return;
    }
    this.arrived.delete(version);
    if (at >= this.o.from && at < this.o.to) this.o.stats.streamDelays.push(Math.max(0, t1 - at));
  }

  private refused(): void {
    this.o.stats.refused++;
    this.o.stats.refusedAt.push(performance.now());
  }

  /** Plays until `to`; then counts the window's moves the spectator stream never showed. */
  async play(): Promise<void> {
    const r = rng(this.seed);
    const s = this.o.stats;
    const gap = () => this.o.paceSeconds * 1000 * (0.5 + r());
    await sleep(gap() * r());
    while (performance.now() < this.o.to) {
      const game = this.game;
      if (!game) {
        try {
          await this.open();
          s.gamesReplaced++;
        } catch (error) {
          noteError(s, `setup: ${(error as Error).message}`);
          await sleep(gap());
        }
        continue;
      }
      const next = performance.now() + gap();
      await this.cycle(game, r).catch((error: Error) => noteError(s, `network: ${error.message}`));
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
    }
    for (const at of this.answered.values()) if (at >= this.o.from && at < this.o.to) s.lost++;
  }

  private async cycle(game: Game, r: () => number): Promise<void> {
    const s = this.o.stats;
    const counted = (at: number) => at >= this.o.from && at < this.o.to;
    const token = game.tokens[game.turn];
    const view = await this.o.http.request('GET', `${API}/${game.id}`, { token });
    if (counted(performance.now())) s.views.push(view.ms);
    if (overloaded(view)) return this.refused();
    if (view.status !== 200) return noteError(s, `view ${view.status}`);
    const seen = view.body as SeatViewLite;
    if (seen.status !== 'playing' || !seen.deal || seen.deal.number > 60) return this.retire();
    if (seen.deal.turn !== game.turn || !seen.legalActions.length) {
      game.turn = seen.deal.turn;
      return;
    }
    const move = randomMove(seen.legalActions, r);
    const res = await this.o.http.request('POST', `${API}/${game.id}/${move.path}`, {
      token,
      body: move.body,
      idempotencyKey: this.o.keyed ? randomUUID() : undefined,
    });
    const at = performance.now();
    if (overloaded(res)) return this.refused();
    if (res.status !== 200) {
      return noteError(s, `${move.path} ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    const after = res.body as SeatViewLite;
    this.answer(after.version, at);
    if (counted(at)) {
      s.moves.push(res.ms);
      s.accepted++;
    }
    if (after.status !== 'playing' || !after.deal) return this.retire();
    game.turn = after.deal.turn;
  }

  /** A game that ended (or passed 60 deals, as bench:http cuts them) is replaced by a new one. */
  private retire(): void {
    this.close();
    this.game = null;
  }

  close(): void {
    const streams = this.streams;
    this.streams = [];
    this.game = null;
    for (const stream of streams) stream.close();
  }
}
