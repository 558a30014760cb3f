// The hand-written face of the SDK: a service (`Thousand`), the seats and players it hands out
// with their tokens, every write retried under one Idempotency-Key, every refusal a ThousandError
// with its typed code, and the stream as an iterator that resumes. The generated functions stay
// available (`thousand.client` with `./gen`) for whatever this layer does not wrap.
import { call, type RetryOptions } from './call.js';
import { type Client, createClient, createConfig } from './gen/client/index.js';
import * as sdk from './gen/sdk.gen.js';
import type {
  AddBotDto,
  BotSeatDto,
  CreateGameDto,
  CreatePlayerDto,
  GameViewDto,
  JoinGameDto,
  ScoreTableDto,
  StreamMessage,
} from './gen/types.gen.js';
import {
  followPlayerStream,
  followStream,
  type GameStreamOptions,
  type StreamOptions,
} from './stream.js';
import { bearer, keyed } from './headers.js';
import { Player } from './player.js';
import { Seat } from './seat.js';

export interface ThousandOptions extends RetryOptions {
  /** The service's origin, such as `https://thousand.example` (no trailing path). */
  baseUrl: string;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

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
  stream(gameId: string, options: GameStreamOptions = {}): AsyncGenerator<StreamMessage, void> {
    return this.openStream(gameId, null, options);
  }

  /**
   * A new player (one identity across games and ratings): the Player holds its token. A name, or
   * the whole body: `{ name, kind: 'bot', owner, description }` makes a bot account.
   */
  async createPlayer(nameOrBody: string | CreatePlayerDto): Promise<Player> {
    const { client } = this;
    const body = typeof nameOrBody === 'string' ? { name: nameOrBody } : nameOrBody;
    const created = await call(
      (key) => sdk.createPlayer({ client, body, headers: keyed(key) }),
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
  openStream(gameId: string, token: string | null, options: GameStreamOptions) {
    const url = `${this.baseUrl}/api/v1/games/${encodeURIComponent(gameId)}/stream`;
    const source = {
      url,
      headers: (): Record<string, string> => (token === null ? {} : bearer(token)),
      fetch: this.options.fetch ?? globalThis.fetch,
    };
    return followStream(source, { ...this.options, ...options });
  }

  /** @internal */
  openPlayerStream(token: string, options: StreamOptions) {
    const source = {
      url: `${this.baseUrl}/api/v1/players/me/stream`,
      headers: (): Record<string, string> => bearer(token),
      fetch: this.options.fetch ?? globalThis.fetch,
    };
    return followPlayerStream(source, { ...this.options, ...options });
  }
}
