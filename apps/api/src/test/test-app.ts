import type { DatabaseHandle } from '@lotus/db';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.ts';
import { DEFAULT_LIMITS } from '../plugins/rate-limit.ts';
import { registerWeb } from '../plugins/web/mount.ts';
import { loadConfig } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { openPristineDatabase, openTestDatabase, testJobSchema } from './test-database.ts';
import { testLogFile, writeKnownSecrets } from './test-log.ts';
import { ensureWebBuild } from './web-build.ts';

/** The token signing key of every test app (tests sign tokens for users they insert). */
export const TEST_JWT_SECRET = 'test-secret-'.padEnd(48, 'x');

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Base URL of the listening server: tests speak real HTTP to it. */
  url: string;
  /** Waits until the events published so far have reached every listener (mail queued too). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<AppDeps> {
  /** Environment variables on top of the test defaults (NODE_ENV=test, DEMO=1). */
  env?: Record<string, string>;
  /** Serve the built web app too (built first if it is stale). */
  web?: boolean;
  /** Connections of the PostgreSQL pool (default 5): concurrency tests take more. */
  poolSize?: number;
  /** Routes a test adds to the app before it listens. */
  routes?: (app: FastifyInstance) => void | Promise<void>;
  /** On a database of the test's own on PostgreSQL too, which no other test file writes. */
  pristine?: boolean;
}

/**
 * The whole API listening on a random local port, over the seeded test database: a fresh PGlite
 * loaded from the suite's dump, or the suite's PostgreSQL database (tests add their own rows).
 * Given a `database`, the app is one more server copy on it (the caller closes the database).
 * The app logs at `info` into the suite's log folder, which the log audit reads.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env, web, routes, poolSize = 5, pristine, database: shared, ...deps } = options;
  const database =
    shared ?? (await (pristine ? openPristineDatabase(poolSize) : openTestDatabase(poolSize)));
  // The demo mailbox carries the links tests follow; DEMO=1 keeps it whatever PUBLIC_URL says.
  const config = loadConfig({ NODE_ENV: 'test', DEMO: '1', ...env });
  const log = testLogFile(inject('testDatabase'));
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      database,
      logger: { level: 'info', stream: log.stream },
      jwtSecret: TEST_JWT_SECRET,
      // On PostgreSQL each test app keeps its jobs apart from the other test files' apps.
      jobSchema: testJobSchema(),
      // Generous limits: the rate-limit tests tighten them in their own app.
      limits: Object.fromEntries(
        Object.keys(DEFAULT_LIMITS).map((name) => [name, { points: 10_000, duration: 60 }]),
      ),
      ...deps,
    });
  } catch (error) {
    if (!shared) await database.close();
    throw error;
  }
  if (web) {
    await registerWeb(app, {
      mode: 'production',
      webRoot: await ensureWebBuild(),
      clock: deps.clock ?? systemClock,
    });
  }
  await routes?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    url,
    settled: () => app.jobQueue.settled(['events.listen', 'mail.send']),
    close: async () => {
      await app.close();
      await writeKnownSecrets(database.db, log.file).catch(() => {});
      if (!shared) await database.close();
    },
  };
}

/** A JSON request to the test server; returns the status, headers and parsed body. */
export async function request(
  base: string,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const { json, ...rest } = init;
  const response = await fetch(base + path, {
    ...rest,
    headers: {
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...rest.headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}
