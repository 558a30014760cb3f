// Taking a free seat of a waiting game, under a name the browser remembers.
import { useState } from 'preact/hooks';
import { Refused } from './api-client.js';
import { useT } from './i18n.js';
import { takeSeat } from './seating.js';
import { loadName, type SeatCredentials } from './storage.js';

interface Props {
  gameId: string;
  onSeated(seat: SeatCredentials | null): void;
}

export function JoinForm({ gameId, onSeated }: Props) {
  const t = useT();
  const [name, setName] = useState(loadName);
  const [error, setError] = useState('');
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      onSeated(await takeSeat(gameId, name.trim()));
    } catch (err) {
      setError(err instanceof Refused ? t.problem(err.code, err.message) : String(err));
    }
  };
  return (
    <form class="form panel" aria-labelledby="join-title" onSubmit={(e) => void submit(e)}>
      <h2 id="join-title">{t.takeSeat}</h2>
      <label>
        {t.yourName}
        <input
          required
          maxLength={40}
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <button type="submit">{t.sitDown}</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
