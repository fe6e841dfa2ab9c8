/**
 * `npm run db:seed`: migrates the database and fills it with the demo shop. Uses PostgreSQL when
 * DATABASE_URL is set, otherwise the embedded database the server uses (DATA_DIR/pglite, with
 * DATA_DIR relative to the working directory, `data` by default). Demo accounts are added unless
 * NODE_ENV is `production`.
 */
import path from 'node:path';
import { DatabaseUnavailableError, databaseOptions, openDatabase } from '../client.ts';
import { MigrationError, migrate } from '../migrate.ts';
import { DEMO_SEED_VERSION, seedDemoShop } from '../seed/index.ts';

async function main(): Promise<void> {
  const handle = await openDatabase(
    databaseOptions(
      process.env.DATABASE_URL?.trim() || undefined,
      path.resolve(process.cwd(), process.env.DATA_DIR ?? 'data'),
    ),
  );
  try {
    await migrate(handle);
    const demoAccounts = process.env.NODE_ENV !== 'production';
    const { seeded } = await seedDemoShop(handle, { demoAccounts });
    console.log(
      seeded
        ? `Demo shop v${DEMO_SEED_VERSION} seeded into ${handle.kind} ${handle.location}` +
            (demoAccounts ? ' (with demo accounts)' : '')
        : `Demo shop v${DEMO_SEED_VERSION} already present in ${handle.kind} ${handle.location}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseUnavailableError || error instanceof MigrationError) {
    console.error(`Seeding failed: ${error.message}`);
  } else {
    console.error('Seeding failed:', error);
  }
  process.exitCode = 1;
});
