/**
 * The request URL the router sees (README, "Paths"): in its path a run of `/` reads as one and a
 * trailing `/` as none, so `/api/v1/games/`, `/api/v1//games` and `/api/v1/games` are one route,
 * on every route alike (the API, the problem pages, the docs and the web client's files). Fastify's
 * router forgave one trailing slash only, and the docs' static files none: an outside trial met
 * 405, 404 and 403 for the same mistake. No path parameter holds a `/`, so an empty segment never
 * means anything. The query is kept as sent; a URL that is not a path (`*`, an absolute form) too.
 */
export function canonicalUrl(url: string): string {
  if (!url.startsWith('/')) return url;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!path.includes('//') && (path.length === 1 || !path.endsWith('/'))) return url;
  const canonical = path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return q < 0 ? canonical : canonical + url.slice(q);
}
