import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/app-config.js';

export const PINO_LOGGER = Symbol('PINO_LOGGER');

/** How late a log line may reach stdout (LogOutput). */
export const LOG_FLUSH_MS = 250;

/**
 * The service's stdout for its logs, written in batches: one synchronous write per line (pino's
 * default) was a sixth of the CPU of a request that did nothing else (issue 47 in
 * docs/performance-history.md). Lines reach stdout within LOG_FLUSH_MS, or when 8 kB gather;
 * pino writes what is held when the process exits. A process killed with -9 loses what it held
 * (README, LOG_LEVEL).
 */
export function logOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 8192, periodicFlush: LOG_FLUSH_MS });
}

/**
 * Structured JSON logs. Headers are never logged (the Authorization header holds a seat token);
 * `redact` is a second fence in case a header object reaches a log call anyway.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'thousand' },
      redact: {
        paths: ['req.headers.authorization', 'headers.authorization', 'token', '*.token', 'seed'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** Routes NestJS's own log lines into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
