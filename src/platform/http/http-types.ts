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

/**
 * The request URL as it may be logged or echoed in a problem's `instance`: the value of every
 * parameter that may carry a secret replaced by `REDACTED`. That is any whose name, decoded and
 * read as its letters only, is `ticket` or begins so (`?%74icket=`, `?Ticket=`, `?ticket%00=`,
 * `?ticket[]=`: an outside trial had a live ticket echoed under the last two), and any whose value
 * reads as a token (tokenLike), whatever its name.
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
      const secret =
        lettersOf(decoded(name)).startsWith('ticket') ||
        (eq >= 0 && tokenLike(decoded(part.slice(eq + 1))));
      return secret ? `${name}=REDACTED` : part;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function decoded(text: string): string {
  const plain = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plain);
  } catch {
    // One malformed escape must not keep the rest from being read: each escape on its own.
    return plain.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

const lettersOf = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * A run that may be a secret: 20 or more characters of base64url (a seat token or a stream ticket
 * is 43 random ones, a player token `player.` and 43) with a capital in it (all but one in 5
 * billion such tokens have one), which words, file names, hex and the service's ids have not.
 */
export const SECRET_LIKE = /[A-Za-z0-9_-]{20,}/g;
const SECRET_SIGNS = /[A-Z]/;

/** Whether `text` holds a run that may be a secret (SECRET_LIKE). */
export function tokenLike(text: string): boolean {
  for (const run of text.matchAll(SECRET_LIKE)) if (SECRET_SIGNS.test(run[0])) return true;
  return false;
}
