// The lobby form's online-play options (docs/online-play.md): a turn clock, what happens when it
// runs out, and whether the table is private (not listed: the share link is the invitation).
import type { CreateGameDto, TimeControlDto } from './api/index.js';
import { useT } from './i18n.js';

export interface OnlineOptionsValue {
  timed: boolean;
  moveSeconds: number;
  onTimeout: TimeControlDto['onTimeout'];
  private: boolean;
}

export const DEFAULT_ONLINE: OnlineOptionsValue = {
  timed: false,
  moveSeconds: 60,
  onTimeout: 'bot',
  private: false,
};

const ON_TIMEOUT: TimeControlDto['onTimeout'][] = ['bot', 'forfeit'];

/** The part of POST /games these options set. */
export const onlineBody = (
  o: OnlineOptionsValue,
): Pick<CreateGameDto, 'timeControl' | 'visibility'> => ({
  timeControl: o.timed ? { moveSeconds: o.moveSeconds, onTimeout: o.onTimeout } : null,
  visibility: o.private ? 'private' : 'public',
});

export function OnlineOptions({
  value,
  set,
}: {
  value: OnlineOptionsValue;
  set: (next: OnlineOptionsValue) => void;
}) {
  const t = useT();
  // The private table is no part of the clock; in its box it read as one (a trial).
  return (
    <>
      <fieldset class="online">
        <legend>{t.timeControl}</legend>
        <label class="check">
          <input
            type="checkbox"
            name="untimed"
            checked={!value.timed}
            onChange={(e) => set({ ...value, timed: !e.currentTarget.checked })}
          />
          {t.untimed}
        </label>
        {value.timed && (
          <>
            <label>
              {t.moveSeconds}
              <input
                type="number"
                name="moveSeconds"
                min={5}
                max={86400}
                required
                value={value.moveSeconds}
                onInput={(e) => set({ ...value, moveSeconds: Number(e.currentTarget.value) })}
              />
            </label>
            <label>
              {t.onTimeout}
              <select
                name="onTimeout"
                value={value.onTimeout}
                onChange={(e) =>
                  set({
                    ...value,
                    onTimeout:
                      ON_TIMEOUT.find((o) => o === e.currentTarget.value) ?? value.onTimeout,
                  })
                }
              >
                {ON_TIMEOUT.map((o) => (
                  <option key={o} value={o}>
                    {t.onTimeouts[o]}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </fieldset>
      <label class="check">
        <input
          type="checkbox"
          name="private"
          checked={value.private}
          onChange={(e) => set({ ...value, private: e.currentTarget.checked })}
        />
        {t.privateGame}
      </label>
    </>
  );
}
