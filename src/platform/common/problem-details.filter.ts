import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import type { Logger } from 'pino';
import { pathOf, redactedUrl, type HttpReply, type HttpRequest } from '../http/http-types.js';
import { allowedMethods } from '../http/route-methods.js';
import { PINO_LOGGER } from '../logging/logger.js';
import { isClientAbort } from './client-abort.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import {
  PROBLEM_CONTENT_TYPE,
  ProblemBody,
  ProblemError,
  problemBody,
} from '../../core/table/problem.js';

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

/** Seconds a client should wait after a 503. */
const RETRY_AFTER_UNAVAILABLE = 5;

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

/** Fastify's own errors (reading the body, mostly) carry a `code` and a `statusCode`. */
interface PlatformError {
  code: string;
  statusCode: number;
}

function isPlatformError(e: unknown): e is PlatformError {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as PlatformError).code === 'string' &&
    (e as PlatformError).code.startsWith('FST_') &&
    typeof (e as PlatformError).statusCode === 'number'
  );
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The challenge a 401 carries (RFC 9110 section 11.6.1): the bearer scheme, with RFC 6750's
 * `invalid_token` when a token was sent but is no good (none when there was no token at all).
 */
export function bearerChallenge(code: string | undefined): string {
  const scheme = 'Bearer realm="thousand"';
  return code === 'missing_token' ? scheme : `${scheme}, error="invalid_token"`;
}

/** Renders every error as RFC 9457 problem details; never leaks a stack trace. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  constructor(@Inject(PINO_LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<HttpRequest>();
    const reply = ctx.getResponse<HttpReply>();
    if (isClientAbort(exception, request)) {
      // Nobody is left to answer, and nothing of ours failed: not an error, and never an outage.
      this.logger.info({ reqId: request.id, code: errorCode(exception) }, 'client aborted request');
      if (!reply.raw.writableEnded) reply.raw.destroy();
      return;
    }
    const body = this.toProblem(exception, request);
    body.instance = redactedUrl(request.url);
    // An answer already under way (an event stream) can only be ended.
    if (reply.sent || reply.raw.headersSent) {
      if (!reply.raw.writableEnded) reply.raw.end();
      return;
    }
    // A 503 is temporary (the database or a drain): say when to try again, as openapi.json does.
    if (body.status === 503) reply.header('Retry-After', String(RETRY_AFTER_UNAVAILABLE));
    if (exception instanceof ProblemError && exception.retryAfterS !== null) {
      reply.header('Retry-After', String(exception.retryAfterS));
    }
    if (body.status === 405)
      reply.header('Allow', allowedMethods(request.server, pathOf(request)).join(', '));
    if (body.status === 401) reply.header('WWW-Authenticate', bearerChallenge(body.code));
    // Bodies are taken uncompressed only (RFC 9110, 415 and Accept-Encoding).
    if (body.status === 415) reply.header('Accept-Encoding', 'identity');
    reply
      .status(body.status)
      .header('content-type', PROBLEM_CONTENT_TYPE)
      .send(JSON.stringify(body));
  }

  private toProblem(exception: unknown, request: HttpRequest): ProblemBody {
    if (exception instanceof ProblemError) {
      return problemBody(
        exception.status,
        exception.code,
        exception.title,
        exception.detail,
        exception.extensions,
      );
    }
    // Nest hands Fastify's errors over as HttpExceptions with the original as their cause.
    const platformError = isPlatformError(exception)
      ? exception
      : exception instanceof HttpException && isPlatformError(exception.cause)
        ? exception.cause
        : null;
    if (platformError) {
      switch (platformError.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return problemBody(413, 'body_too_large', TITLES[413], 'The request body is too large.');
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return problemBody(
            400,
            'malformed_json',
            TITLES[400],
            'The request body is not valid JSON.',
          );
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return problemBody(
            415,
            'unsupported_media_type',
            TITLES[415],
            'Send request bodies as application/json.',
          );
      }
      const status =
        platformError.statusCode >= 400 && platformError.statusCode < 500
          ? platformError.statusCode
          : 400;
      return problemBody(
        status,
        CODES[status] ?? 'bad_request',
        TITLES[status] ?? 'Bad Request',
        'The request could not be read.',
      );
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const noRoute = status === 404 && exception.constructor.name === 'NotFoundException';
      const path = noRoute ? pathOf(request) : '';
      if (noRoute) {
        const allowed = allowedMethods(request.server, path);
        if (allowed.length > 0) {
          return problemBody(
            405,
            'method_not_allowed',
            TITLES[405],
            `${request.method} is not allowed on ${path}: it answers ${allowed.join(', ')}.`,
          );
        }
      }
      const detail = noRoute ? `No route ${request.method} ${path}.` : exception.message;
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
