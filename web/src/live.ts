// Follows a game's event stream through the official SDK's stream iterator (clients/ts,
// stream.ts): the seat's token goes in a header, never in a URL; a dropped connection is reopened
// with Last-Event-ID the last sequence number seen, with backoff, or at once when the page asks
// (the tab became visible again, the browser back online). It asks for presence changes too
// (`?presence=true`), so who is connected is true within a second, not at the next move.
import type { StreamViewDto } from './api/index.js';
import { followingOptions, thousand } from './api-client.js';
import type { SeatCredentials } from './storage.js';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

export interface LiveHandlers {
  /** The whole view, sent first on every (re)connection. */
  view(view: StreamViewDto): void;
  /** An accepted action: the view is out of date until it reaches `version`. */
  update(version: number): void;
  /** The seats with a stream open changed: these are connected now. */
  presence(connected: number[]): void;
  state(state: LiveState): void;
  /**
   * The SDK stopped following: the service ended the stream (the seat left, the game is over), or
   * a drop came after what it took for an end (game-state.ts decides whether to follow again).
   */
  ended(): void;
}

export interface Following {
  stop(): void;
  /** Reopens the stream now if it is waiting to be reopened. */
  wake(): void;
}

/** Opens the stream of `gameId` for a seat or a spectator (null). */
export function follow(gameId: string, seat: SeatCredentials | null, on: LiveHandlers): Following {
  const following = followingOptions(() => on.state('reconnecting'));
  const { stop, wake } = following;
  // Who is connected changes without a move: the stream says so as it happens.
  const options = { ...following.options, presence: true };
  const messages = seat
    ? thousand.seat(gameId, seat.seat, seat.token).stream(options)
    : thousand.stream(gameId, options);
  on.state('connecting');
  void (async () => {
    try {
      for await (const message of messages) {
        if (message.kind === 'view') {
          on.state('live');
          on.view(message);
        } else if (message.kind === 'presence') on.presence(message.connected);
        else on.update(message.version);
      }
      if (!options.signal.aborted) on.ended();
    } catch {
      // Refused for good (an unknown token or game): the page's reads say why.
      if (!options.signal.aborted) on.state('reconnecting');
    }
  })();
  return { stop, wake };
}
