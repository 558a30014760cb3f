// The event streams of `npm run test:cluster`: a game's stream (a seat's, or the spectator's)
// through the balancer, from its client's address, that reconnects (the balancer choosing an
// instance that is up) with Last-Event-ID whenever its connection ends before the game did, and
// keeps every event it was sent, to be checked against the log at the end.
import http from 'node:http';
import type { ClusterHttp } from './cluster-http.js';
import type { Instance } from './cluster-instances.js';

/** The events that end a game's stream (src/live/streams/game-stream.ts). */
const GAME_ENDS = new Set(['game_over', 'game_forfeited', 'game_abandoned', 'game_closed']);

export interface Resume {
  /** performance.now() of the instance's stop when it was stopped, else of the drop. */
  from: number;
  /** performance.now() of the first message (the view) on the new connection. */
  at: number;
  /** How the instance was stopped: 'kill', 'term', or 'drop' when it was not. */
  cause: 'kill' | 'term' | 'drop';
  /** performance.now() when the connection ended. */
  dropped: number;
}

export class ClusterStream {
  /** The view's lastSeq when the stream first opened: events after it are owed. */
  startSeq = -1;
  /** The last update id received (where a reconnection resumes). */
  lastId = -1;
  /** Every event received, in order: its sequence number and version. */
  readonly events: { seq: number; version: number }[] = [];
  /** When each version first arrived. */
  readonly arrivals = new Map<number, number>();
  readonly resumes: Resume[] = [];
  readonly problems: string[] = [];
  /** Attempts to (re)open answered 5xx (an instance draining, the balancer with none up). */
  refused = 0;
  /** The newest version received. */
  version = 0;
  instance: Instance | null = null;
  private req: http.ClientRequest | null = null;
  private closing = false;
  private ended = false;
  private waiters: { version: number; done: (at: number | null) => void }[] = [];
  private opened: (() => void) | null = null;

  constructor(
    private readonly http: ClusterHttp,
    readonly gameId: string,
    /** The seat's token, or undefined for the spectator stream. */
    readonly token: string | undefined,
    readonly label: string,
    /** The client's address. */
    readonly from = '127.0.0.1',
  ) {}

  /** Opens the stream; resolves once its first view arrived. */
  open(): Promise<void> {
    const ready = new Promise<void>((done) => (this.opened = done));
    void this.connect(null);
    return ready;
  }

  close(): void {
    this.closing = true;
    this.req?.destroy();
    for (const w of this.waiters.splice(0)) w.done(null);
  }

  /** Whether the game ended on this stream (it carried the game's end). */
  get over(): boolean {
    return this.ended;
  }

  /**
   * Resolves with the time version `version` (or a later one) arrived, or null after `timeoutMs`.
   */
  seen(version: number, timeoutMs: number): Promise<number | null> {
    if (this.version >= version) {
      return Promise.resolve(this.arrivals.get(version) ?? this.arrivals.get(this.version) ?? 0);
    }
    return new Promise((resolve) => {
      const waiter = { version, done: resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) this.waiters.splice(i, 1);
        resolve(null);
      }, timeoutMs).unref();
    });
  }

  private connect(dropped: Omit<Resume, 'at'> | null): void {
    if (this.closing) return;
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.lastId >= 0) headers['last-event-id'] = String(this.lastId);
    const url = `${this.http.baseUrl}/api/v1/games/${this.gameId}/stream`;
    let buffer = '';
    let first = true;
    let instance: Instance | null = null;
    const req = http.get(url, { agent: false, localAddress: this.from, headers }, (res) => {
      instance = this.http.instanceOf(res.headers);
      this.instance = instance;
      if (res.statusCode !== 200) {
        res.resume();
        if (res.statusCode! >= 500) {
          this.refused++;
          return;
        }
        this.problems.push(
          `${this.label}: stream answered ${res.statusCode} on ${instance?.index}`,
        );
        // A refusal that is not the instance's stop would repeat for ever: give up on the stream.
        if (this.problems.length > 20) this.closing = true;
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (first && message.includes('event: view')) {
            first = false;
            if (dropped) this.resumes.push({ ...dropped, at });
          }
          this.message(message, at);
        }
      });
    });
    this.req = req;
    let over = false;
    const end = () => {
      if (over) return;
      over = true;
      if (this.closing || this.ended) return;
      const stopped: Instance | null = instance && !instance.up ? instance : null;
      const from = stopped?.stoppedAt ?? performance.now();
      const cause: Resume['cause'] = !stopped ? 'drop' : stopped.killed ? 'kill' : 'term';
      // A connection that never carried its view resumes from the same drop.
      const again = dropped && first ? dropped : { from, cause, dropped: performance.now() };
      setTimeout(() => this.connect(again), first ? 50 : 0);
    };
    req.on('error', end);
    req.on('close', end);
  }

  private message(message: string, at: number): void {
    let event = '';
    let data = '';
    let id: number | null = null;
    for (const line of message.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
      else if (line.startsWith('id: ')) id = Number(line.slice(4));
    }
    if (event === 'view') {
      const view = JSON.parse(data) as { lastSeq: number; version: number };
      if (this.startSeq < 0) {
        this.startSeq = this.lastId = view.lastSeq;
        this.version = view.version;
        this.opened?.();
      }
      return;
    }
    if (event !== 'update') return;
    const update = JSON.parse(data) as {
      version: number;
      events: { seq: number; type: string }[];
    };
    for (const e of update.events) {
      this.events.push({ seq: e.seq, version: update.version });
      if (GAME_ENDS.has(e.type)) this.ended = true;
    }
    if (id !== null) this.lastId = id;
    if (!this.arrivals.has(update.version)) this.arrivals.set(update.version, at);
    if (update.version > this.version) this.version = update.version;
    this.waiters = this.waiters.filter((w) => {
      if (w.version > this.version) return true;
      w.done(this.arrivals.get(w.version) ?? at);
      return false;
    });
  }
}
