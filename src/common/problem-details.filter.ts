import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { PINO_LOGGER } from '../logging/logger.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { PROBLEM_CONTENT_TYPE, ProblemBody, ProblemError, problemBody } from './problem.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** Body-parser errors carry a `type` and a `status` instead of being HttpExceptions. */
interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(e: unknown): e is BodyParserError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as BodyParserError).type === 'string' &&
    (e as BodyParserError).type.startsWith('entity.') &&
    typeof (e as BodyParserError).status === 'number'
  );
}

/** Renders every error as RFC 9457 problem details; never leaks a stack trace. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  constructor(@Inject(PINO_LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<Request>();
    const response = ctx.getResponse<Response>();
    const body = this.toProblem(exception, request);
    body.instance = request.originalUrl ?? request.url;
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
  }

  private toProblem(exception: unknown, request: Request): ProblemBody {
    if (exception instanceof ProblemError) {
      return problemBody(
        exception.status,
        exception.code,
        exception.title,
        exception.detail,
        exception.extensions,
      );
    }
    const parserError = isBodyParserError(exception)
      ? exception
      : exception instanceof HttpException && isBodyParserError(exception.cause)
        ? exception.cause
        : null;
    if (parserError) {
      if (parserError.type === 'entity.too.large') {
        return problemBody(413, 'body_too_large', TITLES[413], 'The request body is too large.');
      }
      if (parserError.type === 'entity.parse.failed') {
        return problemBody(
          400,
          'malformed_json',
          TITLES[400],
          'The request body is not valid JSON.',
        );
      }
      const status =
        parserError.status >= 400 && parserError.status < 500 ? parserError.status : 400;
      return problemBody(
        status,
        CODES[status] ?? 'bad_request',
        TITLES[status] ?? 'Bad Request',
        'The request body could not be read.',
      );
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const detail =
        status === 404 && exception.constructor.name === 'NotFoundException'
          ? `No route ${request.method} ${request.path}.`
          : exception.message;
      const title = TITLES[status] ?? 'Error';
      const code = status === 404 ? 'route_not_found' : (CODES[status] ?? 'http_error');
      if (status >= 500) this.logger.error({ err: exception }, 'http exception');
      return problemBody(status, code, title, detail);
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.error({ err: exception }, 'database unavailable');
      return problemBody(
        503,
        'database_unavailable',
        TITLES[503],
        'The database cannot be reached; try again shortly.',
      );
    }
    this.logger.error({ err: exception }, 'unhandled error');
    return problemBody(500, 'internal_error', TITLES[500], 'An unexpected error occurred.');
  }
}
