/**
 * `npm run db:seed`: migrates the database the server would use and fills it with the demo shop.
 * Demo accounts are added unless NODE_ENV is `production`.
 */
import { DEMO_SEED_VERSION, seedDemoShop } from '../seed/index.ts';
import { runOnDatabase } from './shared.ts';

runOnDatabase('Seeding failed', async (handle) => {
  const demoAccounts = process.env.NODE_ENV !== 'production';
  const { seeded } = await seedDemoShop(handle, { demoAccounts });
  return seeded
    ? `Demo shop v${DEMO_SEED_VERSION} seeded into ${handle.kind} ${handle.location}` +
        (demoAccounts ? ' (with demo accounts)' : '')
    : `Demo shop v${DEMO_SEED_VERSION} already present in ${handle.kind} ${handle.location}`;
});
