import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { type DatabaseHandle, withAdvisoryLock } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Lock key shared by every copy of the server that migrates at start-up. */
const MIGRATION_LOCK = 7_140_001;

/** A migration that failed; the message names the cause without a stack trace. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * Applies the committed migrations that the database has not seen yet. On PostgreSQL several
 * server copies may start together: an advisory lock makes them take turns.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  try {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } else {
      await withAdvisoryLock(handle.db, MIGRATION_LOCK, () =>
        migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER }),
      );
    }
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new MigrationError(
      `database migration failed: ${cause ?? (error as Error).message}`.replace(/\s+/g, ' '),
    );
  }
}
