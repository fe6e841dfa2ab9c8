/**
 * The shop as `npm start` serves it (production web build, embedded database in a fresh
 * DATA_DIR with the demo shop), but serving the web build found under BENCH_WEB_ROOT: the
 * benchmark measures a snapshot it built itself, so a build running elsewhere in the checkout
 * can't change the files under its feet.
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
await seedDemoShop(database, { demoAccounts: false });
const app = await buildApp(config, {
  database,
  jwtSecret: 'lighthouse'.padEnd(48, '-'),
  logger: false,
});
await registerWeb(app, { mode: 'production', webRoot, clock: systemClock });
await serveUntilTerm(app, database, config.port);
