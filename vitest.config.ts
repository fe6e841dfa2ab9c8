import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * One runner for every package. The API suite runs once on PGlite and, when TEST_DATABASE_URL is
 * set (CI), again on real PostgreSQL in a fresh database that the global setup creates and drops.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one CPU to itself, which on a 2-CPU machine (CI) runs the files one
    // by one while the API tests mostly wait on the database: use every CPU.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          include: ['packages/db/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        // The repository's own tooling: lint zones, generated documents.
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: ['apps/api/src/**/*.test.ts'],
          // The production topology and backups (docs/deploy.md) need PostgreSQL.
          exclude: ['apps/api/src/deploy/**'],
          environment: 'node',
          // Each file builds its own app on its own database, and no file mocks a module: a
          // worker imports the API's modules once for all its files instead of once per file
          // (import was 200 of the 360 s of this project on a 2-CPU machine).
          isolate: false,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          provide: { testDatabase: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/src/**/*.test.ts'],
                environment: 'node' as const,
                isolate: false,
                globalSetup: ['apps/api/src/test/global-setup.ts'],
                provide: { testDatabase: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        // After the API suites (a later group): their logs must hold no secret of a test account.
        test: {
          name: 'log-audit',
          include: ['apps/api/src/**/*.audit.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
