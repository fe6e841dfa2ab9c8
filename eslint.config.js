// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: web → core, api → core and db, db → core (DESIGN.md, Shape). */
const boundary = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/**
 * Zones inside the apps (STYLE.md, house rule 3). ESLint's no-restricted-imports matches the
 * import as written, so a rule about "another folder" is written per folder depth: from a file
 * `depth` folders below a feature (or an API module), `../` taken `depth + 1` times lands among
 * the features (or modules), and a name then a path below it is another one's insides.
 * A later block replaces an earlier block's options for the same rule, so each zone restates the
 * package boundary of its app.
 */
const DEPTHS = [0, 1, 2, 3];
const up = (depth) => '\\.\\./'.repeat(depth + 1);
/** The glob of the files `depth` folders below a feature or a module (its own name included). */
const below = (depth) => Array.from({ length: depth + 2 }, () => '*').join('/');

const webBoundary = [
  {
    group: ['@lotus/db', '@lotus/db/*', '@lotus/api', '**/apps/api/**', 'drizzle-orm', 'pg'],
    message: 'web reaches data only through the API (load context or HTTP)',
  },
];
const throughIndex = {
  regex: '(^|/)features/[^/]+/.+',
  message: "use the feature's index.ts (its public surface), not its insides",
};
const noRoutes = {
  regex: '(^|/)(routes/|root$)',
  message: 'routes compose features; nothing below them imports a route or the root',
};
const noFeatures = {
  regex: '(^|/)features(/|$)',
  message: 'components/ui, lib, store and i18n are below the features and never import one',
};

const apiBoundary = [
  {
    group: ['@lotus/web', '**/apps/web/**'],
    message: 'the API reaches the web app only through its build',
  },
];
const anyRepository = {
  regex: '\\.repository(\\.[jt]s)?$',
  message: "plugins and lib reach data through a module's service, never a repository",
};

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
      // Type-checked by its test against types generated at test time (not kept in git).
      'apps/api/src/test/generated-client/**',
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
    rules: boundary(apiBoundary),
  },
  // A module calls another module's service, never its repository (DESIGN.md, Services).
  ...DEPTHS.map((depth) => ({
    files: [`apps/api/src/modules/${below(depth)}.ts`],
    rules: boundary([
      ...apiBoundary,
      {
        regex: `^${up(depth)}[^./][^/]*/(.+/)?[^/]*\\.repository(\\.[jt]s)?$`,
        message: "a module calls another module's service, never its repository",
      },
      {
        regex: '(^|/)modules/[^/]+/(.+/)?[^/]*\\.repository(\\.[jt]s)?$',
        message: "a module calls another module's service, never its repository",
      },
    ]),
  })),
  {
    files: ['apps/api/src/plugins/**', 'apps/api/src/lib/**'],
    rules: boundary([...apiBoundary, anyRepository]),
  },
  {
    files: ['apps/web/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(webBoundary),
    },
  },
  // Routes and the root use a feature through its index.ts.
  {
    files: ['apps/web/app/**'],
    rules: boundary([...webBoundary, throughIndex]),
  },
  // The rooms below the features: shared primitives, helpers, client state, dictionaries.
  {
    files: [
      'apps/web/app/components/ui/**',
      'apps/web/app/lib/**',
      'apps/web/app/store/**',
      'apps/web/app/i18n/**',
    ],
    rules: boundary([...webBoundary, noFeatures, noRoutes]),
  },
  // A feature reaches another only through that one's index.ts, and never a route.
  ...DEPTHS.map((depth) => ({
    files: [`apps/web/app/features/${below(depth)}.{ts,tsx}`],
    rules: boundary([
      ...webBoundary,
      throughIndex,
      noRoutes,
      {
        regex: `^${up(depth)}[^./][^/]*/.+`,
        message: 'another feature is reached through its index.ts, not its insides',
      },
    ]),
  })),
  // A feature's tests may drive the route that serves it.
  ...DEPTHS.map((depth) => ({
    files: [`apps/web/app/features/${below(depth)}.test.{ts,tsx}`],
    rules: boundary([
      ...webBoundary,
      throughIndex,
      {
        regex: `^${up(depth)}[^./][^/]*/.+`,
        message: 'another feature is reached through its index.ts, not its insides',
      },
    ]),
  })),
  // One repository rule (decision 029): the product reads rows through Drizzle's builder, or
  // parses a named raw statement's rows (`parsedRows`); a cast raw answer is for tests only.
  {
    files: ['apps/api/src/**/*.ts', 'packages/db/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='queryRows']",
          message:
            "rows come from Drizzle's builder, or parsedRows for a named raw statement (decision 029)",
        },
      ],
    },
  },
);
