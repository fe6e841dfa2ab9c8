import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let t: TestApp;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Lotus <no-reply@lotus.vn>' },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
