import type { FastifyReply, FastifyRequest } from 'fastify';

/** The HTTP platform's request and reply, named once so controllers do not depend on it directly. */
export type HttpRequest = FastifyRequest;
export type HttpReply = FastifyReply;

/** A request header as one string (the first when repeated); undefined when absent. */
export function headerOf(req: HttpRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The request's path without its query string. */
export function pathOf(req: HttpRequest): string {
  const q = req.url.indexOf('?');
  return q < 0 ? req.url : req.url.slice(0, q);
}
