// The new-table form's computer players: how many seats they fill and at which level.
import type { AddBotDto } from './api/index.js';
import { useT } from './i18n.js';

type Level = AddBotDto['level'];
const LEVELS: Level[] = ['random', 'basic', 'strong', 'expert'];

export function BotFields({
  players,
  bots,
  setBots,
  level,
  setLevel,
}: {
  players: number;
  bots: number;
  setBots: (n: number) => void;
  level: Level;
  setLevel: (l: Level) => void;
}) {
  const t = useT();
  return (
    <>
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
    </>
  );
}
