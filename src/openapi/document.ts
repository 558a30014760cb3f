import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Тысяча (Thousand) game service')
    .setDescription(
      'Hosts games of the Russian three-player card game Тысяча as REST resources. ' +
        'Errors are RFC 9457 problem details (application/problem+json) with a machine `code`.',
    )
    .setVersion('1.0.0')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description: 'Seat token from joining a game',
    })
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller, method) => method,
  });
}

/** Swagger UI at /docs and the JSON document at /openapi.json. */
export function mountOpenApi(app: INestApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json' });
}

/** The committed form of the document: stable key order from the code, two-space indent. */
export function serializeOpenApi(document: OpenAPIObject): string {
  return JSON.stringify(document, null, 2) + '\n';
}
