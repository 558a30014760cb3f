// The new-table form's main rule variants (docs/rules.md): players, bid step, the four-nines redeal
// and the follow rule, as one value the form keeps.
import type { RulesInputDto } from './api/index.js';
import { useT } from './i18n.js';

type FollowRule = NonNullable<RulesInputDto['followRule']>;
const FOLLOW_RULES: FollowRule[] = ['follow_then_trump', 'must_beat', 'must_overtrump'];

export interface TableShape {
  players: 3 | 4;
  bidStep: 5 | 10;
  fourNines: boolean;
  followRule: FollowRule;
}

export const DEFAULT_SHAPE: TableShape = {
  players: 3,
  bidStep: 5,
  fourNines: true,
  followRule: 'follow_then_trump',
};

export function TableShapeFields({
  value,
  set,
}: {
  value: TableShape;
  set: (next: TableShape) => void;
}) {
  const t = useT();
  return (
    <>
      <label>
        {t.players}
        <select
          name="players"
          value={value.players}
          onChange={(e) => set({ ...value, players: e.currentTarget.value === '4' ? 4 : 3 })}
        >
          <option value="3">3</option>
          <option value="4">4</option>
        </select>
      </label>
      <label>
        {t.bidStep}
        <select
          name="bidStep"
          value={value.bidStep}
          onChange={(e) => set({ ...value, bidStep: e.currentTarget.value === '10' ? 10 : 5 })}
        >
          <option value="5">5</option>
          <option value="10">10</option>
        </select>
      </label>
      <label class="check">
        <input
          type="checkbox"
          name="fourNines"
          checked={value.fourNines}
          onChange={(e) => set({ ...value, fourNines: e.currentTarget.checked })}
        />
        {t.fourNines}
      </label>
      <label>
        {t.followRule}
        <select
          name="followRule"
          value={value.followRule}
          onChange={(e) =>
            set({
              ...value,
              followRule: FOLLOW_RULES.find((r) => r === e.currentTarget.value) ?? value.followRule,
            })
          }
        >
          {FOLLOW_RULES.map((r) => (
            <option key={r} value={r}>
              {t.followRules[r]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
