import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../test/test-database.ts';
import { request, startTestApp } from '../test/test-app.ts';

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
