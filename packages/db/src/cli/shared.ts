import path from 'node:path';
import {
  type DatabaseHandle,
  DatabaseUnavailableError,
  databaseOptions,
  openDatabase,
} from '../client.ts';
import { MigrationError, migrate } from '../migrate.ts';

/**
 * Runs a command-line task on the database the server would use (PostgreSQL when DATABASE_URL is
 * set, otherwise DATA_DIR/pglite, DATA_DIR relative to the working directory), migrated first.
 * Failures end the process with one line, not a stack trace, for the expected ones.
 */
export function runOnDatabase(
  failure: string,
  task: (handle: DatabaseHandle) => Promise<string>,
): void {
  const main = async () => {
    const handle = await openDatabase(
      databaseOptions(
        process.env.DATABASE_URL?.trim() || undefined,
        path.resolve(process.cwd(), process.env.DATA_DIR ?? 'data'),
      ),
    );
    try {
      await migrate(handle);
      console.log(await task(handle));
    } finally {
      await handle.close();
    }
  };
  main().catch((error: unknown) => {
    if (error instanceof DatabaseUnavailableError || error instanceof MigrationError) {
      console.error(`${failure}: ${error.message}`);
    } else {
      console.error(`${failure}:`, error);
    }
    process.exitCode = 1;
  });
}
