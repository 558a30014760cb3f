// The fields of "Play now": the pool, rated or not, the time per move and when computers take the
// empty seats. Fixed choices, so that entries meet: the queue seats only equal time controls
// together.
import type { QueueRequestDto } from './api/index.js';
import { useT } from './i18n.js';

export interface QueueChoice {
  players: 3 | 4;
  rated: boolean;
  moveSeconds: number;
  /** -1: people only. */
  fill: number;
}

export const DEFAULT_CHOICE: QueueChoice = { players: 3, rated: true, moveSeconds: 60, fill: 30 };

/** A queue game is always timed: without a clock the service gives it 60 s (docs/online-play.md). */
const MOVE_SECONDS = [30, 60, 180] as const;
const FILL_SECONDS = [5, 15, 30, 60, 300, -1] as const;

/** The body of POST /queue for these choices. */
export const queueBody = (c: QueueChoice): QueueRequestDto => ({
  players: c.players,
  rated: c.rated,
  timeControl: { moveSeconds: c.moveSeconds, onTimeout: 'bot' },
  fillWithBotsAfterSeconds: c.fill < 0 ? null : c.fill,
});

export function QueueFields({ value, set }: { value: QueueChoice; set(c: QueueChoice): void }) {
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
      <label class="check">
        <input
          type="checkbox"
          name="rated"
          checked={value.rated}
          onChange={(e) => set({ ...value, rated: e.currentTarget.checked })}
        />
        {t.rated}
      </label>
      <label>
        {t.timeControl}
        <select
          name="move-seconds"
          value={value.moveSeconds}
          onChange={(e) => set({ ...value, moveSeconds: Number(e.currentTarget.value) })}
        >
          {MOVE_SECONDS.map((s) => (
            <option key={s} value={s}>
              {t.perMove(s)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.fillAfter}
        <select
          name="fill"
          value={value.fill}
          onChange={(e) => set({ ...value, fill: Number(e.currentTarget.value) })}
        >
          {FILL_SECONDS.map((s) => (
            <option key={s} value={s}>
              {s < 0 ? t.peopleOnly : t.afterSeconds(s)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
