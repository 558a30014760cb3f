// The hand-written face of the SDK: a service (`Thousand`), the seats and players it hands out
// with their tokens, every write retried under one Idempotency-Key, every refusal a ThousandError
// with its typed code, and the stream as an iterator that resumes. The generated functions stay
// available (`thousand.client` with `./gen`) for whatever this layer does not wrap.
import { call, type RetryOptions } from './call.js';
import { type Client, createClient, createConfig } from './gen/client/index.js';
import * as sdk from './gen/sdk.gen.js';
import type {
  Action,
  AddBotDto,
  BotSeatDto,
  CreateGameDto,
  GameViewDto,
  HintDto,
  JoinGameDto,
  PlayerDto,
  PlayerStreamMessage,
  PlayerWithTokenDto,
  QueueEntryDto,
  QueueRequestDto,
  ScoreTableDto,
  StreamMessage,
  StreamTicketDto,
} from './gen/types.gen.js';
import { followPlayerStream, followStream, type StreamOptions } from './stream.js';

export interface ThousandOptions extends RetryOptions {
  /** The service's origin, such as `https://thousand.example` (no trailing path). */
  baseUrl: string;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const keyed = (key: string | undefined) => (key ? { 'Idempotency-Key': key } : {});

/** A service: the lobby, spectators' reads, and the seats and players it hands out. */
export class Thousand {
  readonly client: Client;
  readonly baseUrl: string;

  constructor(readonly options: ThousandOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.client = createClient(createConfig({ baseUrl: this.baseUrl, fetch: options.fetch }));
  }

  /** A new table (anonymous, or created by a player: `createGame(body, player)`). */
  createGame(body: CreateGameDto = {}, player?: Player): Promise<GameViewDto> {
    const { client } = this;
    const auth = player ? bearer(player.token) : {};
    return call(
      (key) => sdk.createGame({ client, body, headers: { ...auth, ...keyed(key) } }),
      'write',
      this.options,
    );
  }

  /** Takes a free seat: the Seat holds its token (shown once: keep `seat.token` to come back). */
  async join(gameId: string, body: JoinGameDto, player?: Player): Promise<Seat> {
    const { client } = this;
    const auth = player ? bearer(player.token) : {};
    const joined = await call(
      (key) =>
        sdk.joinGame({ client, path: { gameId }, body, headers: { ...auth, ...keyed(key) } }),
      'write',
      this.options,
    );
    return new Seat(this, gameId, joined.seat, joined.token, joined.game);
  }

  /** The seat of a token kept from an earlier join (or a player's token for its seat). */
  seat(gameId: string, seat: number, token: string): Seat {
    return new Seat(this, gameId, seat, token);
  }

  /** Seats a computer player at a free seat (a rated game wants a seated player: `by`). */
  addBot(gameId: string, body: AddBotDto, by?: Seat | Player): Promise<BotSeatDto> {
    const { client } = this;
    const auth = by ? bearer(by.token) : {};
    return call(
      (key) => sdk.addBot({ client, path: { gameId }, body, headers: { ...auth, ...keyed(key) } }),
      'write',
      this.options,
    );
  }

  /** The game as a spectator sees it. */
  game(gameId: string): Promise<GameViewDto> {
    const { client } = this;
    return call(() => sdk.getGame({ client, path: { gameId } }), 'read', this.options);
  }

  scoreTable(gameId: string): Promise<ScoreTableDto> {
    const { client } = this;
    return call(() => sdk.getScoreTable({ client, path: { gameId } }), 'read', this.options);
  }

  /** A spectator's stream of the game (see Seat.stream). */
  stream(gameId: string, options: StreamOptions = {}): AsyncGenerator<StreamMessage, void> {
    return this.openStream(gameId, null, options);
  }

  /** A new player (one identity across games and ratings): the Player holds its token. */
  async createPlayer(name: string): Promise<Player> {
    const { client } = this;
    const created = await call(
      (key) => sdk.createPlayer({ client, body: { name }, headers: keyed(key) }),
      'write',
      this.options,
    );
    return new Player(this, created);
  }

  /** The player of a token kept from createPlayer or newToken. */
  player(token: string, id = ''): Player {
    return new Player(this, { id, name: '', token });
  }

  /** @internal */
  openStream(gameId: string, token: string | null, options: StreamOptions) {
    const url = `${this.baseUrl}/api/v1/games/${encodeURIComponent(gameId)}/stream`;
    const source = {
      url,
      headers: (): Record<string, string> => (token === null ? {} : bearer(token)),
      fetch: this.options.fetch ?? globalThis.fetch,
    };
    return followStream(source, { ...this.options, ...options });
  }
}

/** One seat of one game, with its token (or the token of the player holding it). */
export class Seat {
  constructor(
    readonly thousand: Thousand,
    readonly gameId: string,
    readonly seat: number,
    readonly token: string,
    /** The game as it was when the seat was taken. */
    readonly joined?: GameViewDto,
  ) {}

  private get path() {
    return { gameId: this.gameId };
  }

  /** The game as this seat sees it: its hand and its legal actions. */
  view(): Promise<GameViewDto> {
    const { client } = this.thousand;
    const headers = bearer(this.token);
    return call(
      () => sdk.getGame({ client, path: this.path, headers }),
      'read',
      this.thousand.options,
    );
  }

  /**
   * Makes a move (POST /actions). Retried under one Idempotency-Key, so a lost answer never
   * makes it twice; `ifMatch` (a view's ETag) refuses it with `version_mismatch` if the game moved.
   */
  act(action: Action, ifMatch?: string): Promise<GameViewDto> {
    const { client } = this.thousand;
    const match = ifMatch ? { 'If-Match': ifMatch } : {};
    return call(
      (key) =>
        sdk.act({
          client,
          path: this.path,
          body: action,
          headers: { ...bearer(this.token), ...match, ...keyed(key) },
        }),
      'write',
      this.thousand.options,
    );
  }

  /** What a computer player would do in this seat's place (unrated games). */
  hint(level?: 'random' | 'basic' | 'strong' | 'expert'): Promise<HintDto> {
    const { client } = this.thousand;
    const options = { client, path: this.path, query: { level }, headers: bearer(this.token) };
    return call(() => sdk.getHint(options), 'read', this.thousand.options);
  }

  /** Leaves the game (a stand-in plays the seat of a running game). */
  leave(): Promise<GameViewDto> {
    const { client } = this.thousand;
    return call(
      (key) =>
        sdk.leaveGame({
          client,
          path: this.path,
          headers: { ...bearer(this.token), ...keyed(key) },
        }),
      'write',
      this.thousand.options,
    );
  }

  /**
   * A single-use ticket for a browser's EventSource, which cannot send the token:
   * `new EventSource(await seat.streamUrl())`. Never put the token itself in a URL.
   */
  streamTicket(): Promise<StreamTicketDto> {
    const { client } = this.thousand;
    const options = { client, path: this.path, headers: bearer(this.token) };
    return call(() => sdk.createStreamTicket(options), 'once', this.thousand.options);
  }

  /** The stream's URL with a fresh ticket (and `lastSeq` to resume), for EventSource. */
  async streamUrl(lastSeq?: number): Promise<string> {
    const { ticket } = await this.streamTicket();
    const query = new URLSearchParams({ ticket });
    if (lastSeq !== undefined) query.set('lastSeq', String(lastSeq));
    return `${this.thousand.baseUrl}/api/v1/games/${encodeURIComponent(this.gameId)}/stream?${query}`;
  }

  /**
   * The seat's stream: `for await (const message of seat.stream())`, the view first, then one
   * update per accepted action; reconnects by itself with Last-Event-ID and ends with the game.
   */
  stream(options: StreamOptions = {}): AsyncGenerator<StreamMessage, void> {
    return this.thousand.openStream(this.gameId, this.token, options);
  }
}

/** A player: one identity across games, its ratings and the "play now" queue. */
export class Player {
  readonly id: string;
  readonly token: string;

  constructor(
    readonly thousand: Thousand,
    created: Pick<PlayerWithTokenDto, 'id' | 'name' | 'token'>,
  ) {
    this.id = created.id;
    this.token = created.token;
  }

  me(): Promise<PlayerDto> {
    const { client } = this.thousand;
    return call(
      () => sdk.getMe({ client, headers: bearer(this.token) }),
      'read',
      this.thousand.options,
    );
  }

  /**
   * The player's stream: `for await (const message of player.stream())`, `ready` on each
   * connection, then `matched`, `your_turn`, `game_finished`, ... across all its games; it
   * resumes by itself after a dropped connection and never ends by itself (pass `signal`).
   */
  stream(options: StreamOptions = {}): AsyncGenerator<PlayerStreamMessage, void> {
    const { thousand } = this;
    const source = {
      url: `${thousand.baseUrl}/api/v1/players/me/stream`,
      headers: () => bearer(this.token),
      fetch: thousand.options.fetch ?? globalThis.fetch,
    };
    return followPlayerStream(source, { ...thousand.options, ...options });
  }

  /** Asks the queue for a table; its answer says when it matched (`getQueueEntry`, the stream). */
  joinQueue(body: QueueRequestDto): Promise<QueueEntryDto> {
    const { client } = this.thousand;
    return call(
      (key) => sdk.joinQueue({ client, body, headers: { ...bearer(this.token), ...keyed(key) } }),
      'write',
      this.thousand.options,
    );
  }
}
