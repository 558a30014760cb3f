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

/** Query parameters whose values are secrets (a stream ticket): never logged nor echoed. */
const SECRET_PARAMS = new Set(['ticket']);

/**
 * The request URL as it may be logged or echoed in a problem's `instance`: the value of every
 * secret query parameter replaced by `REDACTED`. Names are compared decoded (as the query parser
 * reads them), so `?%74icket=` is redacted too.
 */
export function redactedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return SECRET_PARAMS.has(decodedName(name)) ? `${name}=REDACTED` : part;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}
