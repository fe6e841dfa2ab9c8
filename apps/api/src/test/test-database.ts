import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase } from '@lotus/db';
import { inject } from 'vitest';
import { adminQuery } from './pg-admin.ts';

/**
 * A database for a test that needs no HTTP: a fresh PGlite loaded from the suite's seeded dump,
 * or a new pool on the suite's PostgreSQL database (shared by every test file: add your own rows,
 * or take `openPristineDatabase`).
 */
export async function openTestDatabase(poolSize = 5): Promise<DatabaseHandle> {
  return inject('testDatabase') === 'postgres'
    ? openDatabase({ kind: 'postgres', url: inject('testDatabaseUrl'), poolSize })
    : openDatabase({
        kind: 'pglite',
        loadDataDir: new Blob([await readFile(inject('pgliteDump'))]),
      });
}

/**
 * A database holding the demo shop and nothing else, for a test whose answers depend on the whole
 * catalogue (the words search corrects to, say) or on every row of a table (the mail outbox):
 * on PGlite the same fresh copy as `openTestDatabase`; on PostgreSQL a new database copied from
 * the suite's untouched one, where the other test files' rows cannot reach (the suite's teardown
 * drops it). Answers an opener: on PostgreSQL each call is one more pool on that database (one
 * more server copy).
 */
export async function pristineDatabase(): Promise<(poolSize?: number) => Promise<DatabaseHandle>> {
  if (!onPostgres()) return openTestDatabase;
  const url = await pristineDatabaseUrl();
  return (poolSize = 5) => openDatabase({ kind: 'postgres', url, poolSize });
}

/**
 * The address of a new PostgreSQL database copied from the suite's untouched one, for a server
 * a test starts in a process of its own (the suite's teardown drops it).
 */
export async function pristineDatabaseUrl(): Promise<string> {
  const template = inject('testPristineDatabase');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await adminQuery(inject('testAdminUrl'), `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = new URL(inject('testDatabaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** The address of a new, empty PostgreSQL database (the suite's teardown drops it). */
export async function emptyDatabaseUrl(): Promise<string> {
  const name = `${inject('testPristineDatabase')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(inject('testAdminUrl'), `CREATE DATABASE "${name}"`);
  const url = new URL(inject('testDatabaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** One pool on a new `pristineDatabase`. */
export const openPristineDatabase = async (poolSize = 5) => (await pristineDatabase())(poolSize);

export const onPostgres = () => inject('testDatabase') === 'postgres';

/**
 * A job-queue schema of the test's own on PostgreSQL, where test files share one database and
 * their workers would otherwise take each other's jobs; on PGlite (one database per test) the
 * default schema, already installed in the dump.
 */
export const testJobSchema = (): string | undefined =>
  onPostgres() ? `jobs_${randomBytes(4).toString('hex')}` : undefined;
