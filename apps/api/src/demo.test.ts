import { schema } from '@lotus/db';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './lib/passwords.ts';
import { request, startTestApp } from './test/test-app.ts';
import { onPostgres, openTestDatabase } from './test/test-database.ts';

const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DEMO: '' };
const DEMO_EMAILS = [
  'admin@lotus.vn',
  'operator@lotus.vn',
  'customer@lotus.vn',
  'provider@lotus.vn',
  'partner@lotus.vn',
];

describe('the demo', () => {
  it('a production server refuses to start while a demo account has its published password', async () => {
    await expect(startTestApp({ env: production })).rejects.toThrow(
      /^demo accounts still have their published passwords \(admin@lotus\.vn, operator@lotus\.vn, customer@lotus\.vn, provider@lotus\.vn, partner@lotus\.vn\)/,
    );
  });

  // The suite's PostgreSQL database is shared: its demo accounts keep their passwords.
  it.skipIf(onPostgres())('starts in production once the demo passwords are changed', async () => {
    const database = await openTestDatabase();
    try {
      await database.db
        .update(schema.users)
        .set({ passwordHash: await hashPassword('A-private-one-2026') })
        .where(inArray(schema.users.email, DEMO_EMAILS));
      const app = await startTestApp({ database, env: production });
      expect((await request(app.url, '/api/health')).status).toBe(200);
      await app.close();
    } finally {
      await database.close();
    }
  });

  it('keeps the development mailbox closed on a public address without DEMO=1', async () => {
    const app = await startTestApp({ env: { DEMO: '', PUBLIC_URL: 'https://shop.example.vn' } });
    try {
      expect((await request(app.url, '/api/dev/mailbox')).status).toBe(404);
    } finally {
      await app.close();
    }
    const demo = await startTestApp({ env: { DEMO: '1', PUBLIC_URL: 'https://shop.example.vn' } });
    try {
      expect((await request(demo.url, '/api/dev/mailbox')).status).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
