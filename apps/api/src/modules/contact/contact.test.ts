import { schema } from '@lotus/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, login, activeCustomer, quickCustomers } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
const form = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    fullName: 'Trần Thị Mai',
    company: 'Công ty TNHH Sen Vàng',
    businessName: 'Sen Vàng Decor',
    email: `mai-${Date.now()}-${counter}@example.vn`,
    phone: '0987 654 321',
    subject: `Báo giá đơn sỉ ${Date.now()}-${counter}`,
    description: 'Xin chào,\nCho tôi xin báo giá 200 bộ ấm chén.',
    ...overrides,
  };
};

const send = (json: unknown, headers: Record<string, string> = {}) =>
  request(t.url, '/api/contact', { method: 'POST', json, headers });

/** A refusal's fields and their validation keys: `{ email: 'InvalidEmail' }`. */
const reasons = (body: { details?: { field: string; reason: string }[] }) =>
  Object.fromEntries((body.details ?? []).map((d) => [d.field.replace(/^body\./, ''), d.reason]));

const stored = async (email: string) =>
  t.database.db
    .select()
    .from(schema.contactMessages)
    .where(sql`lower(${schema.contactMessages.email}) = lower(${email})`);

describe('the contact form', () => {
  it('keeps the message, mails the shop and acknowledges the sender in their language', async () => {
    const message = form();
    const res = await send(message, { cookie: 'language=en' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: 'ContactSent', data: { sent: true } });

    const [row] = await stored(message.email);
    expect(row).toMatchObject({
      fullName: message.fullName,
      phone: '0987654321',
      subject: message.subject,
      language: 'en',
      userId: null,
      handledAt: null,
    });

    const ack = await lastMail(t.url, message.email);
    expect(ack?.subject).toBe('Lotus has received your message');
    expect(ack?.text).toContain(message.subject);

    const shopMail = (
      await request(t.url, '/api/dev/mailbox?to=hello%40lotus.vn&limit=20')
    ).body.data.find((m: { subject: string }) => m.subject === `[Liên hệ] ${message.subject}`);
    expect(shopMail?.text).toContain(message.email);
    expect(shopMail?.text).toContain('Sen Vàng Decor');
  });

  it("keeps the signed-in sender's account with the message", async () => {
    const customer = await activeCustomer(t.url);
    const { cookie } = await login(t.url, customer.email, customer.password);
    const message = form();
    expect((await send(message, { cookie })).status).toBe(201);
    const [row] = await stored(message.email);
    const [user] = await t.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, customer.email));
    expect(row?.userId).toBe(user!.id);
  });

  it('names each empty or malformed field with the spec key, and keeps nothing', async () => {
    const message = form({
      fullName: ' ',
      email: 'nope',
      phone: '123',
      subject: '',
      description: '',
    });
    const res = await send(message);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(reasons(res.body)).toEqual({
      fullName: 'FieldIsNotEmpty',
      email: 'InvalidEmail',
      phone: 'InvalidPhone',
      subject: 'FieldIsNotEmpty',
      description: 'FieldIsNotEmpty',
    });
    expect(await stored('nope')).toHaveLength(0);
  });

  it('refuses a line break in a one-line field (header injection), in every such field', async () => {
    for (const field of ['fullName', 'company', 'businessName', 'email', 'phone', 'subject']) {
      const message = form();
      const res = await send({ ...message, [field]: 'x\r\nBcc: victim@example.com' });
      expect(res.status, field).toBe(400);
      expect(reasons(res.body), field).toEqual({ [field]: 'LineBreakNotAllowed' });
      expect(res.body.message).toBeTruthy();
      if (field !== 'email') expect(await stored(message.email)).toHaveLength(0);
    }
  });

  it('refuses text past its length', async () => {
    const res = await send(form({ description: 'x'.repeat(5001) }));
    expect(res.status).toBe(400);
    expect(reasons(res.body)).toEqual({ description: 'TextTooLong' });
  });

  it('answers a filled honeypot like a success, and keeps and mails nothing', async () => {
    const message = form({ website: 'http://spam.example' });
    const res = await send(message);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, code: 'ContactSent', data: { sent: true } });
    expect(await stored(message.email)).toHaveLength(0);
    expect(await lastMail(t.url, message.email)).toBeUndefined();
  });
});

describe('the back office inbox', () => {
  it('lists messages newest first, opens one and marks it handled', async () => {
    const [op] = await quickCustomers(t.database.db, 1, 'OPERATOR');
    const first = form();
    const second = form();
    await send(first);
    await send(second);

    const list = await request(t.url, '/api/admin/contact-messages?status=open', {
      headers: op!.headers,
    });
    expect(list.status).toBe(200);
    const subjects = list.body.data.map((m: { subject: string }) => m.subject);
    expect(subjects.indexOf(second.subject)).toBeLessThan(subjects.indexOf(first.subject));
    const id = list.body.data.find((m: { subject: string }) => m.subject === first.subject).id;

    const one = await request(t.url, `/api/admin/contact-messages/${id}`, { headers: op!.headers });
    expect(one.body.data).toMatchObject({ id, description: first.description, handledAt: null });

    const handled = await request(t.url, `/api/admin/contact-messages/${id}/handled`, {
      method: 'POST',
      json: { handled: true },
      headers: op!.headers,
    });
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({ handledByEmail: op!.email });
    expect(handled.body.data.handledAt).toBeTruthy();

    const open = await request(t.url, '/api/admin/contact-messages?status=open&limit=100', {
      headers: op!.headers,
    });
    expect(open.body.data.map((m: { id: string }) => m.id)).not.toContain(id);
    const done = await request(t.url, '/api/admin/contact-messages?status=handled&limit=100', {
      headers: op!.headers,
    });
    expect(done.body.data.map((m: { id: string }) => m.id)).toContain(id);
  });

  it('refuses visitors (401), customers (403) and unknown ids (404)', async () => {
    const [customer] = await quickCustomers(t.database.db, 1);
    const [op] = await quickCustomers(t.database.db, 1, 'OPERATOR');
    expect((await request(t.url, '/api/admin/contact-messages')).status).toBe(401);
    expect(
      (await request(t.url, '/api/admin/contact-messages', { headers: customer!.headers })).status,
    ).toBe(403);
    const missing = await request(
      t.url,
      '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled',
      { method: 'POST', json: { handled: true }, headers: op!.headers },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('CONTACT_MESSAGE_NOT_FOUND');
  });
});

describe('rate limit', () => {
  it('refuses the sixth message from one address within ten minutes with 429', async () => {
    const limited = await startTestApp({
      limits: { contactPerIp: { points: 5, duration: 600 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await request(limited.url, '/api/contact', { method: 'POST', json: form() })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = form();
      const res = await request(limited.url, '/api/contact', { method: 'POST', json: refused });
      expect(res.body.code).toBe('RATE_LIMITED');
      expect(res.headers.get('retry-after')).toBeTruthy();
      const kept = await limited.database.db
        .select()
        .from(schema.contactMessages)
        .where(eq(schema.contactMessages.email, refused.email));
      expect(kept).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});

describe('through SMTP', () => {
  it('the mail to the shop answers to the sender (Reply-To)', async () => {
    const smtp = await startSmtpInbox();
    const app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const message = form();
      expect(
        (await request(app.url, '/api/contact', { method: 'POST', json: message })).status,
      ).toBe(201);
      await expect
        .poll(() => smtp.inbox.find((m) => m.to.includes('hello@lotus.vn')), { timeout: 10_000 })
        .toBeTruthy();
      const shopMail = smtp.inbox.find((m) => m.to.includes('hello@lotus.vn'))!;
      expect(shopMail.raw).toMatch(new RegExp(`^Reply-To: ${message.email}`, 'im'));
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
