import { createServer } from 'node:net';
import { resolveLanguage } from '@lotus/core';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../test/test-database.ts';
import { request, startTestApp } from '../test/test-app.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../lib/error-answer.ts';
import { errorsPlugin } from './errors.ts';

/** What a query throws while the database is stopped: a refused connection, wrapped by Drizzle. */
async function refusedQuery(): Promise<unknown> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  const pool = new pg.Pool({ connectionString: `postgres://lotus@127.0.0.1:${port}/lotus` });
  const error = await pool.query('SELECT 1').catch((e: unknown) => e);
  await pool.end();
  return new DrizzleQueryError('select 1', [], error as Error);
}

/** The error plugin alone, with one route that throws `error`. */
async function throwing(error: unknown) {
  const app = Fastify({ logger: false });
  app.decorateRequest('lang', 'vi');
  app.addHook('onRequest', async (req) => {
    req.lang = resolveLanguage(req.headers.cookie, req.headers['accept-language']);
  });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('a database that cannot be reached', () => {
  it('is answered 503 with Retry-After and a translated message, not 500', async () => {
    const app = await throwing(await refusedQuery());
    const vi = await app.inject({ url: '/boom' });
    expect(vi.statusCode).toBe(503);
    expect(vi.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(vi.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau ít giây.',
    });
    const en = await app.inject({ url: '/boom', headers: { cookie: 'language=en' } });
    expect(en.statusCode).toBe(503);
    expect(en.json().message).toBe(
      'The service is briefly unavailable; please try again in a few seconds.',
    );
    await app.close();
  });

  it('is told apart from a failure of ours, which stays a 500 without Retry-After', async () => {
    const app = await throwing(new DrizzleQueryError('select 1', [], new Error('bad plan')));
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json().code).toBe('INTERNAL_ERROR');
    await app.close();
  });
});

describe.skipIf(!onPostgres())('a rush that exhausts the database connections', () => {
  it(
    'answers 503 with Retry-After, not 500, while every connection is busy',
    { timeout: 30_000 },
    async () => {
      const t = await startTestApp({ poolSize: 1 });
      try {
        // The app's only connection is held past the pool's 5-second wait.
        const held = t.database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_sleep(6)`);
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        const res = await request(t.url, '/api/voucher/public/list', { method: 'POST', json: {} });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
        await held;
        // Once a connection is free again, the same request is served.
        const again = await request(t.url, '/api/voucher/public/list', {
          method: 'POST',
          json: {},
        });
        expect(again.status).toBe(200);
      } finally {
        await t.close();
      }
    },
  );
});
