import { describe, expect, it } from 'vitest';
import { newCustomer } from '../../test/factories.ts';
import { request, startTestApp } from '../../test/test-app.ts';

describe('development mailbox', () => {
  it('keeps the mail the shop sent while no SMTP server is configured', async () => {
    const t = await startTestApp();
    try {
      const form = newCustomer();
      await request(t.url, '/api/auth/register', { method: 'POST', json: form });
      const res = await request(
        t.url,
        `/api/dev/mailbox?to=${encodeURIComponent(form.email.toUpperCase())}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({
          to: form.email,
          template: 'verify-email',
          status: 'sent',
          deliveredVia: 'mailbox',
          html: expect.stringContaining('<a href="http://localhost:3000/verify-email?token='),
        }),
      ]);
    } finally {
      await t.close();
    }
  });

  it('does not exist in production', async () => {
    const t = await startTestApp({
      env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DEMO: '' },
      // The suite's database keeps the demo accounts (demo.test.ts checks the refusal).
      refusePublishedPasswords: false,
    });
    try {
      const res = await request(t.url, '/api/dev/mailbox');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});
