// The bucket of a queue entry: only entries of one bucket may share a table (src/features/queue).
import { createHash } from 'node:crypto';
import type { TimeControl } from '../../core/table/online-rules.js';

/**
 * The bucket of compatible entries: a hash of the pool, the full rules, time control and rated,
 * and for bot accounts their kind, so bots are matched among themselves (the bot ladder) and
 * people's buckets hash as before.
 */
export function bucketOf(
  players: number,
  rules: Record<string, unknown>,
  timeControl: TimeControl | null,
  rated: boolean,
  kind: 'person' | 'bot' = 'person',
): string {
  const bots = kind === 'bot' ? 'bot' : undefined;
  const text = canonical({ players, rules, timeControl, rated, kind: bots });
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with keys sorted at every level: equal values give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The entry's fill delay: the ladder's bots play bots, so no computer player fills their tables. */
export function fillSecondsOf(
  player: { kind?: 'person' | 'bot' },
  input: { fillWithBotsAfterSeconds?: number | null },
  fallback = 30,
): number | null {
  if (player.kind === 'bot') return null;
  return input.fillWithBotsAfterSeconds === undefined ? fallback : input.fillWithBotsAfterSeconds;
}
