/** Error codes meaning "the database cannot be reached", wherever in the cause chain they sit. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'P1001', // Prisma: can't reach database server
  'P1002', // Prisma: database server timed out
  'P1017', // Prisma: server closed the connection
  'P2024', // Prisma: timed out fetching a connection from the pool
  '57P01', // Postgres: admin shutdown
  '57P02', // Postgres: crash shutdown
  '57P03', // Postgres: cannot connect now (starting up, shutting down)
  '53300', // Postgres: too many connections (every instance reconnecting after a restart)
  '08000', // Postgres: connection exception
  '08001', // Postgres: unable to establish a connection
  '08003', // Postgres: connection does not exist
  '08004', // Postgres: server rejected the connection
  '08006', // Postgres: connection failure
]);
/** node-postgres pool and connection failures that carry no code. */
const UNREACHABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  // A client whose connection broke, used again before the pool learnt of it (not one the
  // service ended itself, "Client was closed and is not queryable": that is a bug, a 500).
  /connection error and is not queryable/i,
  /server closed the connection unexpectedly/i,
  // pgbouncer gave up waiting for a server connection (PostgreSQL restarting behind it).
  /query_wait_timeout/i,
];
const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout']);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; name?: unknown; kind?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
    if (typeof e.kind === 'string' && UNREACHABLE_KINDS.has(e.kind)) return true;
    if (e.name === 'PrismaClientInitializationError') return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => m.test(message)))
      return true;
    if (typeof e.name === 'string' && e.name === 'AggregateError') {
      const errors = (current as { errors?: unknown[] }).errors ?? [];
      if (errors.some(isDatabaseUnavailable)) return true;
    }
    current = e.cause;
  }
  return false;
}
