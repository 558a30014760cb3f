import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { LAYERS, OUTSIDE } from './layers.config.js';

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
      'clients/ts/src/gen',
      'clients/ts/dist',
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
    // Outside the games' own features (lobby, play, history), the games are reached through their
    // services, never through the store; another store may share its statements in one
    // transaction (the creator's quota). Before the configs below: for one file, a later config's
    // no-restricted-imports replaces an earlier one's.
    files: ['src/**/*.ts'],
    ignores: [
      '**/*.spec.ts',
      '**/*.store.ts',
      '**/*-statements.ts',
      '**/*.statements.ts',
      'src/core/**',
      'src/features/games/**',
      'src/features/lobby/**',
      'src/features/play/**',
      'src/features/history/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/games/store/*'] }],
    },
  },
  {
    // The core stays pure (docs/architecture.md "Layers"): no framework, database or HTTP import;
    // the layers above it are fenced off by the boundaries config below.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...IMPURE, 'node:http', 'node:async_hooks'] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'use the seeded PRNG in the state' },
        { object: 'Date', property: 'now', message: 'the core has no clock: take `now`' },
      ],
    },
  },
  {
    // The service's one source of time is the Clock (src/platform/clock/clock.ts), so a test's
    // ManualClock sees every reading; the core has its own rule above.
    files: ['src/**/*.ts'],
    ignores: ['src/core/**', '**/*.spec.ts', 'src/platform/clock/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'read the time from the Clock' },
      ],
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
            ...[
              'lobby',
              'play',
              'history',
              'streams',
              'player-stream',
              'bot-runner',
              'turn-clock',
              'queue',
              'realtime',
            ].map((f) => `**/${f}/*`),
            // ...but writes the outbox rows of what it commits, in the same statement (TELLING_EVENTS).
            '!**/realtime/outbox-statements.js',
          ],
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
              group: ['**/database/database-pool*', '**/generated/prisma/*', '@prisma/client'],
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
      // Not no-unknown-dependencies: Prisma's client (src/generated) exists only once generated,
      // and lint runs on a fresh clone before that; a file outside the layers is refused by
      // no-unknown-files in that file itself.
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
    files: ['src/**/*.ts', 'web/src/**/*.ts', 'web/src/**/*.tsx', 'clients/ts/src/**/*.ts'],
    ignores: ['**/*.spec.ts', 'src/generated/**', 'clients/ts/src/gen/**'],
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
