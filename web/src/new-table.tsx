// The lobby's form: a new table with the main rule variants (docs/rules.md), the creator seated,
// and computer players in as many seats as asked.
import { useState } from 'preact/hooks';
import { createGame, type AddBotDto } from './api/index.js';
import { client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import { navigate } from './route.js';
import { addBots, takeSeat } from './seating.js';
import { DEFAULT_SWITCHES, RuleSwitches } from './rule-switches.js';
import { loadName, saveName } from './storage.js';
import { DEFAULT_ONLINE, onlineBody, OnlineOptions } from './online-options.js';
import { DEFAULT_SHAPE, TableShapeFields } from './table-shape-fields.js';
import { BotFields } from './bot-fields.js';

export function NewTable() {
  const t = useT();
  const [name, setName] = useState('');
  const [me, setMe] = useState(loadName);
  const [shape, setShape] = useState(DEFAULT_SHAPE);
  const { players } = shape;
  const [switches, setSwitches] = useState(DEFAULT_SWITCHES);
  const [bots, setBots] = useState(2);
  const [level, setLevel] = useState<AddBotDto['level']>('basic');
  const [online, setOnline] = useState(DEFAULT_ONLINE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { bidStep, fourNines, followRule } = shape;
      const rules = { bidStep, fourNinesRedeal: fourNines, followRule, ...switches };
      const body = { name: name.trim() || undefined, players, rules, ...onlineBody(online) };
      const game = await ok(createGame({ client, body }));
      const mine = await takeSeat(game.id, me.trim());
      await addBots(game.id, Math.min(bots, players - 1), level, mine.token);
      navigate(game.id);
    } catch (err) {
      setError(err instanceof Refused ? t.problem(err.code, err.message) : String(err));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="create-title" class="panel">
      <h2 id="create-title">{t.create}</h2>
      <form class="form" onSubmit={(e) => void submit(e)}>
        <label>
          {t.yourName}
          <input
            name="me"
            required
            maxLength={32}
            value={me}
            // Kept as typed: "Play against the computer" seats the person under this name too (an
            // outside trial typed a name here, took that button and sat as the default name).
            onInput={(e) => (setMe(e.currentTarget.value), saveName(e.currentTarget.value))}
          />
        </label>
        <label>
          {t.tableName}
          <input
            name="table"
            maxLength={64}
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <TableShapeFields value={shape} set={setShape} />
        <RuleSwitches value={switches} set={setSwitches} />
        <BotFields
          players={players}
          bots={bots}
          setBots={setBots}
          level={level}
          setLevel={setLevel}
        />
        <OnlineOptions value={online} set={setOnline} />
        <button type="submit" disabled={busy}>
          {t.createAndSit}
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </section>
  );
}
