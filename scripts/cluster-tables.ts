// The tables of `npm run test:cluster`: games of three anonymous seats with botPaceMs 0 (or one
// person and two random bots, at Shared.botPaceMs), every seat's stream and a spectator's open, and one loop per table
// making the random legal move of the seat to act (GET its view, POST the move with an
// Idempotency-Key, both through the balancer, from the table's own client address), then waiting until the stream of the seat
// to act next shows the move: that wait, the time the table stands still on the service, is what
// the run calls a table's pause.
import { randomLegalAction, type Action, type LegalAction } from '../src/core/engine/index.js';
import { moveOf, rng } from '../bench/support/games.js';
import type { Instance } from './cluster-instances.js';
import { newKey, type ClusterHttp } from './cluster-http.js';
import { ClusterStream } from './cluster-streams.js';

/** A stream that has not shown a move after this long counts as this pause, and play goes on. */
const SEEN_TIMEOUT_MS = 10_000;

/** A move the service answered 200: its version, by whom, what, when and where. */
export interface Ack {
  version: number;
  seat: number;
  action: Action;
  at: number;
  instance: number;
}

/** A move sent that got no 200 (refused, or no answer at all): it may or may not be in the log. */
export interface Unanswered {
  seat: number;
  action: Action;
  /** The version it was decided on: it would be written at the next one. */
  decidedAt: number;
  outcome: string;
}

export interface Shared {
  http: ClusterHttp;
  /** Called with the instance of every move answered 200, at once (the kill waits for one). */
  onAck: (instance: Instance | null) => void;
  /** Each table's think time between moves is uniform in [0, thinkMs). */
  thinkMs: number;
  /**
   * The pace of the bots' tables (CLUSTER_BOT_PACE_MS). When the instance that was to play a bot's
   * turn stops (drains, or dies before the move), the turn clock of any instance takes it over: at a
   * pace once its deadline passed and its claim ran out, at pace 0 once the committing instance's
   * hold on it passed (UNPACED_BOT_HOLD_MS, src/core/table/online-rules.ts). Before that hold, a
   * pace-0 turn had no deadline and waited for an instance to start: 19.8 s of pause in a rolling
   * restart.
   */
  botPaceMs: number;
  /**
   * Whether a pause from `from` to `to` (performance.now()) overlapped the pooler's outage: the
   * database was away then, so such a pause is kept apart (Table.outagePause).
   */
  inOutage: (from: number, to: number) => boolean;
  /** What the run is doing now (the kill, a restart), to say when a long pause happened. */
  phase: () => string;
}

interface SeatView {
  status: string;
  version: number;
  deal: { turn: number } | null;
  legalActions: LegalAction[];
}

export class Table {
  id = '';
  /** Seat tokens; null for a bot's seat. */
  tokens: (string | null)[] = [];
  streams: ClusterStream[] = [];
  private readonly seatStreams = new Map<number, ClusterStream>();
  readonly acks: Ack[] = [];
  readonly unanswered: Unanswered[] = [];
  /** The longest pause of this table, and in what phase of the run it ended. */
  pause = { ms: 0, phase: '' };
  /** The longest pause that overlapped the pooler's outage. */
  outagePause = 0;
  readonly problems: string[] = [];
  finished = false;
  private readonly random: () => number;
  /** The table's client address: its players share it, as players at one table behind a NAT. */
  readonly from: string;

  constructor(
    private readonly s: Shared,
    readonly index: number,
    readonly bots: boolean,
  ) {
    this.random = rng(1000 + index);
    this.from = `127.0.1.${index + 1}`;
  }

  get people(): number[] {
    return this.tokens.flatMap((t, seat) => (t ? [seat] : []));
  }

  /** Creates the game, takes its seats and opens its streams. */
  async open(): Promise<void> {
    const http = this.s.http;
    const from = this.from;
    const created = await http.ok('POST', '/games', {
      from,
      key: newKey(),
      body: { name: `cluster ${this.index}`, botPaceMs: this.bots ? this.s.botPaceMs : 0 },
    });
    this.id = created.body.id;
    this.tokens = [null, null, null];
    const people = this.bots ? 1 : 3;
    for (let i = 0; i < people; i++) {
      const joined = await http.ok('POST', `/games/${this.id}/players`, {
        from,
        key: newKey(),
        body: { name: `p${this.index}x${i}` },
      });
      this.tokens[joined.body.seat] = joined.body.token;
    }
    for (let i = people; i < 3; i++) {
      await http.ok('POST', `/games/${this.id}/bots`, {
        from,
        key: newKey(),
        body: { level: 'random' },
      });
    }
    for (const seat of this.people) {
      const stream = new ClusterStream(http, this.id, this.tokens[seat]!, `seat ${seat}`, from);
      this.seatStreams.set(seat, stream);
      this.streams.push(stream);
    }
    this.streams.push(new ClusterStream(http, this.id, undefined, 'spectator', from));
    await Promise.all(this.streams.map((s) => s.open()));
  }

  /** Plays until `until` (performance.now()) or the game's end. */
  async play(until: () => number): Promise<void> {
    let view = await this.personToAct();
    while (view && performance.now() < until()) {
      await new Promise((r) => setTimeout(r, this.random() * this.s.thinkMs));
      const seat = view.deal!.turn;
      const action = randomLegalAction(this.random, view.legalActions, 'flowing');
      const answer = await this.move(seat, action, view.version);
      if (!answer) {
        view = await this.personToAct();
        continue;
      }
      if (answer.status !== 'playing') break;
      view = await this.waitForNext(answer.version, answer.at);
    }
    this.finished = !view;
  }

  private async move(seat: number, action: Action, decidedAt: number) {
    const move = moveOf(action);
    const token = this.tokens[seat]!;
    const path = `/games/${this.id}/${move.path}`;
    let answer;
    try {
      answer = await this.s.http.request('POST', path, {
        from: this.from,
        token,
        body: move.body,
        key: newKey(),
      });
    } catch (error) {
      this.unanswered.push({ seat, action, decidedAt, outcome: (error as Error).message });
      return null;
    }
    if (answer.status !== 200) {
      const outcome = `${answer.status} ${answer.body?.code}`;
      this.unanswered.push({ seat, action, decidedAt, outcome });
      this.problems.push(`table ${this.index}: ${move.path} answered ${outcome}`);
      return null;
    }
    this.s.onAck(answer.instance);
    const version = answer.body.version as number;
    this.acks.push({
      version,
      seat,
      action,
      at: answer.at,
      instance: answer.instance?.index ?? -1,
    });
    return { version, status: answer.body.status as string, at: answer.at };
  }

  /**
   * Waits until the stream of the person to act next shows the game at the version where they act
   * (bots' moves in between); answers that person's view, or null once the game is over.
   */
  private async waitForNext(version: number, since: number): Promise<SeatView | null> {
    const next = await this.personToAct();
    if (!next) return null;
    const stream = this.seatStreams.get(next.deal!.turn)!;
    const goal = Math.max(version, next.version);
    const at = await stream.seen(goal, SEEN_TIMEOUT_MS);
    if (at === null) {
      this.problems.push(`table ${this.index}: ${stream.label} did not show version ${goal}`);
      this.notePause(since, performance.now());
      return next;
    }
    // Each move the stream showed from the acknowledged one on (bots' moves, at a bots' table) is
    // a step of the table; the longest wait between two steps is its pause.
    let last = since;
    for (let v = version; v <= goal; v++) {
      const arrived = stream.arrivals.get(v);
      if (arrived === undefined) continue;
      this.notePause(last, arrived);
      last = Math.max(last, arrived);
    }
    return next;
  }

  private notePause(from: number, to: number): void {
    const ms = to - from;
    if (this.s.inOutage(from, to)) this.outagePause = Math.max(this.outagePause, ms);
    else if (ms > this.pause.ms) this.pause = { ms, phase: this.s.phase() };
  }

  /**
   * The view of the person to act (polling while a bot is to act): null once the game is not being
   * played.
   */
  private async personToAct(): Promise<SeatView | null> {
    for (let i = 0; i < 2000; i++) {
      const token = this.tokens.find((t) => t) ?? undefined;
      const any = await this.s.http.ok('GET', `/games/${this.id}`, { token, from: this.from });
      const seen = any.body as SeatView;
      if (seen.status !== 'playing' || !seen.deal) return null;
      const turn = seen.deal.turn;
      const mine = this.tokens[turn];
      if (mine) {
        if (mine === token) return seen;
        const view = (
          await this.s.http.ok('GET', `/games/${this.id}`, { token: mine, from: this.from })
        ).body as SeatView;
        if (view.deal?.turn === turn && view.legalActions.length) return view;
      } else {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    throw new Error(`table ${this.index}: no person's turn came`);
  }

  close(): void {
    for (const stream of this.streams) stream.close();
  }
}
