// A seat of the SDK: one seat of one game with its token (or its player's): its view, its moves,
// its hints, leaving, and its stream (README).
import { call } from './call.js';
import * as sdk from './gen/sdk.gen.js';
import type {
  Action,
  GameViewDto,
  HintDto,
  StreamMessage,
  StreamTicketDto,
} from './gen/types.gen.js';
import { bearer, keyed } from './headers.js';
import type { GameStreamOptions } from './stream.js';
import type { Thousand } from './thousand.js';

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

  /**
   * Comes back to an away seat (POST /back): the stand-in stops playing its turns. Answers the
   * game as this seat sees it; the same when the seat was not away.
   */
  back(): Promise<GameViewDto> {
    return this.keyedWrite(sdk.comeBack);
  }

  /** Leaves the game (a stand-in plays the seat of a running game). */
  leave(): Promise<GameViewDto> {
    return this.keyedWrite(sdk.leaveGame);
  }

  /** A body-less write of this seat's game, with the seat's token and an Idempotency-Key. */
  private keyedWrite(operation: typeof sdk.comeBack | typeof sdk.leaveGame): Promise<GameViewDto> {
    const { client } = this.thousand;
    return call(
      (key) =>
        operation({ client, path: this.path, headers: { ...bearer(this.token), ...keyed(key) } }),
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
  stream(options: GameStreamOptions = {}): AsyncGenerator<StreamMessage, void> {
    return this.thousand.openStream(this.gameId, this.token, options);
  }
}
