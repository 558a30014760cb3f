// The lobby's form: a new table with the main rule variants (docs/rules.md), the creator seated,
// and computer players in as many seats as asked.
import { useState } from 'preact/hooks';
import { createGame, type AddBotDto, type RulesInputDto } from './api/index.js';
import { client, ok, Refused } from './api-client.js';
import { useT } from './i18n.js';
import { navigate } from './route.js';
import { addBots, takeSeat } from './seating.js';
import { DEFAULT_SWITCHES, RuleSwitches } from './rule-switches.js';
import { loadName } from './storage.js';
import { DEFAULT_ONLINE, onlineBody, OnlineOptions } from './online-options.js';

type FollowRule = NonNullable<RulesInputDto['followRule']>;
const FOLLOW_RULES: FollowRule[] = ['follow_then_trump', 'must_beat', 'must_overtrump'];
const LEVELS: AddBotDto['level'][] = ['random', 'basic', 'strong'];

export function NewTable() {
  const t = useT();
  const [name, setName] = useState('');
  const [me, setMe] = useState(loadName);
  const [players, setPlayers] = useState<3 | 4>(3);
  const [bidStep, setBidStep] = useState<5 | 10>(5);
  const [fourNines, setFourNines] = useState(true);
  const [followRule, setFollowRule] = useState<FollowRule>('follow_then_trump');
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
      const rules = { bidStep, fourNinesRedeal: fourNines, followRule, ...switches };
      const body = { name: name.trim() || undefined, players, rules, ...onlineBody(online) };
      const game = await ok(createGame({ client, body }));
      await takeSeat(game.id, me.trim());
      await addBots(game.id, Math.min(bots, players - 1), level);
      navigate(game.id);
    } catch (err) {
      setError(err instanceof Refused ? err.message : String(err));
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
            onInput={(e) => setMe(e.currentTarget.value)}
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
        <label>
          {t.players}
          <select
            name="players"
            value={players}
            onChange={(e) => setPlayers(e.currentTarget.value === '4' ? 4 : 3)}
          >
            <option value="3">3</option>
            <option value="4">4</option>
          </select>
        </label>
        <label>
          {t.bidStep}
          <select
            name="bidStep"
            value={bidStep}
            onChange={(e) => setBidStep(e.currentTarget.value === '10' ? 10 : 5)}
          >
            <option value="5">5</option>
            <option value="10">10</option>
          </select>
        </label>
        <label class="check">
          <input
            type="checkbox"
            name="fourNines"
            checked={fourNines}
            onChange={(e) => setFourNines(e.currentTarget.checked)}
          />
          {t.fourNines}
        </label>
        <label>
          {t.followRule}
          <select
            name="followRule"
            value={followRule}
            onChange={(e) =>
              setFollowRule(FOLLOW_RULES.find((r) => r === e.currentTarget.value) ?? followRule)
            }
          >
            {FOLLOW_RULES.map((r) => (
              <option key={r} value={r}>
                {t.followRules[r]}
              </option>
            ))}
          </select>
        </label>
        <RuleSwitches value={switches} set={setSwitches} />
        <label>
          {t.bots}
          <select name="bots" value={bots} onChange={(e) => setBots(Number(e.currentTarget.value))}>
            {Array.from({ length: players }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.botLevel}
          <select
            name="level"
            value={level}
            onChange={(e) => setLevel(LEVELS.find((l) => l === e.currentTarget.value) ?? level)}
          >
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t.levels[l]}
              </option>
            ))}
          </select>
        </label>
        <OnlineOptions value={online} set={setOnline} />
        <button type="submit" disabled={busy}>
          {t.createAndSit}
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </section>
  );
}
