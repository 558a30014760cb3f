// The lobby's form: a new table with the main rule variants (docs/rules.md), the creator seated,
// and computer players in as many seats as asked.
import { useEffect, useRef, useState } from 'preact/hooks';
import { createGame, type AddBotDto } from './api/index.js';
import { client, ok, Refused } from './api-client.js';
import { fieldOf } from './problem-text.js';
import { useT } from './i18n.js';
import type { Messages } from './i18n-en.js';
import { navigate } from './route.js';
import { addBots, takeSeat } from './seating.js';
import { DEFAULT_SWITCHES, RuleSwitches } from './rule-switches.js';
import { loadName, saveName } from './storage.js';
import { DEFAULT_ONLINE, onlineBody, OnlineOptions } from './online-options.js';
import { DEFAULT_SHAPE, TableShapeFields } from './table-shape-fields.js';
import { BotFields } from './bot-fields.js';

/** The refusal's sentence, naming the field when the service names one. */
function refusal(t: Messages, err: unknown, field: string): string {
  if (!(err instanceof Refused)) return String(err);
  const said = t.problem(err.code, err.message);
  return fieldOf(err.problem) === 'name' ? t.inField(field, said) : said;
}

/** A trial's refusal was told under the button, below a phone's screen: nothing seemed to happen. */
function useScrolledTo(error: string) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) alert.current?.scrollIntoView({ block: 'center' });
  }, [error]);
  return alert;
}

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
  const alert = useScrolledTo(error);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    // Both requests call their field `name`: which request refused says which of the two it was.
    let field = t.tableName;
    try {
      const { bidStep, fourNines, followRule } = shape;
      const rules = { bidStep, fourNinesRedeal: fourNines, followRule, ...switches };
      const body = { name: name.trim() || undefined, players, rules, ...onlineBody(online) };
      const game = await ok(createGame({ client, body }));
      field = t.yourName;
      const mine = await takeSeat(game.id, me.trim());
      await addBots(game.id, Math.min(bots, players - 1), level, mine.token);
      navigate(game.id);
    } catch (err) {
      setError(refusal(t, err, field));
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
            maxLength={40}
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
            maxLength={40}
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
        {error && (
          <p role="alert" ref={alert}>
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
