/**
 * The shop as `npm start` serves it (production web build, embedded database in a fresh
 * DATA_DIR with the demo shop), but serving the web build found under BENCH_WEB_ROOT: the
 * benchmark measures a snapshot it built itself, so a build running elsewhere in the checkout
 * can't change the files under its feet.
 *
 * The demo accounts are seeded too (as `npm start` does outside production): the benchmark logs
 * the demo customer in to measure the signed-in pages (profile, wishlist).
 */
import { databaseOptions, migrate, openDatabase } from '@lotus/db';
import { seedDemoShop } from '@lotus/db/seed';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { registerWeb } from '../../apps/api/src/plugins/web/mount.ts';
import { serveUntilTerm } from '../lib/server.ts';

const webRoot = process.env.BENCH_WEB_ROOT;
if (!webRoot) throw new Error('BENCH_WEB_ROOT is not set');

const config = loadConfig();
const database = await openDatabase(databaseOptions(config.databaseUrl, config.dataDir));
await migrate(database);
await seedDemoShop(database, { demoAccounts: true });
const app = await buildApp(config, {
  database,
  jwtSecret: 'lighthouse'.padEnd(48, '-'),
  logger: false,
  // Production refuses to start with the demo accounts' published passwords; this server only
  // listens on 127.0.0.1 for the length of one benchmark, and needs the customer's to log in.
  refusePublishedPasswords: false,
});
await registerWeb(app, { mode: 'production', webRoot, clock: systemClock });
await serveUntilTerm(app, database, config.port);
