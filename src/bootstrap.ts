import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { PinoNestLogger } from './logging/logger.js';
import { mountOpenApi } from './openapi/document.js';

/** HTTP settings shared by production and e2e tests, so both run the same pipeline. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useBodyParser('json', { limit: config.bodyLimitBytes });
  app.set('trust proxy', false);
  app.disable('x-powered-by');
  mountOpenApi(app);
}

export async function createApp(config: AppConfig, logger: Logger): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  configureApp(app, config);
  return app;
}
