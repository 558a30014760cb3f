import type { FastifyInstance } from 'fastify';

/**
 * The methods each route path answers, as Fastify registers them, so that a request whose path
 * exists under other methods is told 405 with `Allow` (RFC 9110 section 15.5.6), not 404 as if the
 * path were unknown (an outside trial read `DELETE /api/v1/games/{id}`'s 404 as a missing game).
 */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; method: string }[] = [];

  add(method: string | string[], url: string): void {
    // Catch-all routes (the web client's files, the CORS preflight) would claim every path.
    if (url.includes('*')) return;
    const pattern = patternOf(url);
    for (const m of Array.isArray(method) ? method : [method]) {
      if (m !== 'OPTIONS') this.routes.push({ pattern, method: m });
    }
  }

  /** Forgets every method of `url`: a route that only ever answers 404 is no route of the path's. */
  remove(url: string): void {
    const source = patternOf(url).source;
    for (let i = this.routes.length - 1; i >= 0; i--) {
      if (this.routes[i].pattern.source === source) this.routes.splice(i, 1);
    }
  }

  /** The methods the path answers, in a stable order; none for a path no route has. */
  allowed(path: string): string[] {
    const methods = new Set(this.routes.filter((r) => r.pattern.test(path)).map((r) => r.method));
    return [...methods].sort();
  }
}

/** `/api/v1/games/:gameId` as a regular expression; a trailing slash is ignored (canonical-url.ts). */
function patternOf(url: string): RegExp {
  const parts = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}/?$`);
}

const tables = new WeakMap<FastifyInstance, RouteMethods>();

/** Records every route the instance registers from now on. */
export function trackRouteMethods(fastify: FastifyInstance): void {
  const table = new RouteMethods();
  tables.set(fastify, table);
  fastify.addHook('onRoute', (route) => table.add(route.method, route.url));
}

/**
 * Puts a path that a catch-all route serves (which add() leaves out) in the instance's table, so
 * that another method on it answers 405 rather than 404.
 */
export function listRoute(fastify: FastifyInstance, method: string | string[], url: string): void {
  tables.get(fastify)?.add(method, url);
}

/**
 * Takes a route the instance registered out of its table, for a route that stands for no resource
 * (one that only throws 404): listed, its 404 became a 405 naming the very method refused.
 */
export function unlistRoute(fastify: FastifyInstance, url: string): void {
  tables.get(fastify)?.remove(url);
}

/** The methods the instance answers on a path (none when it was never tracked). */
export function allowedMethods(fastify: FastifyInstance, path: string): string[] {
  return tables.get(fastify)?.allowed(path) ?? [];
}
