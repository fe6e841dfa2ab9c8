/** `npm run db:migrate`: applies the committed migrations to the database the server would use. */
import { runOnDatabase } from './shared.ts';

runOnDatabase(
  'Migration failed',
  async (handle) => `Migrations applied to ${handle.kind} ${handle.location}`,
);
