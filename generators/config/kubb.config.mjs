// kubb with its TypeScript types, zod 4 schemas and fetch client (which parses every answer with
// those schemas: `parser: 'zod'`), from OPENAPI_INPUT into GENERATED_DIR.
import { defineConfig } from '@kubb/core';
import { pluginClient } from '@kubb/plugin-client';
import { pluginOas } from '@kubb/plugin-oas';
import { pluginTs } from '@kubb/plugin-ts';
import { pluginZod } from '@kubb/plugin-zod';

export default defineConfig({
  root: process.env.GENERATED_DIR,
  input: { path: process.env.OPENAPI_INPUT },
  output: { path: process.env.GENERATED_DIR, clean: true, format: false, lint: false },
  plugins: [
    pluginOas({ validate: false }),
    pluginTs(),
    pluginZod({ version: '4' }),
    pluginClient({ client: 'fetch', parser: 'zod' }),
  ],
});
