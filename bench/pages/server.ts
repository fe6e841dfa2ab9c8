/**
 * The shop as production serves it (the production web build of apps/web, PostgreSQL from
 * DATABASE_URL, migrated and seeded with the demo shop by bench/pages/run.ts), for
 * `npm run bench:pages`. `BENCH_PAGE_CACHE=off` turns the shared page cache off, so the same
 * pages can be measured as rendered for every request. `WEB_CONCURRENCY` copies share the port
 * (node:cluster) through the server's own supervisor (apps/api/src/lib/server-copies.ts); `ready`
 * is printed once every copy listens.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { openDatabase } from '@lotus/db';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { superviseCopies } from '../../apps/api/src/lib/server-copies.ts';
import { registerWeb } from '../../apps/api/src/plugins/web/mount.ts';
import { serveUntilTerm } from '../lib/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const config = loadConfig();

if (cluster.isPrimary && config.processes > 1) {
  superviseCopies(config.processes, () => console.log('ready'));
} else {
  const database = await openDatabase({
    kind: 'postgres',
    url: config.databaseUrl!,
    poolSize: 10,
  });
  const app = await buildApp(config, { database, logger: false, jwtSecret: config.jwtSecret! });
  await registerWeb(app, {
    mode: 'production',
    webRoot: process.env.BENCH_WEB_ROOT ?? path.join(root, 'apps/web'),
    clock: systemClock,
    pageCache: process.env.BENCH_PAGE_CACHE !== 'off',
  });
  await serveUntilTerm(app, database, config.port, { announce: cluster.isPrimary });
}
