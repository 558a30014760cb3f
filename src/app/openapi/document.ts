import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { EXTRA_MODELS } from '../../features/games/dto/components.js';
import { PLAYER_MODELS } from '../../features/players/player-games.dto.js';
import { RATING_MODELS } from '../../features/ratings/ratings.dto.js';
import { serveOnlyDocsFiles } from './docs-files.js';
import { finishDocument } from './finish-document.js';

/**
 * The API's version (info.version), semver: the minor grows with each addition a client sees, the
 * patch with a fix of the document alone; the major only with a break, which the released contract
 * (contract/released/openapi.json, `npm run contract:check`) refuses. docs/api-changes.md says
 * what each version changed.
 */
export const API_VERSION = '1.1.0';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Тысяча (Thousand) game service')
    .setDescription(
      'Hosts games of the Russian three-player card game Тысяча as REST resources. ' +
        'Errors are RFC 9457 problem details (application/problem+json) with a machine `code`. ' +
        'Creating a game, taking a seat and seating a bot need no credential, by design: anyone ' +
        'may open a table or sit at a free seat, and taking a seat is how a player gets its ' +
        'token. Every move of a seat needs that seat token.',
    )
    .setVersion(API_VERSION)
    .addServer(
      '/',
      'This service, in whichever environment serves the document (local, staging or ' +
        'production): paths are relative to it.',
      {},
      // Public: the API that table clients call (the OWASP inventory rules ask for the audience).
      { 'x-internal': false },
    )
    .addTag('games', 'The lobby, a game as each seat sees it, its moves and its history.')
    .addTag('bots', 'Computer players and hints.')
    .addTag('players', 'Players: one identity across games, their games and ratings.')
    .addTag('queue', '"Play now": a queue that seats players at tables of compatible entries.')
    .addTag('challenges', 'Invitations of named players (people or bots) to a new table.')
    .addTag('health', 'Liveness and readiness probes (not rate limited).')
    // Not addBearerAuth: it claims `bearerFormat: JWT`, and seat tokens are opaque random strings.
    .addSecurity('bearer', {
      type: 'http',
      scheme: 'bearer',
      description:
        'The opaque seat token answered once by joinGame (43 base64url characters), or the token ' +
        'of the player bound to the seat (see the `player` scheme).',
    })
    .addSecurity('player', {
      type: 'http',
      scheme: 'bearer',
      description:
        'The opaque player token answered once by createPlayer and newPlayerToken (`player.` and ' +
        '43 base64url characters). It also authorises every seat its player holds.',
    })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
    extraModels: [...EXTRA_MODELS, ...PLAYER_MODELS, ...RATING_MODELS],
  });
  finishDocument(document);
  return document;
}

/**
 * Swagger UI at /docs and the JSON document at /openapi.json. The document is built when first
 * asked for (Swagger keeps it): building it walks every route and schema, and an instance that is
 * never asked for it (or a test's app) need not pay that at each start.
 */
export function mountOpenApi(app: INestApplication): void {
  fitDocsToPhones(app);
  serveOnlyDocsFiles((app as NestFastifyApplication).getHttpAdapter().getInstance());
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'openapi.json',
    // Not the YAML copy Swagger adds at /docs-yaml: one document, at the one path README names.
    raw: ['json'],
  });
}

/** Swagger UI's page as @nestjs/swagger writes it: its head, where a viewport goes. */
const DOCS_HEAD = '<meta charset="UTF-8">';
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/**
 * Swagger UI's page has no viewport, so a phone drew it at a desktop's width in tiny type (a
 * trial); the page is given one as it is sent. The hook is the page's route's alone (added as
 * the route is, before mountOpenApi's setup adds it): a hook for every answer would cost every
 * request of the service a step (issue 47).
 */
function fitDocsToPhones(app: INestApplication): void {
  const fastify = (app as NestFastifyApplication).getHttpAdapter().getInstance();
  const addViewport = (
    _request: unknown,
    _reply: unknown,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) =>
    done(
      null,
      typeof payload === 'string'
        ? payload.replace(DOCS_HEAD, `${DOCS_HEAD}\n  ${VIEWPORT}`)
        : payload,
    );
  fastify.addHook('onRoute', (route) => {
    if (route.method !== 'GET' || (route.url !== '/docs' && route.url !== '/docs/')) return;
    const own = route.onSend;
    route.onSend = own === undefined ? [addViewport] : [...[own].flat(), addViewport];
  });
}

/** The committed form of the document: stable key order from the code, two-space indent. */
export function serializeOpenApi(document: OpenAPIObject): string {
  return JSON.stringify(document, null, 2) + '\n';
}
