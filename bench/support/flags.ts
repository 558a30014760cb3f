/** `--name value` from the command line, as a positive number; `fallback` when absent. */
export function numberFlag(name: string, fallback: number, allowZero = false): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const raw = process.argv[i + 1];
  const v = Number(raw);
  if (
    raw === undefined ||
    raw.startsWith('--') ||
    !Number.isFinite(v) ||
    v < 0 ||
    (!allowZero && v === 0)
  ) {
    throw new Error(`--${name} needs a ${allowZero ? 'non-negative' : 'positive'} number`);
  }
  return v;
}

/** `--name` present (a switch), optionally followed by a value that is not a flag. */
export function switchFlag(name: string): { on: boolean; value: string | null } {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return { on: false, value: null };
  const next = process.argv[i + 1];
  return { on: true, value: next !== undefined && !next.startsWith('--') ? next : null };
}

/**
 * `--name "A B C"`: the value split on spaces (node options, say). Its words may start with
 * dashes themselves, so the value is taken as is rather than through switchFlag.
 */
export function wordsFlag(name: string): string[] {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? [] : (process.argv[i + 1] ?? '').split(' ').filter(Boolean);
}
