import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase } from '@lotus/db';
import { inject } from 'vitest';

/**
 * A database for a test that needs no HTTP: a fresh PGlite loaded from the suite's seeded dump,
 * or a new pool on the suite's PostgreSQL database (shared by every test file: add your own rows).
 */
export async function openTestDatabase(poolSize = 5): Promise<DatabaseHandle> {
  return inject('testDatabase') === 'postgres'
    ? openDatabase({ kind: 'postgres', url: inject('testDatabaseUrl'), poolSize })
    : openDatabase({
        kind: 'pglite',
        loadDataDir: new Blob([await readFile(inject('pgliteDump'))]),
      });
}

export const onPostgres = () => inject('testDatabase') === 'postgres';

/**
 * A job-queue schema of the test's own on PostgreSQL, where test files share one database and
 * their workers would otherwise take each other's jobs; on PGlite (one database per test) the
 * default schema, already installed in the dump.
 */
export const testJobSchema = (): string | undefined =>
  onPostgres() ? `jobs_${randomBytes(4).toString('hex')}` : undefined;
