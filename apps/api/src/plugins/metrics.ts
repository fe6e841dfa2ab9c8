import { timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from '@lotus/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobQueue } from '../jobs/jobs.ts';

/**
 * The shop's own counters, which the services and plugins add to; one set per app (tests build
 * many apps in one process, each with its own registry).
 */
export interface Metrics {
  registry: Registry;
  /** A login refused for its credentials (wrong password, unknown account). */
  loginFailed: () => void;
  /** A request refused by rate limit `limit`. */
  rateLimited: (limit: string) => void;
  /** A mail delivered (SMTP or the development mailbox) or a delivery attempt that failed. */
  mail: (outcome: 'sent' | 'failed') => void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const logins = new Counter({
    name: 'lotus_login_failures_total',
    help: 'Logins refused for wrong credentials',
    registers: [registry],
  });
  const limits = new Counter({
    name: 'lotus_rate_limited_total',
    help: 'Requests refused by a rate limit, by limit',
    labelNames: ['limit'],
    registers: [registry],
  });
  const mail = new Counter({
    name: 'lotus_mail_total',
    help: 'Mail delivered and delivery attempts that failed',
    labelNames: ['outcome'],
    registers: [registry],
  });
  mail.inc({ outcome: 'sent' }, 0);
  mail.inc({ outcome: 'failed' }, 0);
  return {
    registry,
    loginFailed: () => logins.inc(),
    rateLimited: (limit) => limits.inc({ limit }),
    mail: (outcome) => mail.inc({ outcome }),
  };
}

export interface MetricsPluginOptions {
  metrics: Metrics;
  database: DatabaseHandle;
  queue: JobQueue;
  /** The bearer token scrapes must send; unset serves loopback callers only. */
  token: string | undefined;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether `given` is the token, compared in constant time. */
function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in the Prometheus text format: requests by route and status with their latency,
 * the database pool's use, jobs waiting and failed by kind, mail sent and failed, login failures,
 * rate-limit refusals, and Node's own process figures. With METRICS_TOKEN set, a scrape sends
 * `Authorization: Bearer <token>`; without it, only this machine may read them (a caller whose
 * address is loopback and that came through no proxy).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const { metrics, database, queue, token } = options;
  const { registry } = metrics;

  const requests = new Counter({
    name: 'lotus_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'lotus_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'lotus_db_pool_connections',
    help: "The database pool's connections, by state (open, idle, waiting callers, max)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.connections();
      for (const state of ['open', 'idle', 'waiting', 'max'] as const) {
        this.set({ state }, use[state]);
      }
    },
  });
  new Gauge({
    name: 'lotus_jobs',
    help: 'Jobs waiting, and failed past their retries (dead letters), by kind',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      for (const { kind, waiting, failed } of await queue.stats()) {
        this.set({ kind, state: 'waiting' }, waiting);
        this.set({ kind, state: 'failed' }, failed);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const allowed = (request: FastifyRequest) => {
    if (token) {
      const header = request.headers.authorization ?? '';
      return header.startsWith('Bearer ') && sameToken(header.slice(7).trim(), token);
    }
    const proxied = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
    return !proxied && LOOPBACK.test(request.ip);
  };

  app.get('/metrics', { schema: { hide: true } }, async (request, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    if (!allowed(request)) return reply.fail(token ? 'UNAUTHORIZED' : 'FORBIDDEN');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
