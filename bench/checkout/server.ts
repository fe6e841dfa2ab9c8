/**
 * The API as in production for `npm run bench:checkout`, plus `/bench/stats`: the SQL statements
 * sent so far, split into those sent while serving `POST /api/order` (by answer status) and the
 * rest (the job workers delivering order mails, pg-boss's own upkeep).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { migrate, openDatabase } from '@lotus/db';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { serveUntilTerm } from '../lib/server.ts';

const requestScope = new AsyncLocalStorage<{ statements: number }>();
let background = 0;
const orders: Record<string, { requests: number; statements: number }> = {};

// Count every statement any pooled client sends, on the request that sent it if there is one.
const send = Reflect.get(pg.Client.prototype, 'query') as (...args: unknown[]) => unknown;
Reflect.set(pg.Client.prototype, 'query', function (this: pg.Client, ...args: unknown[]) {
  const scope = requestScope.getStore();
  if (scope) scope.statements += 1;
  else background += 1;
  return send.apply(this, args);
});

const config = loadConfig();
const database = await openDatabase({
  kind: 'postgres',
  url: config.databaseUrl!,
  poolSize: Number(process.env.BENCH_POOL ?? 20),
});
await migrate(database);
const app = await buildApp(config, { database, logger: false, jwtSecret: config.jwtSecret! });

app.addHook('onRequest', (request, _reply, done) => {
  const scope = { statements: 0 };
  (request as unknown as { scope: typeof scope }).scope = scope;
  requestScope.run(scope, done);
});
app.addHook('onResponse', async (request, reply) => {
  if (request.method !== 'POST' || request.url !== '/api/order') return;
  const scope = (request as unknown as { scope: { statements: number } }).scope;
  const tally = (orders[reply.statusCode] ??= { requests: 0, statements: 0 });
  tally.requests += 1;
  tally.statements += scope.statements;
});
app.get('/bench/stats', { config: { access: 'public' } }, () =>
  Promise.resolve({ orders, background }),
);

await serveUntilTerm(app, database, config.port);
