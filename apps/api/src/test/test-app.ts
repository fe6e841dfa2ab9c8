import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase } from '@lotus/db';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.ts';
import { DEFAULT_LIMITS } from '../plugins/rate-limit.ts';
import { loadConfig } from '../config.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Base URL of the listening server: tests speak real HTTP to it. */
  url: string;
  close(): Promise<void>;
}

/**
 * The whole API listening on a random local port, over the seeded test database: a fresh PGlite
 * loaded from the suite's dump, or the suite's PostgreSQL database (tests add their own rows).
 */
export async function startTestApp(
  options: Partial<Omit<AppDeps, 'database'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { env, ...deps } = options;
  const database =
    inject('testDatabase') === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: inject('testDatabaseUrl'), poolSize: 5 })
      : await openDatabase({
          kind: 'pglite',
          loadDataDir: new Blob([await readFile(inject('pgliteDump'))]),
        });
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = await buildApp(config, {
    database,
    logger: false,
    jwtSecret: 'test-secret-'.padEnd(48, 'x'),
    // Generous limits: the rate-limit tests tighten them in their own app.
    limits: Object.fromEntries(
      Object.keys(DEFAULT_LIMITS).map((name) => [name, { points: 10_000, duration: 60 }]),
    ),
    ...deps,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    url,
    close: async () => {
      await app.close();
      await database.close();
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
