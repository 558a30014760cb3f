import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/app-config.js';

export const PINO_LOGGER = Symbol('PINO_LOGGER');

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
