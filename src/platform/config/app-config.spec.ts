import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('fills defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      logLevel: 'info',
      migrateOnStart: true,
      corsOrigins: '*',
      streamTicketTtlMs: 60_000,
      databasePoolTimeoutMs: 3000,
      maxInFlightRequests: 64,
      maxInFlightPerCaller: 8,
      maxConnectionsPerAddress: 256,
      decisionTimeoutMs: 5000,
      waitingGameTtlMs: 86_400_000,
      turnClockIntervalMs: 1000,
      presenceTtlMs: 6000,
      requestTimeoutMs: 30_000,
      connectionIdleTimeoutMs: 60_000,
      spectatorStreamsPerAddress: 10,
      gamesPerAddressPerHour: 30,
      playersPerAddressPerHour: 10,
      queueEntryTtlMs: 3_600_000,
      queueEntriesPerAddress: 3,
      idempotentAnswersPerCaller: 1000,
      decisionWorkers: 1,
      decisionQueueMax: 64,
      hintsPerAddress: 2,
      analysisWorkers: 1,
      analysisQueueMax: 4,
      analysesPerAddress: 1,
      analysisTimeoutMs: 30_000,
    });
  });

  it('reads WAITING_GAME_TTL as seconds or a duration with a unit', () => {
    expect(loadConfig({ WAITING_GAME_TTL: '3600' }).waitingGameTtlMs).toBe(3_600_000);
    expect(loadConfig({ WAITING_GAME_TTL: '90m' }).waitingGameTtlMs).toBe(5_400_000);
    expect(loadConfig({ WAITING_GAME_TTL: '2d' }).waitingGameTtlMs).toBe(172_800_000);
    expect(() => loadConfig({ WAITING_GAME_TTL: '5s' })).toThrow(/WAITING_GAME_TTL/);
    expect(() => loadConfig({ WAITING_GAME_TTL: 'soon' })).toThrow(/WAITING_GAME_TTL/);
  });

  it('reads DATABASE_POOL_MODE, which in transaction mode needs DATABASE_DIRECT_URL', () => {
    expect(loadConfig({})).toMatchObject({ databasePoolMode: 'session', databaseDirectUrl: null });
    const direct = 'postgresql://postgres@db:5432/thousand';
    expect(
      loadConfig({ DATABASE_POOL_MODE: 'transaction', DATABASE_DIRECT_URL: direct }),
    ).toMatchObject({ databasePoolMode: 'transaction', databaseDirectUrl: direct });
    expect(() => loadConfig({ DATABASE_POOL_MODE: 'transaction' })).toThrow(/DATABASE_DIRECT_URL/);
    expect(() => loadConfig({ DATABASE_POOL_MODE: 'statement' })).toThrow(/DATABASE_POOL_MODE/);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'mysql://x' })).toThrow(/DATABASE_DIRECT_URL/);
  });

  it('reads RATED_PLAYER_MIN_AGE as 0, seconds or a duration (1 h by default)', () => {
    expect(loadConfig({}).ratedPlayerMinAgeMs).toBe(3_600_000);
    expect(loadConfig({ RATED_PLAYER_MIN_AGE: '0' }).ratedPlayerMinAgeMs).toBe(0);
    expect(loadConfig({ RATED_PLAYER_MIN_AGE: '90' }).ratedPlayerMinAgeMs).toBe(90_000);
    expect(loadConfig({ RATED_PLAYER_MIN_AGE: '2d' }).ratedPlayerMinAgeMs).toBe(172_800_000);
    expect(() => loadConfig({ RATED_PLAYER_MIN_AGE: '31d' })).toThrow(/RATED_PLAYER_MIN_AGE/);
    expect(() => loadConfig({ RATED_PLAYER_MIN_AGE: 'soon' })).toThrow(/RATED_PLAYER_MIN_AGE/);
  });

  it('reads ABANDONED_GAME_TTL as a duration (30 min by default) and BOT_PACE_MS in bounds', () => {
    expect(loadConfig({}).abandonedGameTtlMs).toBe(1_800_000);
    expect(loadConfig({ ABANDONED_GAME_TTL: '2h' }).abandonedGameTtlMs).toBe(7_200_000);
    expect(() => loadConfig({ ABANDONED_GAME_TTL: '10s' })).toThrow(/ABANDONED_GAME_TTL/);
    expect(loadConfig({}).botPaceMs).toBe(800);
    expect(loadConfig({ BOT_PACE_MS: '0' }).botPaceMs).toBe(0);
    expect(() => loadConfig({ BOT_PACE_MS: '10001' })).toThrow(/BOT_PACE_MS/);
  });

  it('reads QUEUE_ENTRY_TTL as a duration (an hour by default)', () => {
    expect(loadConfig({ QUEUE_ENTRY_TTL: '10m' }).queueEntryTtlMs).toBe(600_000);
    expect(loadConfig({ QUEUE_ENTRIES_PER_ADDRESS: '7' }).queueEntriesPerAddress).toBe(7);
  });

  it('reads CORS_ORIGINS as * or a list of exact origins', () => {
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toBe('*');
    expect(
      loadConfig({
        CORS_ORIGINS: 'https://table.example, http://localhost:5173,https://table.example',
      }).corsOrigins,
    ).toEqual(['https://table.example', 'http://localhost:5173']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['DATABASE_URL', 'not a url'],
    ['MIGRATE_ON_START', 'maybe'],
    ['BODY_LIMIT_BYTES', '-1'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['STREAM_TICKET_TTL_MS', '10'],
    ['MAX_IN_FLIGHT_REQUESTS', '0'],
    ['MAX_IN_FLIGHT_REQUESTS', 'many'],
    ['MAX_IN_FLIGHT_PER_CALLER', '0'],
    ['MAX_IN_FLIGHT_PER_CALLER', 'all'],
    ['MAX_CONNECTIONS_PER_ADDRESS', '0'],
    ['DECISION_TIMEOUT_MS', '10'],
    ['DECISION_TIMEOUT_MS', 'never'],
    ['DATABASE_POOL_TIMEOUT_MS', '50'],
    ['REQUEST_TIMEOUT_MS', '50'],
    ['CONNECTION_IDLE_TIMEOUT_MS', 'never'],
    ['SPECTATOR_STREAMS_PER_ADDRESS', '0'],
    ['GAMES_PER_ADDRESS_PER_HOUR', '0'],
    ['PLAYERS_PER_ADDRESS_PER_HOUR', '0'],
    ['QUEUE_ENTRY_TTL', '30s'],
    ['QUEUE_ENTRY_TTL', 'forever'],
    ['QUEUE_ENTRIES_PER_ADDRESS', '0'],
    ['IDEMPOTENT_ANSWERS_PER_CALLER', '-5'],
    ['DECISION_WORKERS', '17'],
    ['DECISION_QUEUE_MAX', '0'],
    ['HINTS_PER_ADDRESS', '0'],
    ['ANALYSIS_WORKERS', '17'],
    ['ANALYSIS_QUEUE_MAX', '0'],
    ['ANALYSES_PER_ADDRESS', '0'],
    ['ANALYSIS_TIMEOUT_MS', '10'],
    ['CORS_ORIGINS', 'table.example'],
    ['CORS_ORIGINS', 'https://table.example/'],
    ['CORS_ORIGINS', 'https://table.example/play'],
    ['CORS_ORIGINS', 'https://Table.example'],
    ['CORS_ORIGINS', 'https://table.example,,https://b.example'],
    ['CORS_ORIGINS', 'https://table.example,*'],
    ['CORS_ORIGINS', 'ftp://table.example'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@h:5432/d',
      MIGRATE_ON_START: 'false',
      LOG_LEVEL: 'warn',
      MAX_IN_FLIGHT_REQUESTS: '2',
      MAX_IN_FLIGHT_PER_CALLER: '1',
      MAX_CONNECTIONS_PER_ADDRESS: '50',
      DECISION_TIMEOUT_MS: '250',
      DATABASE_POOL_TIMEOUT_MS: '500',
    });
    expect(config).toMatchObject({
      maxInFlightRequests: 2,
      maxInFlightPerCaller: 1,
      maxConnectionsPerAddress: 50,
      decisionTimeoutMs: 250,
      databasePoolTimeoutMs: 500,
      port: 8080,
      databaseUrl: 'postgresql://u@h:5432/d',
      migrateOnStart: false,
      logLevel: 'warn',
    });
  });

  it('reads TRUST_PROXY as proxy addresses or CIDR networks, and refuses anything else naming it', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,2001:db8::/32' }).trustProxy).toEqual(
      ['10.0.0.0/8', '192.168.1.7', '2001:db8::/32'],
    );
    for (const bad of [
      'true',
      '*',
      '10.0.0.0/33',
      '10.0.0/8',
      '10.0.0.0/8/1',
      'proxy.local',
      '::1/129',
      '10.0.0.1,',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads ADDRESS_HASH_KEY of at least 32 characters, and never echoes a refused one', () => {
    expect(loadConfig({}).addressHashKey).toBeNull();
    const key = 'k'.repeat(32);
    expect(loadConfig({ ADDRESS_HASH_KEY: key }).addressHashKey).toBe(key);
    const short = 'secret-but-short';
    expect(() => loadConfig({ ADDRESS_HASH_KEY: short })).toThrow(/ADDRESS_HASH_KEY/);
    expect(() => loadConfig({ ADDRESS_HASH_KEY: short })).not.toThrow(new RegExp(short));
  });
});
