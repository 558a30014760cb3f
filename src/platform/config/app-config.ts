import { isIP } from 'node:net';
import { BOT_PACE_MS } from '../../core/table/online-rules.js';
import { ConfigError } from './config-error.js';
import { databaseUrl, poolMode } from './database-settings.js';

export { ConfigError };

/** The service's configuration, read once from the environment and validated. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** null: start an embedded PostgreSQL (only `npm start` does this). */
  databaseUrl: string | null;
  logLevel: LogLevel;
  migrateOnStart: boolean;
  /** Largest accepted JSON body, in bytes. */
  bodyLimitBytes: number;
  /** Requests per client per minute before 429. */
  rateLimitPerMinute: number;
  /** Connections in the database pool. */
  databasePoolSize: number;
  /** Longest wait for a pool connection before 503 `database_unavailable`, in ms. */
  databasePoolTimeoutMs: number;
  /** Requests handled at once (event streams counted only while opening); more: 503 `overloaded`. */
  maxInFlightRequests: number;
  /**
   * Requests of one caller (a verified seat token, else the address's network) handled at once;
   * more: 429 `too_many_requests_in_flight` (none when it is not below `maxInFlightRequests`).
   */
  maxInFlightPerCaller: number;
  /** Open connections from one address (IPv6: /64), event streams included; more are closed at accept. */
  maxConnectionsPerAddress: number;
  /** Interval of the keep-alive comment on event streams. */
  streamKeepAliveMs: number;
  /** Open event streams allowed per seat token on one instance. */
  streamsPerToken: number;
  /** Open streams without a seat (spectators) allowed per client address on one instance. */
  spectatorStreamsPerAddress: number;
  /** How long a stream ticket (POST /games/{id}/stream-tickets) may be used, in ms. */
  streamTicketTtlMs: number;
  /** Origins whose pages may call the API from a browser: `*` (any) or exact origins. */
  corsOrigins: '*' | string[];
  /** A waiting game not filled within this many ms is closed (WAITING_GAME_TTL). */
  waitingGameTtlMs: number;
  /**
   * A running game every person is away from waits this many ms for one of them after its deal
   * in progress, then ends as abandoned (ABANDONED_GAME_TTL).
   */
  abandonedGameTtlMs: number;
  /** The pace of a game created without `botPaceMs`: ms a bot waits before its move (BOT_PACE_MS). */
  botPaceMs: number;
  /** How often each instance looks for passed deadlines and expired waiting games, in ms. */
  turnClockIntervalMs: number;
  /** A seat stream not renewed within this many ms no longer counts as connected. */
  presenceTtlMs: number;
  /** Games one client address (IPv6: /64) may create in any hour, across instances. */
  gamesPerAddressPerHour: number;
  /**
   * How the connections of DATABASE_URL are pooled in front of PostgreSQL: `session` (direct, or a
   * pooler in session mode) or `transaction` (pgbouncer's transaction mode: no named prepared
   * statements, no LISTEN through it). README, "Deploying several instances".
   */
  databasePoolMode: 'session' | 'transaction';
  /** A connection straight to PostgreSQL for LISTEN and migrations; null: DATABASE_URL. */
  databaseDirectUrl: string | null;
  /** How old a player must be to create, join or queue for a rated game (src/features/ratings/rated-players.ts). */
  ratedPlayerMinAgeMs: number;
  /** Players one client address (IPv6: /64) may create in any hour, across instances. */
  playersPerAddressPerHour: number;
  /** A queue entry still waiting this many ms after it was made is withdrawn (QUEUE_ENTRY_TTL). */
  queueEntryTtlMs: number;
  /** Queue entries made from one client address (IPv6: /64) that may wait at once, across instances. */
  queueEntriesPerAddress: number;
  /**
   * The newest idempotent answers kept per caller (a seat token, or an anonymous caller's address),
   * each for at most 24 h; older ones are deleted, no new key refused (src/platform/idempotency).
   */
  idempotentAnswersPerCaller: number;
  /** Worker threads for bot decisions and hints (0: on the event loop, for comparison only). */
  decisionWorkers: number;
  /** Decisions that may wait for a worker; more: 503 `overloaded`. */
  decisionQueueMax: number;
  /** Longest a worker may spend on one decision, in ms; then it is replaced and the asker gets 503. */
  decisionTimeoutMs: number;
  /** Different hints one client address (IPv6: /64) may have waiting or computing; more: 429. */
  hintsPerAddress: number;
  /** Worker threads for deals' analyses, apart from the decisions' and at the lowest CPU priority. */
  analysisWorkers: number;
  /** Analyses that may wait for an analysis worker; more: 503 `overloaded`. */
  analysisQueueMax: number;
  /** Analyses one client address (IPv6: /64) may have waiting or computing; more: 429. */
  analysesPerAddress: number;
  /** Longest an analysis worker may spend on one deal, in ms; then it is replaced. */
  analysisTimeoutMs: number;
  /** Longest a request may take to arrive, headers and body, in ms; then 408 and the connection closes. */
  requestTimeoutMs: number;
  /** Longest a connection may sit with nothing read or written, in ms (event streams exempt). */
  connectionIdleTimeoutMs: number;
  /** Proxies (addresses or CIDR networks) whose X-Forwarded-For is honoured; false: none. */
  trustProxy: string[] | false;
  /** HMAC key for the client-address hashes stored in PostgreSQL; null: one kept in the database. */
  addressHashKey: string | null;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

/**
 * `*`, or a comma-separated list of exact origins (`https://table.example,http://localhost:5173`),
 * each written as a browser sends it in `Origin`: scheme, host and port only, no path or slash.
 */
function corsOrigins(env: Env): '*' | string[] {
  const raw = env.CORS_ORIGINS;
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return '*';
  const origins = raw.split(',').map((entry) => entry.trim());
  for (const origin of origins) {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      // reported below
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin) {
      throw new ConfigError(
        'CORS_ORIGINS',
        `must be * or a comma-separated list of origins such as https://table.example ` +
          `(scheme, host and port, lower case, no path), got "${origin}"`,
      );
    }
  }
  return [...new Set(origins)];
}

/**
 * TRUST_PROXY: a comma-separated list of proxy addresses or CIDR networks (`10.0.0.0/8`,
 * `2001:db8::/32`), given to Fastify's trustProxy, which then takes the client address from
 * X-Forwarded-For as far back as the hops are trusted. Empty or unset: the socket's peer.
 */
function trustProxy(env: Env): string[] | false {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw.trim() === '') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must be a comma-separated list of proxy addresses or CIDR networks such as ` +
          `10.0.0.0/8 or 2001:db8::/32, got "${entry}"`,
      );
    }
  }
  return [...new Set(entries)];
}

/** ADDRESS_HASH_KEY: at least 32 characters (say 32 random bytes in hex or base64). */
function addressHashKey(env: Env): string | null {
  const raw = env.ADDRESS_HASH_KEY;
  if (raw === undefined || raw === '') return null;
  if (raw.length < 32 || raw.trim() !== raw) {
    throw new ConfigError(
      'ADDRESS_HASH_KEY',
      `must be at least 32 characters without surrounding spaces (e.g. openssl rand -hex 32), ` +
        `got ${raw.length} characters`,
    );
  }
  return raw;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration: seconds, or a number with one unit of s, m, h, d (`24h`); between 1 min and 30 d. */
function duration(env: Env, name: string, fallbackMs: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallbackMs;
  const match = /^(\d+)([smhd]?)$/.exec(raw.trim());
  if (!match)
    throw new ConfigError(name, `must be seconds or a duration such as 24h, got "${raw}"`);
  const ms = Number(match[1]) * UNIT_MS[match[2] || 's'];
  if (ms < 60_000 || ms > 30 * 86_400_000) {
    throw new ConfigError(name, `must be between 1m and 30d, got "${raw}"`);
  }
  return ms;
}

/** An age: 0, seconds, or a duration with a unit (s, m, h, d) of at most 30 d. */
function age(env: Env, name: string, fallbackMs: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallbackMs;
  const match = /^(\d+)([smhd]?)$/.exec(raw.trim());
  const ms = match ? Number(match[1]) * UNIT_MS[match[2] || 's'] : NaN;
  if (!(ms <= 30 * 86_400_000)) {
    throw new ConfigError(
      name,
      `must be 0, seconds or a duration up to 30d such as 1h, got "${raw}"`,
    );
  }
  return ms;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      'LOG_LEVEL',
      `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`,
    );
  }
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl: databaseUrl(env),
    ...poolMode(env),
    logLevel,
    migrateOnStart: boolean(env, 'MIGRATE_ON_START', true),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 16 * 1024, 256, 10 * 1024 * 1024),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 6000, 1, 10_000_000),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 20, 1, 200),
    databasePoolTimeoutMs: integer(env, 'DATABASE_POOL_TIMEOUT_MS', 3000, 100, 60_000),
    maxInFlightRequests: integer(env, 'MAX_IN_FLIGHT_REQUESTS', 64, 1, 10_000),
    maxInFlightPerCaller: integer(env, 'MAX_IN_FLIGHT_PER_CALLER', 8, 1, 10_000),
    maxConnectionsPerAddress: integer(env, 'MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 1_000_000),
    streamKeepAliveMs: integer(env, 'STREAM_KEEPALIVE_MS', 15_000, 10, 15_000),
    streamsPerToken: integer(env, 'STREAMS_PER_TOKEN', 5, 1, 100),
    spectatorStreamsPerAddress: integer(env, 'SPECTATOR_STREAMS_PER_ADDRESS', 10, 1, 10_000),
    streamTicketTtlMs: integer(env, 'STREAM_TICKET_TTL_MS', 60_000, 100, 600_000),
    corsOrigins: corsOrigins(env),
    waitingGameTtlMs: duration(env, 'WAITING_GAME_TTL', 86_400_000),
    abandonedGameTtlMs: duration(env, 'ABANDONED_GAME_TTL', 30 * 60_000),
    botPaceMs: integer(env, 'BOT_PACE_MS', BOT_PACE_MS.default, BOT_PACE_MS.min, BOT_PACE_MS.max),
    turnClockIntervalMs: integer(env, 'TURN_CLOCK_INTERVAL_MS', 1000, 50, 60_000),
    presenceTtlMs: integer(env, 'PRESENCE_TTL_MS', 6000, 1000, 60_000),
    gamesPerAddressPerHour: integer(env, 'GAMES_PER_ADDRESS_PER_HOUR', 30, 1, 1_000_000),
    ratedPlayerMinAgeMs: age(env, 'RATED_PLAYER_MIN_AGE', 3_600_000),
    playersPerAddressPerHour: integer(env, 'PLAYERS_PER_ADDRESS_PER_HOUR', 10, 1, 1_000_000),
    // An hour: the longest fill delay, so an entry that accepts computer players is seated first.
    queueEntryTtlMs: duration(env, 'QUEUE_ENTRY_TTL', 60 * 60_000),
    queueEntriesPerAddress: integer(env, 'QUEUE_ENTRIES_PER_ADDRESS', 3, 1, 1_000_000),
    idempotentAnswersPerCaller: integer(env, 'IDEMPOTENT_ANSWERS_PER_CALLER', 1000, 1, 1_000_000),
    decisionWorkers: integer(env, 'DECISION_WORKERS', 1, 0, 16),
    decisionQueueMax: integer(env, 'DECISION_QUEUE_MAX', 64, 1, 10_000),
    decisionTimeoutMs: integer(env, 'DECISION_TIMEOUT_MS', 5000, 100, 600_000),
    hintsPerAddress: integer(env, 'HINTS_PER_ADDRESS', 2, 1, 10_000),
    analysisWorkers: integer(env, 'ANALYSIS_WORKERS', 1, 0, 16),
    analysisQueueMax: integer(env, 'ANALYSIS_QUEUE_MAX', 4, 1, 10_000),
    analysesPerAddress: integer(env, 'ANALYSES_PER_ADDRESS', 1, 1, 10_000),
    analysisTimeoutMs: integer(env, 'ANALYSIS_TIMEOUT_MS', 30_000, 100, 600_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    connectionIdleTimeoutMs: integer(env, 'CONNECTION_IDLE_TIMEOUT_MS', 60_000, 100, 3_600_000),
    trustProxy: trustProxy(env),
    addressHashKey: addressHashKey(env),
  };
}
