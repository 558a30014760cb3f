import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { registerAdmission } from '../platform/http/admission.js';
import { registerLeanRoutes } from '../platform/http/lean/lean-routes.js';
import { globalEnhancers } from './global-enhancers.js';
import { APP_CONFIG } from '../platform/config/config.tokens.js';
import { boundConnectionsPerAddress } from '../platform/http/connection-bound.js';
import { answerOtherOriginsPreflights, registerCors } from '../platform/http/cors.js';
import { createHttpAdapter, registerJsonParser } from '../platform/http/http-adapter.js';
import { registerSecurityHeaders } from '../platform/http/security-headers.js';
import { mountWebClient } from '../platform/http/web-client.js';
import { PinoNestLogger } from '../platform/logging/logger.js';
import { registerRequestLogging } from '../platform/logging/request-logging.js';
import { mountOpenApi } from './openapi/document.js';
import { trustedProxies } from '../platform/http/trusted-proxies.js';

/** HTTP settings shared by production and e2e tests, so both run the same pipeline. */
export function configureApp(app: NestFastifyApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  boundConnectionsPerAddress(
    app.getHttpServer(),
    config.maxConnectionsPerAddress,
    trustedProxies(config.trustProxy),
  );
  registerJsonParser(app);
  registerCors(app);
  registerRequestLogging(app);
  registerSecurityHeaders(app);
  answerOtherOriginsPreflights(app);
  registerAdmission(app);
  registerLeanRoutes(app, globalEnhancers(app));
  mountOpenApi(app);
  mountWebClient(app);
}

export async function createApp(
  config: AppConfig,
  logger: Logger,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, logger),
    createHttpAdapter(config),
    // Fastify's own JSON parser, with the adapter's body limit.
    { bodyParser: false, logger: new PinoNestLogger(logger) },
  );
  configureApp(app);
  return app;
}
