/**
 * The API as in production for `bench:assistant`, the assistant's rate limit lifted (the load
 * comes from one address, which the limit would refuse after 20 messages a minute).
 */
import { migrate, openDatabase } from '@lotus/db';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { serveUntilTerm } from '../lib/server.ts';

const config = loadConfig();
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl!, poolSize: 10 });
await migrate(database);
const app = await buildApp(config, {
  database,
  logger: false,
  jwtSecret: 'bench'.padEnd(40, '-'),
  limits: { assistantMessages: { points: 1_000_000_000, duration: 60 } },
});

await serveUntilTerm(app, database, config.port);
