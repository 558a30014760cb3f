// The database settings of the configuration (README, "Configuration" and "Several instances and
// a connection pooler"), read and checked at start-up.
import type { AppConfig } from './app-config.js';
import { ConfigError } from './config-error.js';

type Env = Record<string, string | undefined>;

export function databaseUrl(env: Env, name = 'DATABASE_URL'): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new ConfigError(name, `must be a postgresql:// URL, got ${url.protocol}//`);
  }
  return raw;
}

/**
 * DATABASE_POOL_MODE and DATABASE_DIRECT_URL: a pooler in transaction mode loses LISTEN's
 * notifications and a session's prepared statements, so that mode needs a direct URL as well.
 */
export function poolMode(env: Env): Pick<AppConfig, 'databasePoolMode' | 'databaseDirectUrl'> {
  const mode = env.DATABASE_POOL_MODE || 'session';
  if (mode !== 'session' && mode !== 'transaction') {
    throw new ConfigError('DATABASE_POOL_MODE', `must be session or transaction, got "${mode}"`);
  }
  const direct = databaseUrl(env, 'DATABASE_DIRECT_URL');
  if (mode === 'transaction' && direct === null) {
    throw new ConfigError(
      'DATABASE_DIRECT_URL',
      'is needed with DATABASE_POOL_MODE=transaction: LISTEN and migrations need a connection ' +
        'straight to PostgreSQL (a transaction-mode pooler drops notifications)',
    );
  }
  return { databasePoolMode: mode, databaseDirectUrl: direct };
}
