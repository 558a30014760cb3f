// A player's name: creates the player (none yet in this browser) or renames it.
import { useLayoutEffect, useState } from 'preact/hooks';
import { Refused } from './api-client.js';
import { useT } from './i18n.js';
import { ensurePlayer, renamePlayer } from './player.js';
import { loadName, type StoredPlayer } from './storage.js';

export function NameForm({ player }: { player: StoredPlayer | null }) {
  const t = useT();
  const [name, setName] = useState(() => player?.name ?? loadName());
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  // Another player adopted (device-move.tsx) or a rename: the field shows the stored name. A layout
  // effect, so that it does so in the same frame as the note saying so: Preact runs a plain effect
  // a frame after the paint, and the page showed "now plays as that player" over an empty name.
  useLayoutEffect(() => void (player && setName(player.name)), [player?.id, player?.name]);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    try {
      if (player) await renamePlayer(player, name.trim());
      else await ensurePlayer(name.trim());
      setNote(player ? t.renamed : t.playerCreated);
    } catch (err) {
      setNote(err instanceof Refused ? t.problem(err.code, err.message) : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="form" onSubmit={(e) => void submit(e)}>
      <label>
        {t.playerName}
        <input
          name="player-name"
          required
          maxLength={40}
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        {player ? t.rename : t.createPlayer}
      </button>
      {note && <p role="status">{note}</p>}
    </form>
  );
}
