// Writes openapi.json (the committed API document) and openapi-typescript's types of it
// (test/client/schema.d.ts: read by examples/bot and test/generated-client.e2e-spec.ts; the tests
// and benchmarks take theirs from the official SDK, clients/ts).
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { createOfflineApp } from '../src/app/offline-app.js';
import { buildOpenApiDocument, serializeOpenApi } from '../src/app/openapi/document.js';

const root = resolve(import.meta.dirname, '../..');

async function main(): Promise<void> {
  const app = await createOfflineApp();
  const text = serializeOpenApi(buildOpenApiDocument(app));
  await app.close();
  await writeFile(resolve(root, 'openapi.json'), text);
  const ast = await openapiTS(JSON.parse(text));
  await writeFile(resolve(root, 'test/client/schema.d.ts'), astToString(ast));
  process.stdout.write('wrote openapi.json and test/client/schema.d.ts\n');
}

void main();
