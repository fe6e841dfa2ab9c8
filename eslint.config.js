// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: web → core, api → core and db, db → core (DESIGN.md, Shape). */
const boundary = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'apps/web/.react-router/**',
      'data/**',
      'tmp/**',
      'packages/db/migrations/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and hooks are async functions by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Tests read loosely-typed JSON bodies; asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', '**/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['packages/core/**'],
    rules: boundary([
      { group: ['@lotus/*'], message: 'core imports nothing of ours' },
      {
        group: ['node:*', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'react', 'react-*'],
        message: 'core is pure: no I/O, no framework',
      },
    ]),
  },
  {
    files: ['packages/db/**'],
    rules: boundary([
      { group: ['@lotus/api', '@lotus/web', '**/apps/**'], message: 'db depends on core only' },
    ]),
  },
  {
    files: ['apps/api/**'],
    rules: boundary([
      {
        group: ['@lotus/web', '**/apps/web/**'],
        message: 'the API reaches the web app only through its build',
      },
    ]),
  },
  {
    files: ['apps/web/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary([
        {
          group: ['@lotus/db', '@lotus/db/*', '@lotus/api', '**/apps/api/**', 'drizzle-orm', 'pg'],
          message: 'web reaches data only through the API (load context or HTTP)',
        },
      ]),
    },
  },
);
