import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    files: ['src/engine/**/*.ts', 'src/bots/**/*.ts', 'src/solver/**/*.ts'],
    rules: {
      // The rules engine and the bots stay pure: no framework, database or HTTP imports.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@nestjs/*',
            '@prisma/*',
            'pg',
            'express',
            '*/generated/*',
            '../games/*',
            '../common/*',
          ],
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
    // The generated client must type a whole deal by itself: no `as`, no `!`.
    files: ['test/hey-client.e2e-spec.ts'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
);
