/**
 * `npm run db:migrate`: applies the committed migrations to the database the server would use
 * (PostgreSQL when DATABASE_URL is set, otherwise DATA_DIR/pglite) and says what it did.
 */
import path from 'node:path';
import { DatabaseUnavailableError, databaseOptions, openDatabase } from '../client.ts';
import { MigrationError, migrate } from '../migrate.ts';

async function main(): Promise<void> {
  const handle = await openDatabase(
    databaseOptions(
      process.env.DATABASE_URL?.trim() || undefined,
      path.resolve(process.cwd(), process.env.DATA_DIR ?? 'data'),
    ),
  );
  try {
    await migrate(handle);
    console.log(`Migrations applied to ${handle.kind} ${handle.location}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseUnavailableError || error instanceof MigrationError) {
    console.error(`Migration failed: ${error.message}`);
  } else {
    console.error('Migration failed:', error);
  }
  process.exitCode = 1;
});
