import { randomUUID } from 'node:crypto';
import { NEWSLETTER_CONFIRM_TTL_MS, durationWords } from '@lotus/core';
import { schema } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { lastMail, linkToken, quickCustomers } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

let counter = 0;
const newEmail = () => {
  counter += 1;
  return `reader-${Date.now()}-${counter}@example.vn`;
};

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  request(t.url, path, { method: 'POST', json, headers });
const subscribe = (json: unknown, headers: Record<string, string> = {}) =>
  post('/api/newsletter/subscribe', json, headers);

const subscriber = async (email: string) => {
  const [row] = await t.database.db
    .select()
    .from(schema.newsletterSubscribers)
    .where(sql`lower(${schema.newsletterSubscribers.email}) = lower(${email})`);
  return row;
};

const mailsTo = async (email: string) =>
  (await request(t.url, `/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=50`)).body.data as {
    subject: string;
    text: string;
    html: string;
  }[];

/** The unsubscribe link's token in a newsletter (`<id>.<signature>`). */
const unsubscribeToken = (mail: { text: string } | undefined) => {
  const match = /\/newsletter\/unsubscribe\?token=([\w.%-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no unsubscribe link in: ${mail?.text}`);
  return decodeURIComponent(match[1]!);
};

/** Subscribes and confirms an address; returns it. */
const confirmedReader = async (language: 'vi' | 'en' = 'vi') => {
  const email = newEmail();
  await subscribe({ email, language });
  await post('/api/newsletter/confirm', { token: linkToken(await lastMail(t.url, email)) });
  return email;
};

describe('double opt-in', () => {
  it('mails a confirmation link in the chosen language; the link confirms once', async () => {
    const email = newEmail();
    const res = await subscribe({ email, language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 'NewsletterCheckMailbox',
      data: { sent: true },
    });
    expect(await subscriber(email)).toMatchObject({ status: 'PENDING', language: 'en' });

    const mail = await lastMail(t.url, email);
    expect(mail?.subject).toBe('Confirm your subscription to the Lotus newsletter');
    expect(mail?.text).toContain('/newsletter/confirm?token=');
    // The mail says how long the link works: the lifetime its token was issued with.
    expect(mail?.text).toContain(`valid for ${durationWords(NEWSLETTER_CONFIRM_TTL_MS, 'en')}.`);
    const token = linkToken(mail);
    // The raw token is never stored.
    expect(JSON.stringify(await subscriber(email))).not.toContain(token);

    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      code: 'NewsletterConfirmed',
      data: { email, status: 'CONFIRMED' },
    });
    expect(await subscriber(email)).toMatchObject({ status: 'CONFIRMED' });

    const again = await post('/api/newsletter/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses a made-up token and an expired one', async () => {
    const madeUp = await post('/api/newsletter/confirm', { token: 'x'.repeat(43) });
    expect(madeUp.body.code).toBe('INVALID_TOKEN');

    const email = newEmail();
    await subscribe({ email });
    const token = linkToken(await lastMail(t.url, email));
    clock.advance(49 * 60 * 60 * 1000);
    const expired = await post('/api/newsletter/confirm', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('TOKEN_EXPIRED');
    expect(await subscriber(email)).toMatchObject({ status: 'PENDING' });
  });

  it('answers a confirmed address the same way and mails it nothing new', async () => {
    const email = await confirmedReader();
    const before = (await mailsTo(email)).length;
    const res = await subscribe({ email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 'NewsletterCheckMailbox',
      data: { sent: true },
    });
    expect((await mailsTo(email)).length).toBe(before);
    expect(await subscriber(email)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('re-sends to a pending address at most once per five minutes; the new link replaces the old', async () => {
    const email = newEmail();
    await subscribe({ email });
    const first = linkToken(await lastMail(t.url, email));
    await subscribe({ email });
    expect(await mailsTo(email)).toHaveLength(1);
    clock.advance(5 * 60 * 1000);
    await subscribe({ email });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const second = linkToken(mails[0]);
    expect(second).not.toBe(first);
    expect((await post('/api/newsletter/confirm', { token: first })).body.code).toBe(
      'INVALID_TOKEN',
    );
    expect((await post('/api/newsletter/confirm', { token: second })).status).toBe(200);
  });

  it('refuses a bad address, a line break and an unknown language (400), keeping nothing', async () => {
    for (const body of [
      { email: '' },
      { email: 'not-an-address' },
      { email: 'a@b.vn\r\nBcc: victim@example.com' },
      { email: newEmail(), language: 'fr' },
    ]) {
      const res = await subscribe(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    const empty = await subscribe({ email: '' });
    expect(empty.body.details[0]).toMatchObject({ field: 'body.email', reason: 'FieldIsNotEmpty' });
    const injected = await subscribe({ email: 'a@b.vn\nBcc: x@y.z' });
    expect(injected.body.details[0]).toMatchObject({ reason: 'LineBreakNotAllowed' });
    expect(await subscriber('a@b.vn')).toBeUndefined();
  });

  it('answers a filled honeypot like a success, and keeps and mails nothing', async () => {
    const email = newEmail();
    const res = await subscribe({ email, website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { sent: true } });
    expect(await subscriber(email)).toBeUndefined();
    expect(await lastMail(t.url, email)).toBeUndefined();
  });
});

describe('sending a newsletter and unsubscribing', () => {
  it('mails every confirmed subscriber in their language with their own unsubscribe link', async () => {
    const [op] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
    const vi = await confirmedReader('vi');
    const en = await confirmedReader('en');
    const pending = newEmail();
    await subscribe({ email: pending });
    // The mailbox orders by the instant mail was queued: the newsletter comes after the links.
    clock.advance(1000);
    const id = randomUUID();
    const issue = {
      id,
      subjectVi: 'Ưu đãi tháng Năm',
      subjectEn: 'May offers',
      bodyVi: 'Giảm 20% toàn bộ ấm chén.\n\nHẹn gặp bạn!<script>alert(1)</script>',
      bodyEn: '<p>20% off all tea sets.</p><script>alert(1)</script>',
    };
    const res = await post('/api/admin/newsletter/issues', issue, op!.headers);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id,
      subjectVi: 'Ưu đãi tháng Năm',
      sentByEmail: op!.email,
    });
    expect(res.body.data.recipients).toBeGreaterThanOrEqual(2);

    const viMail = await lastMail(t.url, vi);
    expect(viMail?.subject).toBe('Ưu đãi tháng Năm');
    expect(viMail?.text).toContain('Giảm 20% toàn bộ ấm chén.');
    expect(viMail?.html).not.toContain('<script');
    const enMail = await lastMail(t.url, en);
    expect(enMail?.subject).toBe('May offers');
    expect(enMail?.html).toContain('<p>20% off all tea sets.</p>');
    expect(enMail?.html).not.toContain('<script');
    expect((await lastMail(t.url, pending))?.subject).not.toBe('Ưu đãi tháng Năm');

    // Each link names its own subscriber; a GET only shows it, the POST unsubscribes.
    const token = unsubscribeToken(enMail);
    expect(token).not.toBe(unsubscribeToken(viMail));
    const info = await request(
      t.url,
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(info.body.data).toEqual({ email: en, status: 'CONFIRMED' });
    expect(await subscriber(en)).toMatchObject({ status: 'CONFIRMED' });
    const gone = await post('/api/newsletter/unsubscribe', { token });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({
      code: 'NewsletterUnsubscribed',
      data: { email: en, status: 'UNSUBSCRIBED' },
    });
    expect(await subscriber(en)).toMatchObject({ status: 'UNSUBSCRIBED' });
    // Twice is harmless.
    expect((await post('/api/newsletter/unsubscribe', { token })).status).toBe(200);

    // The same form sent again mails no one twice.
    const replay = await post('/api/admin/newsletter/issues', issue, op!.headers);
    expect(replay.status).toBe(409);
    expect(replay.body.code).toBe('NEWSLETTER_ISSUE_EXISTING');
    expect((await mailsTo(vi)).filter((m) => m.subject === 'Ưu đãi tháng Năm')).toHaveLength(1);

    // The next newsletter skips the unsubscribed address.
    await post(
      '/api/admin/newsletter/issues',
      { ...issue, id: randomUUID(), subjectEn: 'June' },
      op!.headers,
    );
    expect((await mailsTo(en)).some((m) => m.subject === 'June')).toBe(false);

    // An unsubscribed address may subscribe again.
    await subscribe({ email: en, language: 'en' });
    expect(await subscriber(en)).toMatchObject({ status: 'PENDING' });
  });

  it('refuses a forged or altered unsubscribe link', async () => {
    const email = await confirmedReader();
    const row = await subscriber(email);
    for (const token of [`${row!.id}.${'A'.repeat(43)}`, `${randomUUID()}.abc`, 'x'.repeat(40)]) {
      const res = await post('/api/newsletter/unsubscribe', { token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_TOKEN');
    }
    expect(await subscriber(email)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('keeps the back office to operators (401, 403) and counts subscribers by status', async () => {
    const [customer] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    const [op] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
    const issue = { id: randomUUID(), subjectVi: 'a', subjectEn: 'a', bodyVi: 'a', bodyEn: 'a' };
    expect((await post('/api/admin/newsletter/issues', issue)).status).toBe(401);
    expect((await post('/api/admin/newsletter/issues', issue, customer!.headers)).status).toBe(403);
    expect((await request(t.url, '/api/admin/newsletter/subscribers')).status).toBe(401);

    const bad = await post(
      '/api/admin/newsletter/issues',
      { ...issue, subjectVi: 'a\r\nb', bodyEn: '' },
      op!.headers,
    );
    expect(bad.status).toBe(400);

    const email = newEmail();
    await subscribe({ email });
    const counts = await request(t.url, '/api/admin/newsletter/counts', { headers: op!.headers });
    expect(counts.body.data.PENDING).toBeGreaterThanOrEqual(1);
    const list = await request(
      t.url,
      `/api/admin/newsletter/subscribers?status=PENDING&search=${encodeURIComponent(email)}`,
      { headers: op!.headers },
    );
    expect(list.body.data).toEqual([expect.objectContaining({ email, status: 'PENDING' })]);
    expect(list.body.meta.total).toBe(1);
  });
});

describe('rate limit', () => {
  it('refuses too many subscriptions from one address with 429', async () => {
    const limited = await startTestApp({
      limits: { newsletterPerIp: { points: 2, duration: 600 } },
    });
    try {
      const go = (email: string) =>
        request(limited.url, '/api/newsletter/subscribe', { method: 'POST', json: { email } });
      expect((await go(newEmail())).status).toBe(200);
      expect((await go(newEmail())).status).toBe(200);
      const refused = newEmail();
      const res = await go(refused);
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('RATE_LIMITED');
      const [row] = await limited.database.db
        .select()
        .from(schema.newsletterSubscribers)
        .where(sql`${schema.newsletterSubscribers.email} = ${refused}`);
      expect(row).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('carries List-Unsubscribe headers whose POST unsubscribes without a login', async () => {
    const smtp = await startSmtpInbox();
    const app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const email = newEmail();
      const [op] = await quickCustomers(app.database.db, 1, 'OPERATOR');
      const go = (path: string, json: unknown, headers: Record<string, string> = {}) =>
        request(app.url, path, { method: 'POST', json, headers });
      await go('/api/newsletter/subscribe', { email });
      await go('/api/newsletter/confirm', { token: linkToken(await lastMail(app.url, email)) });
      const sent = await go(
        '/api/admin/newsletter/issues',
        {
          id: randomUUID(),
          subjectVi: 'Tin mới',
          subjectEn: 'News',
          bodyVi: 'Chào bạn',
          bodyEn: 'Hello',
        },
        op!.headers,
      );
      expect(sent.status).toBe(201);
      const isIssue = (m: { to: string[]; raw: string }) =>
        m.to.includes(email) && /List-Unsubscribe:/i.test(m.raw);
      await expect.poll(() => smtp.inbox.find(isIssue), { timeout: 10_000 }).toBeTruthy();
      const raw = smtp.inbox.find(isIssue)!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
      const link = /^List-Unsubscribe: <([^>]+)>/im.exec(raw)![1]!;
      const url = new URL(link);
      expect(url.pathname).toBe('/api/newsletter/one-click');

      const res = await fetch(`${app.url}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      const [row] = await app.database.db
        .select()
        .from(schema.newsletterSubscribers)
        .where(sql`${schema.newsletterSubscribers.email} = ${email}`);
      expect(row?.status).toBe('UNSUBSCRIBED');
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
