import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate, openDatabase, pgliteExtensions } from '@lotus/db';
import { seedDemoShop } from '@lotus/db/seed';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { installJobSchema } from '../jobs/queue.ts';
import { adminQuery } from './pg-admin.ts';
import { resetTestLogs } from './test-log.ts';

/**
 * Prepares one migrated, seeded database for the API suite, with the job queue's tables, so no
 * test file pays for migrations: on PGlite a data-dir dump that each test file loads (about a
 * second), on PostgreSQL a fresh database created here and dropped at the end, with an untouched
 * copy beside it that a test needing the demo shop alone copies (`openPristineDatabase`). It
 * also empties the run's log folder, which the log audit reads after the suite.
 */
export default async function setup(project: TestProject) {
  const target = project.config.provide.testDatabase;
  resetTestLogs(target ?? 'pglite');
  if (target === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL run');
    const name = `lotus_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await migrate(handle);
    await seedDemoShop(handle, { demoAccounts: true });
    await installJobSchema(handle);
    await handle.close();
    // Copied before any test connects: a template must have no session open.
    await adminQuery(adminUrl, `CREATE DATABASE "${name}_pristine" TEMPLATE "${name}"`);
    project.provide('testDatabaseUrl', url.toString());
    project.provide('testAdminUrl', adminUrl);
    project.provide('testPristineDatabase', `${name}_pristine`);
    return async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // The suite's database, its pristine copy and the copies tests made of it.
      const { rows } = await cleanup.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [name],
      );
      for (const { datname } of rows) {
        await cleanup.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
      await cleanup.end();
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'lotus-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await openDatabase({ kind: 'pglite', instance: client });
  await migrate(handle);
  await seedDemoShop(handle, { demoAccounts: true });
  await installJobSchema(handle);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: 'pglite' | 'postgres';
    testDatabaseUrl: string;
    testAdminUrl: string;
    testPristineDatabase: string;
    pgliteDump: string;
  }
}
