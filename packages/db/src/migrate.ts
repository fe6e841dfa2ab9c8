import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Lock key shared by every copy of the server that migrates at start-up. */
const MIGRATION_LOCK = 7_140_001;

/** A migration that failed; the message names the cause without a stack trace. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * Applies the committed migrations that the database has not seen yet. On PostgreSQL several
 * server copies may start together: they take turns on an advisory lock, held by the one
 * connection that also runs the migrations, so a lost connection takes the lock and the
 * unfinished migration (one transaction) with it, and the failure is this call's to report.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  try {
    if (handle.driver.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } else {
      await migrateWithLock(handle.driver.url);
    }
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new MigrationError(
      `database migration failed: ${cause ?? (error as Error).message}`.replace(/\s+/g, ' '),
    );
  }
}

async function migrateWithLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A connection lost mid-migration fails the statement in flight (reported above); the event
  // itself, unheard, would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    // Released when the session ends, whichever way it ends.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end().catch(() => {});
  }
}
