// The player this browser plays as (README "Web client", issue 28): created on the first "Play now"
// or from the profile's name field, renamed there, and its token replaced there (the old one stops
// working; seats reached through it follow). Pages re-read it when it changes (usePlayer).
import { useEffect, useState } from 'preact/hooks';
import { createPlayer, getMe, newPlayerToken, renameMe } from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import {
  forgetPlayer,
  loadPlayer,
  replaceSeatTokens,
  saveName,
  savePlayer,
  type StoredPlayer,
} from './storage.js';

const CHANGED = 'thousand-player';

function keep(player: StoredPlayer | null): void {
  if (player) savePlayer(player);
  else forgetPlayer();
  dispatchEvent(new Event(CHANGED));
}

/** The stored player, or a new one under `name`. */
export async function ensurePlayer(name: string): Promise<StoredPlayer> {
  const stored = loadPlayer();
  if (stored) return stored;
  const created = await ok(createPlayer({ client, body: { name } }));
  const player = { id: created.id, name: created.name, token: created.token };
  saveName(player.name);
  keep(player);
  return player;
}

export async function renamePlayer(player: StoredPlayer, name: string): Promise<void> {
  const renamed = await ok(renameMe({ client, headers: bearer(player.token), body: { name } }));
  saveName(renamed.name);
  keep({ ...player, name: renamed.name });
}

/** A new token for the player: the old one (as on another device) stops working. */
export async function replaceToken(player: StoredPlayer): Promise<void> {
  const renewed = await ok(newPlayerToken({ client, headers: bearer(player.token) }));
  replaceSeatTokens(player.token, renewed.token);
  keep({ ...player, token: renewed.token });
}

/** Plays as a player whose token was copied from another device (the "move" affordance). */
export async function adoptToken(token: string): Promise<void> {
  const trimmed = token.trim();
  const me = await ok(getMe({ client, headers: bearer(trimmed) }));
  keep({ id: me.id, name: me.name, token: trimmed });
}

/** Forgets a stored player the service no longer knows (401), so the next "Play now" makes one. */
export function dropIfUnknown(error: unknown): void {
  if (error instanceof Refused && error.status === 401) keep(null);
}

/** The stored player, re-read whenever it changes. */
export function usePlayer(): StoredPlayer | null {
  const [player, setPlayer] = useState(loadPlayer);
  useEffect(() => {
    const changed = () => setPlayer(loadPlayer());
    addEventListener(CHANGED, changed);
    addEventListener('storage', changed);
    return () => {
      removeEventListener(CHANGED, changed);
      removeEventListener('storage', changed);
    };
  }, []);
  return player;
}
