/**
 * The API as in production for `npm run bench:checkout`, plus `/bench/stats`: the SQL statements
 * sent so far, split into those sent while serving `POST /api/order` (by answer status) and the
 * rest (the job workers delivering order mails, pg-boss's own upkeep). And, between
 * `/bench/timeline/start` and `/bench/timeline`, each order request's statements with the
 * instants they were sent and answered (where its time goes: waits for a row lock show as a
 * statement's duration, a lock's hold time as the span from the statement taking it to COMMIT).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { migrate, openDatabase } from '@lotus/db';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { serveUntilTerm } from '../lib/server.ts';

/**
 * A statement of a traced request: its text's start, the pooled connection that sent it (a job
 * woken by the request runs in its async context too, on another connection), when it was sent
 * and answered (ms).
 */
interface Step {
  text: string;
  connection: number;
  sent: number;
  done: number;
}
interface Scope {
  statements: number;
  received: number;
  steps: Step[] | null;
}

const requestScope = new AsyncLocalStorage<Scope>();
let background = 0;
const orders: Record<string, { requests: number; statements: number }> = {};
let tracing = false;
let traced: { key: string; status: number; received: number; answered: number; steps: Step[] }[] =
  [];
const TRACE_LIMIT = 20_000;
const connections = new WeakMap<pg.Client, number>();
let connectionCount = 0;

function textOf(query: unknown): string {
  const text = typeof query === 'string' ? query : (query as { text?: unknown }).text;
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim().slice(0, 80) : '';
}

// Count every statement any pooled client sends, on the request that sent it if there is one.
const send = Reflect.get(pg.Client.prototype, 'query') as (...args: unknown[]) => unknown;
Reflect.set(pg.Client.prototype, 'query', function (this: pg.Client, ...args: unknown[]) {
  const scope = requestScope.getStore();
  if (!scope) {
    background += 1;
    return send.apply(this, args);
  }
  scope.statements += 1;
  if (!scope.steps) return send.apply(this, args);
  if (!connections.has(this)) connections.set(this, ++connectionCount);
  const step: Step = {
    text: textOf(args[0]),
    connection: connections.get(this)!,
    sent: performance.now(),
    done: 0,
  };
  scope.steps.push(step);
  const result = send.apply(this, args);
  const answered = () => void (step.done = performance.now());
  if (result instanceof Promise) result.then(answered, answered);
  return result;
});

const config = loadConfig();
const database = await openDatabase({
  kind: 'postgres',
  url: config.databaseUrl!,
  poolSize: Number(process.env.BENCH_POOL ?? 20),
});
await migrate(database);
// Only unexpected errors are logged, and only the first few (on stderr): what a 500 was.
let errorsShown = 0;
const logger = {
  level: 'error',
  stream: {
    write: (line: string) =>
      void (errorsShown++ < 3 && process.stderr.write(`bench server: ${line}`)),
  },
};
const app = await buildApp(config, { database, logger, jwtSecret: config.jwtSecret! });

const isOrder = (request: { method: string; url: string }) =>
  request.method === 'POST' && request.url === '/api/order';

app.addHook('onRequest', (request, _reply, done) => {
  const scope: Scope = {
    statements: 0,
    received: performance.now(),
    steps: tracing && isOrder(request) ? [] : null,
  };
  (request as unknown as { scope: Scope }).scope = scope;
  requestScope.run(scope, done);
});
app.addHook('onResponse', async (request, reply) => {
  if (!isOrder(request)) return;
  const scope = (request as unknown as { scope: Scope }).scope;
  const tally = (orders[reply.statusCode] ??= { requests: 0, statements: 0 });
  tally.requests += 1;
  tally.statements += scope.statements;
  if (scope.steps && traced.length < TRACE_LIMIT) {
    traced.push({
      key: String(request.headers['idempotency-key']),
      status: reply.statusCode,
      received: scope.received,
      answered: performance.now(),
      steps: scope.steps,
    });
  }
});
app.get('/bench/stats', { config: { access: 'public' } }, () =>
  Promise.resolve({ orders, background }),
);
// How late the event loop runs its callbacks while tracing: a statement's answer waits that long
// before the next statement of its transaction is sent. The histogram holds whole sampling
// intervals, so the resolution is taken off.
const RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
const lateBy = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
app.get('/bench/timeline/start', { config: { access: 'public' } }, () => {
  tracing = true;
  traced = [];
  loopDelay.reset();
  loopDelay.enable();
  return Promise.resolve({ tracing });
});
app.get('/bench/timeline', { config: { access: 'public' } }, () => {
  tracing = false;
  loopDelay.disable();
  const answer = {
    orders: traced,
    loopDelay: {
      mean: lateBy(loopDelay.mean),
      p50: lateBy(loopDelay.percentile(50)),
      p99: lateBy(loopDelay.percentile(99)),
    },
  };
  traced = [];
  return Promise.resolve(answer);
});

await serveUntilTerm(app, database, config.port);
