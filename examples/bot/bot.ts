// The reference bot (README, "Bots from outside"): a bot account that listens on its player
// stream, accepts challenges, waits on the ladder (the queue) and plays each turn from its view's
// legalActions through POST /actions, on the generated typed client (openapi-fetch).
import createClient from 'openapi-fetch';
import type { paths } from '../../test/client/schema.js';
import { readSse } from './sse.js';
import { simpleStrategy, type GameView, type Strategy } from './strategies.js';

export interface BotOptions {
  /** The service's base URL, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  /** The bot account's player token (POST /api/v1/players with kind "bot" answers it once). */
  token: string;
  strategy?: Strategy;
  /** Queue for the ladder at start and after each game (with these queue settings). */
  ladder?: { players: 3 | 4; rated: boolean } | null;
  /** Accept every challenge (default true). */
  acceptChallenges?: boolean;
  random?: () => number;
  log?: (line: string) => void;
}

export interface BotCounts {
  moves: number;
  games: number;
  finished: number;
  errors: number;
  reconnects: number;
}

type Message = { kind: string; gameId?: string; challengeId?: string; status?: string };

/** One bot: `run()` until `stop()`; the stream resumes from its last id after a disconnect. */
export class ReferenceBot {
  readonly counts: BotCounts = { moves: 0, games: 0, finished: 0, errors: 0, reconnects: 0 };
  private readonly api;
  private readonly strategy: Strategy;
  private readonly random: () => number;
  private lastId: string | null = null;
  private stopped = false;
  private abort = new AbortController();
  private readonly games = new Set<string>();

  constructor(private readonly options: BotOptions) {
    this.api = createClient<paths>({
      baseUrl: options.baseUrl,
      headers: { Authorization: `Bearer ${options.token}` },
    });
    this.strategy = options.strategy ?? simpleStrategy;
    this.random = options.random ?? Math.random;
  }

  /** Who the token belongs to (GET /players/me): a bot account, or this refuses to run. */
  async connect() {
    const { data, error } = await this.api.GET('/api/v1/players/me');
    if (!data) throw new Error(`GET /players/me: ${JSON.stringify(error)}`);
    if (data.kind !== 'bot') throw new Error('this token is not a bot account');
    return data;
  }

  async run(): Promise<void> {
    await this.connect();
    if (this.options.ladder) await this.queue();
    while (!this.stopped) {
      try {
        await this.listen();
      } catch (error) {
        if (this.stopped) break;
        this.note(`stream: ${(error as Error).message}`);
      }
      if (this.stopped) break;
      this.counts.reconnects++;
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  stop(): void {
    this.stopped = true;
    this.abort.abort();
  }

  /** Closes the stream as a dropped connection would: run() opens it again from its last id. */
  drop(): void {
    this.abort.abort();
  }

  private async listen(): Promise<void> {
    this.abort = new AbortController();
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.options.token}`,
      Accept: 'text/event-stream',
    };
    if (this.lastId !== null) headers['Last-Event-ID'] = this.lastId;
    const res = await fetch(`${this.options.baseUrl}/api/v1/players/me/stream`, {
      headers,
      signal: this.abort.signal,
    });
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
    for await (const m of readSse(res.body)) {
      if (m.id !== null) this.lastId = m.id;
      if (!m.data) continue;
      await this.on(JSON.parse(m.data) as Message).catch((error: unknown) => {
        this.counts.errors++;
        this.note(`${m.event}: ${(error as Error).message}`);
      });
    }
  }

  private async on(m: Message): Promise<void> {
    if (m.kind === 'challenge' && m.status === 'open' && this.options.acceptChallenges !== false) {
      await this.api.POST('/api/v1/challenges/{challengeId}/accept', {
        params: { path: { challengeId: m.challengeId! } },
      });
    } else if (m.kind === 'game_started' && m.gameId && !this.games.has(m.gameId)) {
      this.games.add(m.gameId);
      this.counts.games++;
      await this.play(m.gameId);
    } else if (m.kind === 'your_turn' && m.gameId) {
      await this.play(m.gameId);
    } else if (m.kind === 'game_finished') {
      this.counts.finished++;
      if (this.options.ladder && !this.stopped) await this.queue();
    } else if (m.kind === 'queue_expired' && this.options.ladder && !this.stopped) {
      await this.queue();
    }
  }

  /** Makes a move if the view offers one (a message may come after the turn moved on). */
  private async play(gameId: string): Promise<void> {
    const { data } = await this.api.GET('/api/v1/games/{gameId}', {
      params: { path: { gameId } },
    });
    const view = data as GameView | undefined;
    if (!view || view.legalActions.length === 0) return;
    const { response } = await this.api.POST('/api/v1/games/{gameId}/actions', {
      params: { path: { gameId } },
      body: this.strategy(view, this.random),
    });
    // 409/412: the turn timed out or moved on; the next message says what is next.
    if (response.ok) this.counts.moves++;
    else if (response.status !== 409 && response.status !== 412) {
      throw new Error(`POST /actions answered ${response.status}`);
    }
  }

  private async queue(): Promise<void> {
    const ladder = this.options.ladder!;
    const { response } = await this.api.POST('/api/v1/queue', {
      body: { players: ladder.players, rated: ladder.rated },
    });
    // 409 already_queued is fine; 403 bot_paused and 429 say to wait (README).
    if (!response.ok && response.status !== 409) this.note(`queue: ${response.status}`);
  }

  private note(line: string): void {
    this.options.log?.(line);
  }
}
