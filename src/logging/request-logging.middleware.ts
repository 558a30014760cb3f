import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { ShutdownState } from '../lifecycle/shutdown-state.js';
import { PINO_LOGGER } from './logger.js';

const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane, else a new UUID), echoes it
 * in the response and logs one line per finished request. Only method, path, status and timing are
 * logged: never headers or bodies.
 */
@Injectable()
export class RequestLoggingMiddleware implements NestMiddleware {
  constructor(
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly shutdown: ShutdownState,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const incoming = req.header('x-request-id');
    const id = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    (req as Request & { id: string }).id = id;
    res.setHeader('X-Request-Id', id);
    if (this.shutdown.draining) res.setHeader('Connection', 'close');
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      this.logger.info(
        { reqId: id, method: req.method, path: req.originalUrl, status: res.statusCode, ms },
        'request',
      );
    });
    next();
  }
}
