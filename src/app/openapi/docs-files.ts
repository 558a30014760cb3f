import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import { listRoute, unlistRoute } from '../../platform/http/route-methods.js';

/**
 * The files of swagger-ui-dist that the docs page, as @nestjs/swagger writes it, loads. The page
 * itself (/docs) and its script swagger-ui-init.js are routes of their own.
 */
export const DOCS_FILES: ReadonlySet<string> = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

/** The routes of the docs page: the page (`/docs/` is `/docs`, canonical-url.ts) and its script. */
const PAGE_ROUTES: ReadonlySet<string> = new Set(['/docs', '/docs/', '/docs/swagger-ui-init.js']);

/**
 * @nestjs/swagger serves the whole swagger-ui-dist folder under /docs/* with @fastify/static: its
 * package.json and README, 2 MB source maps, an OAuth2 redirect page no operation uses. And the
 * file sender refused a dot segment (`/docs/../package.json`, `/docs/./x`, `%2e%2e`) or a NUL
 * byte with 403 `forbidden`, whose page tells the client to send other credentials. Only the
 * page's files are served now; any other path under /docs is the router's 404 `route_not_found`
 * before the sender sees it. The files are listed as the paths they are, so that another method
 * on one answers 405 with `Allow` as on any route (a wildcard route lists no path).
 *
 * Its other routes under /docs are taken out and answer that 404 too: `GET /docs/LICENSE`, which
 * only threw 404 (counted as a route of the path, it turned its own 404 into a 405 naming GET in
 * `Allow`, route-methods.ts); `/docs/index.html`, a second copy of the page that loads its files
 * from /docs/docs/, where only `swagger-ui-init.js` was served.
 *
 * Added before SwaggerModule.setup registers those routes: onRoute sees only routes to come.
 */
export function serveOnlyDocsFiles(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/docs/') || PAGE_ROUTES.has(route.url)) return;
    if (route.url === '/docs/*') return servePageFiles(fastify, route);
    unlistRoute(fastify, route.url);
    route.handler = notFound;
  });
}

function servePageFiles(fastify: FastifyInstance, route: RouteOptions): void {
  for (const file of DOCS_FILES) listRoute(fastify, route.method, `/docs/${file}`);
  const send = route.handler;
  const sendPageFile: RouteHandlerMethod = function (request, reply) {
    const file = (request.params as Record<string, string | undefined>)['*'] ?? '';
    return DOCS_FILES.has(file) ? send.call(this, request, reply) : reply.callNotFound();
  };
  route.handler = sendPageFile;
}

const notFound: RouteHandlerMethod = (_request, reply) => reply.callNotFound();
