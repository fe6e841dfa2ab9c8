import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../test/factories.ts';
import { type ReceivedMail, startSmtpInbox } from '../../test/smtp-inbox.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
let inbox: ReceivedMail[];

beforeAll(async () => {
  smtp = await startSmtpInbox();
  inbox = smtp.inbox;
  t = await startTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Lotus <no-reply@lotus.vn>' },
  });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail through SMTP', () => {
  it('delivers the verification mail to a real SMTP server', async () => {
    const form = newCustomer();
    const res = await request(t.url, '/api/auth/register', { method: 'POST', json: form });
    expect(res.status).toBe(201);
    await expect
      .poll(() => inbox.find((m) => m.to.includes(form.email)), { timeout: 10_000 })
      .toBeTruthy();
    const mail = inbox.find((m) => m.to.includes(form.email))!;
    expect(mail.from).toBe('no-reply@lotus.vn');
    // The UTF-8 subject is encoded; the link is in the body.
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('/verify-email?token=');
    const stored = await request(t.url, `/api/dev/mailbox?to=${encodeURIComponent(form.email)}`);
    expect(stored.body.data[0]).toMatchObject({ status: 'sent', deliveredVia: 'smtp' });
  });
});
