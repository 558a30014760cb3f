// The rarer rule variants of a new table (docs/rules.md): the bid cap, the four-aces marriage, the
// barrel collision and the dump truck, each with the service's default preselected.
import type { RulesInputDto } from './api/index.js';
import { useT } from './i18n.js';

export type Switches = Required<
  Pick<RulesInputDto, 'bidCap' | 'aceMarriage' | 'barrelCollision' | 'dumpTruck'>
>;

export const DEFAULT_SWITCHES: Switches = {
  bidCap: 'marriage_required_above_120',
  aceMarriage: false,
  barrelCollision: true,
  dumpTruck: true,
};

const CAPS: Switches['bidCap'][] = ['marriage_required_above_120', 'capped_by_marriages'];
const FLAGS = ['aceMarriage', 'barrelCollision', 'dumpTruck'] as const;

export function RuleSwitches({ value, set }: { value: Switches; set(next: Switches): void }) {
  const t = useT();
  return (
    <>
      <label>
        {t.bidCap}
        <select
          name="bidCap"
          value={value.bidCap}
          onChange={(e) =>
            set({ ...value, bidCap: CAPS.find((c) => c === e.currentTarget.value) ?? value.bidCap })
          }
        >
          {CAPS.map((cap) => (
            <option key={cap} value={cap}>
              {t.bidCaps[cap]}
            </option>
          ))}
        </select>
      </label>
      {FLAGS.map((flag) => (
        <label key={flag} class="check">
          <input
            type="checkbox"
            name={flag}
            checked={value[flag]}
            onChange={(e) => set({ ...value, [flag]: e.currentTarget.checked })}
          />
          {t.ruleFlags[flag]}
        </label>
      ))}
    </>
  );
}
