import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { LAYERS, OUTSIDE } from './layers.config.js';

/** The feature folders and the modules with state of their own (docs/architecture.md). */
const FEATURES = [
  'games',
  'lobby',
  'play',
  'history',
  'streams',
  'bot-runner',
  'turn-clock',
  'idempotency',
  'database',
  'health',
  'table',
  'realtime',
  'players',
  'ratings',
];

/** What pure code (the engine, the bots, the solver, the table core) never imports. */
const IMPURE = [
  '@nestjs/*',
  '@prisma/*',
  'pg',
  'express',
  'fastify',
  '@fastify/*',
  '*/generated/*',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-dev',
      'dist-check-*',
      '.data',
      'src/generated',
      'coverage',
      'test/client/schema.d.ts',
      'web/src/api',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: [
      'src/core/engine/**/*.ts',
      'src/core/bots/**/*.ts',
      'src/core/solver/**/*.ts',
      'src/core/expert/**/*.ts',
      'src/core/computer/**/*.ts',
    ],
    rules: {
      // The rules engine and the bots stay pure: no framework, database or HTTP imports.
      'no-restricted-imports': [
        'error',
        {
          patterns: [...IMPURE, '../games/*', '../common/*'],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'use the seeded PRNG in the state' },
        { object: 'Date', property: 'now', message: 'the engine has no clock' },
      ],
    },
  },
  {
    // The table core (src/core/table): the game record and the rules of a table, pure like the engine
    // (docs/architecture.md). It may read the engine and raise problems, nothing else.
    files: ['src/core/table/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...IMPURE,
            'node:http',
            'node:async_hooks',
            ...FEATURES.map((f) => `../${f}/*`),
            '../common/*',
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'the table core has no clock: take `now`' },
      ],
    },
  },
  {
    // Shared plumbing serves every feature and knows none of them.
    files: ['src/platform/common/**/*.ts', 'src/platform/http/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: FEATURES.filter((f) => !['table', 'database'].includes(f)).map(
            (f) => `../${f}/*`,
          ),
        },
      ],
    },
  },
  {
    // Other modules reach the games through their services, never through the store.
    // (One config per folder: a later config's no-restricted-imports replaces an earlier one's.)
    files: [
      'src/*.ts',
      ...[
        'streams',
        'bot-runner',
        'turn-clock',
        'idempotency',
        'health',
        'config',
        'logging',
        'lifecycle',
        'openapi',
        'clock',
      ].map((dir) => `src/${dir}/**/*.ts`),
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/games/store/*'] }],
    },
  },
  {
    // Persistence knows no HTTP: repositories take and return plain values (no answer, no request
    // context), and the store imports nothing back from the features that use it.
    files: ['src/features/games/store/**/*.ts', 'src/platform/database/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/common/answer*',
            '**/idempotency/idempotency-context*',
            '**/idempotency/idempotency.service*',
            '**/http/*',
            'fastify',
            '@fastify/*',
            '@nestjs/platform-*',
            '../*.js',
            // The store announces nothing: the services announce what it returns (src/platform/realtime).
            ...['lobby', 'play', 'history', 'streams', 'bot-runner', 'turn-clock', 'realtime'].map(
              (f) => `**/${f}/*`,
            ),
          ],
        },
      ],
    },
  },
  {
    // The realtime pipeline carries commits to whoever follows them and knows none of them: it
    // reads the log through EventLog, never the store.
    files: ['src/platform/realtime/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'games',
            'lobby',
            'play',
            'history',
            'streams',
            'bot-runner',
            'turn-clock',
          ].map((f) => `**/${f}/*`),
        },
      ],
    },
  },
  {
    // Only stores run SQL (docs/architecture.md): the pool, Prisma's client and pg are reached from
    // files named *.store.ts and the statements they compose (*-statements.ts), the game store's
    // folder and src/platform/database. A rule of its own (typescript-eslint's twin of
    // no-restricted-imports), so that the per-folder lists above do not replace it.
    files: ['src/**/*.ts'],
    ignores: [
      '**/*.spec.ts',
      '**/*.store.ts',
      '**/*-statements.ts',
      '**/*.statements.ts',
      'src/features/games/store/**',
      'src/platform/database/**',
      'src/generated/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'pg', message: 'only stores (*.store.ts) reach the database' }],
          patterns: [
            {
              group: [
                '**/database/database-pool*',
                '**/database/prisma.service*',
                '**/generated/prisma/*',
                '@prisma/client',
              ],
              message: 'only stores (*.store.ts) reach the database: move the statement there',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The layers of src/ (layers.config.js): denied unless declared, every folder of a layer
    // covered the day it appears, a file outside the layers refused.
    files: ['src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/include': ['src/*/**/*.ts'],
      'boundaries/elements': [
        ...[...Object.keys(LAYERS), ...Object.keys(OUTSIDE)].map((type) => ({
          type,
          pattern: `src/${type}`,
        })),
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(LAYERS).map(([type, below]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: [type, ...below] } } } },
            })),
            ...Object.entries(OUTSIDE).map(([type, { imports }]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: [type, ...imports] } } } },
            })),
          ],
        },
      ],
    },
  },
  {
    // Files named for one job stay small enough to read at once, and so do functions
    // (issue 25): split by responsibility, not to get under the limit.
    files: ['src/**/*.ts', 'web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: ['**/*.spec.ts', 'src/generated/**', 'web/src/api/**'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The generators harness (issue 27) runs on Node outside the service.
    files: ['generators/**/*.mjs'],
    languageOptions: {
      globals: { fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
  },
  {
    // The generated client must type a whole deal by itself: no `as`, no `!`; so must the
    // generators' adapters and the README snippets they run (generators/).
    files: ['test/hey-client.e2e-spec.ts', 'generators/adapters/*.ts', 'generators/snippets/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
);
