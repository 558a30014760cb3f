// Follows the player's own stream (issue 28) through the official SDK's stream iterator
// (clients/ts, stream.ts): `matched`, `game_started`, `your_turn`, `game_finished`, ... across all
// the player's games, its types generated from the API's document. As live.ts does for a game: the
// token in a header, never in a URL, and a dropped stream reopened after the last id seen.
import { useEffect, useRef } from 'preact/hooks';
import type { PlayerStreamMessage } from './api/index.js';
import { followingOptions, thousand } from './api-client.js';

/** A message of the player's stream, its `ready` left out. */
export type PlayerMessage = Exclude<PlayerStreamMessage, { kind: 'ready' }>;

/** Opens the player's stream; answers the function that closes it. */
export function followPlayer(token: string, onMessage: (m: PlayerMessage) => void): () => void {
  const { options, stop } = followingOptions();
  void (async () => {
    try {
      for await (const message of thousand.player(token).stream(options))
        if (message.kind !== 'ready') onMessage(message);
    } catch {
      // Refused for good (an unknown token): the page's reads say so.
    }
  })();
  return stop;
}

/** Follows the player's stream while the component is shown; `onMessage` may change freely. */
export function usePlayerStream(token: string | null, onMessage: (m: PlayerMessage) => void): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!token) return;
    return followPlayer(token, (m) => handler.current(m));
  }, [token]);
}
