// Moving the player to another device: this browser's token shown on request (to paste on the
// other device), a token pasted from another device, or a new token that ends the old one.
import { useState } from 'preact/hooks';
import { Refused } from './api-client.js';
import { useT } from './i18n.js';
import { adoptToken, replaceToken } from './player.js';
import type { StoredPlayer } from './storage.js';

export function DeviceMove({ player }: { player: StoredPlayer | null }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const [pasted, setPasted] = useState('');
  const [note, setNote] = useState('');
  const run = async (call: () => Promise<void>, done: string) => {
    try {
      await call();
      setNote(done);
    } catch (e) {
      setNote(e instanceof Refused ? t.problem(e.code, e.message) : String(e));
    }
  };
  return (
    <details class="more panel">
      <summary>{t.moveDevice}</summary>
      <p>{t.moveDeviceHelp}</p>
      {player && !shown && (
        <button type="button" class="secondary" onClick={() => setShown(true)}>
          {t.showToken}
        </button>
      )}
      {player && shown && (
        <label class="form">
          {t.yourToken}
          <input readOnly value={player.token} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      <form
        class="form"
        onSubmit={(e) => (e.preventDefault(), void run(() => adoptToken(pasted), t.tokenAdopted))}
      >
        <label>
          {t.pasteToken}
          <input
            name="pasted-token"
            required
            autoComplete="off"
            value={pasted}
            onInput={(e) => setPasted(e.currentTarget.value)}
          />
        </label>
        <button type="submit" class="secondary">
          {t.useToken}
        </button>
      </form>
      {player && (
        <button
          type="button"
          class="secondary"
          onClick={() => void run(() => replaceToken(player), t.tokenReplaced)}
        >
          {t.replaceToken}
        </button>
      )}
      {note && <p role="status">{note}</p>}
    </details>
  );
}
