import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { unlistRoute } from '../../platform/http/route-methods.js';

/**
 * The files of swagger-ui-dist that the docs page, as @nestjs/swagger writes it, loads. The page
 * itself (/docs, /docs/index.html) and its script swagger-ui-init.js are routes of their own.
 */
export const DOCS_FILES: ReadonlySet<string> = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

/**
 * @nestjs/swagger serves the whole swagger-ui-dist folder under /docs/* with @fastify/static: its
 * package.json and README, 2 MB source maps, an OAuth2 redirect page no operation uses. And the
 * file sender refused a dot segment (`/docs/../package.json`, `/docs/./x`, `%2e%2e`) or a NUL
 * byte with 403 `forbidden`, whose page tells the client to send other credentials. Only the
 * page's files are served now; any other path under /docs is the router's 404 `route_not_found`
 * before the sender sees it.
 *
 * @nestjs/swagger also registers `GET /docs/LICENSE`, which only throws 404 (so that the folder's
 * licence was not served): counted as a route of the path, it turned its own 404 into a 405
 * saying GET is not allowed and naming GET in `Allow` (route-methods.ts). It is unlisted.
 *
 * Added before SwaggerModule.setup registers those routes: onRoute sees only routes to come.
 */
export function serveOnlyDocsFiles(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.url === '/docs/LICENSE') return unlistRoute(fastify, route.url);
    if (route.url !== '/docs/*') return;
    const send = route.handler;
    const sendPageFile: RouteHandlerMethod = function (request, reply) {
      const file = (request.params as Record<string, string | undefined>)['*'] ?? '';
      return DOCS_FILES.has(file) ? send.call(this, request, reply) : reply.callNotFound();
    };
    route.handler = sendPageFile;
  });
}
