// A player of the SDK: one identity across games, with its token: its profile, its games, its
// stream, the queue and challenges, and the seats it holds (README).
import { call } from './call.js';
import * as sdk from './gen/sdk.gen.js';
import type {
  ChallengeDto,
  CreateChallengeDto,
  ListMyGamesData,
  PlayerDto,
  PlayerGamePageDto,
  PlayerStreamMessage,
  PlayerWithTokenDto,
  QueueEntryDto,
  QueueRequestDto,
} from './gen/types.gen.js';
import { bearer, keyed } from './headers.js';
import type { StreamOptions } from './stream.js';
import { Seat } from './seat.js';
import type { Thousand } from './thousand.js';

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

  /** The games whose seats this player holds, newest first, a page at a time (`nextCursor`). */
  games(query: ListMyGamesData['query'] = {}): Promise<PlayerGamePageDto> {
    const { client } = this.thousand;
    const headers = bearer(this.token);
    return call(() => sdk.listMyGames({ client, query, headers }), 'read', this.thousand.options);
  }

  /** The seat this player holds in a game (its player token stands for the seat's). */
  seat(gameId: string, seat: number): Seat {
    return new Seat(this.thousand, gameId, seat, this.token);
  }

  /**
   * The player's stream across all its games: `ready`, then `challenge`, `matched`,
   * `queue_expired`, `game_started`, `your_turn`, `game_finished`. It reconnects by itself with
   * Last-Event-ID (pass `lastSeq` to resume from a message you saw before), and never ends by
   * itself: leave the loop or abort `signal`.
   */
  stream(options: StreamOptions = {}): AsyncGenerator<PlayerStreamMessage, void> {
    return this.thousand.openPlayerStream(this.token, options);
  }

  /** Invites named players to a new table; each hears `challenge` on its stream. */
  challenge(body: CreateChallengeDto): Promise<ChallengeDto> {
    const { client } = this.thousand;
    const headers = bearer(this.token);
    return call(
      () => sdk.createChallenge({ client, body, headers }),
      'once',
      this.thousand.options,
    );
  }

  /** Accepts a challenge; the last acceptance seats everyone (the challenge's `gameId`). */
  acceptChallenge(challengeId: string): Promise<ChallengeDto> {
    const { client } = this.thousand;
    const options = { client, path: { challengeId }, headers: bearer(this.token) };
    return call(() => sdk.acceptChallenge(options), 'once', this.thousand.options);
  }

  declineChallenge(challengeId: string): Promise<ChallengeDto> {
    const { client } = this.thousand;
    const options = { client, path: { challengeId }, headers: bearer(this.token) };
    return call(() => sdk.declineChallenge(options), 'once', this.thousand.options);
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
