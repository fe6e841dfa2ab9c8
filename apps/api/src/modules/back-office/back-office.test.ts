import { randomUUID } from 'node:crypto';
import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { placeOrder, testVariant } from '../../test/checkout.ts';
import { activeCustomer, lastMail, linkToken, login, newCustomer } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

// 23:30 on 29 November in Vietnam (UTC+7): "today" began at 17:00 UTC on the 28th.
const clock = manualClock(new Date('2026-11-29T16:30:00Z'));
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ clock, pristine: true });
  admin = { cookie: (await login(t.url, 'admin@lotus.vn', 'Admin@2026')).cookie };
});
afterAll(() => t.close());

const get = async (path: string, headers = admin) => request(t.url, path, { headers });

async function auditOf(entityId: string) {
  const res = await get(`/api/portal/audit?entityId=${encodeURIComponent(entityId)}`);
  expect(res.status).toBe(200);
  return res.body.data as { action: string; before: unknown; after: unknown; actor: unknown }[];
}

describe('dashboard', () => {
  it("counts today's and yesterday's orders by Vietnam's day, revenue without cancelled ones", async () => {
    const before = (await get('/api/portal/dashboard')).body.data;
    expect(before.timezone).toBe('Asia/Ho_Chi_Minh');
    expect(before.today.day).toBe('2026-11-29');
    expect(before.yesterday.day).toBe('2026-11-28');
    expect(before.days).toHaveLength(30);

    const variant = await testVariant(t.database.db, { price: 100_000, stock: 50 });
    const form = await activeCustomer(t.url);
    const shopper = { cookie: (await login(t.url, form.email, form.password)).cookie };
    const line = [{ infoId: variant.id, quantity: 1 }];
    const first = await placeOrder(t.url, shopper, line);
    const second = await placeOrder(t.url, shopper, line);
    const third = await placeOrder(t.url, shopper, line);
    const orders = schema.orders;
    // 00:00:00 in Vietnam on the 29th is today; one second earlier is yesterday.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-11-28T17:00:00Z') })
      .where(eq(orders.id, first.id));
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-11-28T16:59:59Z') })
      .where(eq(orders.id, second.id));
    await t.database.db.update(orders).set({ status: 'cancel' }).where(eq(orders.id, third.id));
    await t.database.db
      .update(schema.productVariants)
      .set({ stock: 1 })
      .where(eq(schema.productVariants.id, variant.id));

    const after = (await get('/api/portal/dashboard')).body.data;
    expect(after.today.orders - before.today.orders).toBe(2);
    expect(after.today.revenue - before.today.revenue).toBe(first.grandTotal);
    expect(after.yesterday.orders - before.yesterday.orders).toBe(1);
    expect(after.yesterday.revenue - before.yesterday.revenue).toBe(second.grandTotal);
    expect(after.days.at(-1)).toEqual(after.today);
    expect(after.waiting.new - before.waiting.new).toBe(2);
    expect(after.lowStock.total - before.lowStock.total).toBe(1);
  });

  it('is refused to customers (403) and visitors (401)', async () => {
    const form = await activeCustomer(t.url);
    const customer = { cookie: (await login(t.url, form.email, form.password)).cookie };
    expect((await get('/api/portal/dashboard', customer)).status).toBe(403);
    expect((await request(t.url, '/api/portal/dashboard')).status).toBe(401);
  });
});

describe('audit log and staff', () => {
  it('keeps the audit log and the staff to admins: an operator gets 403', async () => {
    const operator = { cookie: (await login(t.url, 'operator@lotus.vn', 'Operator@2026')).cookie };
    expect((await get('/api/portal/audit', operator)).status).toBe(403);
    expect((await get('/api/portal/staff', operator)).status).toBe(403);
    const invite = await request(t.url, '/api/portal/staff', {
      method: 'POST',
      headers: operator,
      json: { email: 'x@lotus.vn', firstName: 'A', lastName: 'B', role: 'ADMIN' },
    });
    expect(invite.status).toBe(403);
    expect((await get('/api/portal/dashboard', operator)).status).toBe(200);
  });

  it('writes one row with before and after for a lock, and none for a failed one', async () => {
    const form = await activeCustomer(t.url);
    const found = await get(`/api/admin/users?search=${encodeURIComponent(form.email)}`);
    const id = found.body.data[0].id as string;
    const locked = await request(t.url, `/api/admin/users/${id}/lock`, {
      method: 'POST',
      headers: admin,
    });
    expect(locked.status).toBe(200);
    const rows = await auditOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'lock',
      before: { isLocked: false },
      after: { isLocked: true },
      actor: { email: 'admin@lotus.vn', role: 'ADMIN' },
    });
    const unknown = randomUUID();
    const missing = await request(t.url, `/api/admin/users/${unknown}/lock`, {
      method: 'POST',
      headers: admin,
    });
    expect(missing.status).toBe(404);
    expect(await auditOf(unknown)).toHaveLength(0);
  });

  it('invites an operator: the mail sets a password, then they sign in; the audit says who', async () => {
    const person = newCustomer();
    const created = await request(t.url, '/api/portal/staff', {
      method: 'POST',
      headers: admin,
      json: {
        email: person.email,
        firstName: 'Hương',
        lastName: 'Trần Thị',
        phone: person.phone,
        role: 'OPERATOR',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ role: 'OPERATOR', isActive: false });
    const id = created.body.data.id as string;
    // No password opens it before the link is used.
    expect((await login(t.url, person.email, person.password)).res.status).not.toBe(200);

    const mail = await lastMail(t.url, person.email);
    expect(mail?.subject).toContain('Lotus');
    expect(mail?.text).toContain('/reset-password?token=');
    const set = await request(t.url, '/api/auth/change-pass-token', {
      method: 'POST',
      json: { token: linkToken(mail), password: 'Staff@2026x', confirmPassword: 'Staff@2026x' },
    });
    expect(set.status).toBe(200);
    const session = await login(t.url, person.email, 'Staff@2026x');
    expect(session.res.status).toBe(200);
    const me = await get('/api/auth/user/me', { cookie: session.cookie });
    expect(me.body.data).toMatchObject({ role: 'OPERATOR', isActive: true });

    const rows = await auditOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'invite', before: null, after: { role: 'OPERATOR' } });

    // Searched without diacritics, the staff list finds her.
    const listed = await get('/api/portal/staff?search=huong');
    expect(listed.body.data.map((s: { id: string }) => s.id)).toContain(id);

    // The same email again: 409, and nothing more in the log.
    const again = await request(t.url, '/api/portal/staff', {
      method: 'POST',
      headers: admin,
      json: { email: person.email, firstName: 'B', lastName: 'C', role: 'ADMIN' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_IS_EXIST');
    expect(await auditOf(id)).toHaveLength(1);

    // A role change ends her sessions at once, and is logged with before and after.
    clock.advance(1000);
    const role = await request(t.url, `/api/portal/staff/${id}/role`, {
      method: 'PUT',
      headers: admin,
      json: { role: 'ADMIN' },
    });
    expect(role.status).toBe(200);
    expect(role.body.data.role).toBe('ADMIN');
    expect((await get('/api/auth/user/me', { cookie: session.cookie })).status).toBe(401);
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'role',
      before: { role: 'OPERATOR' },
      after: { role: 'ADMIN' },
    });

    // Deactivated, she can't sign in; the audit viewer filters by entity and person.
    clock.advance(1000);
    const off = await request(t.url, `/api/portal/staff/${id}/deactivate`, {
      method: 'POST',
      headers: admin,
    });
    expect(off.body.data.isLocked).toBe(true);
    expect((await login(t.url, person.email, 'Staff@2026x')).res.status).not.toBe(200);
    const mine = await get(`/api/portal/audit?entity=staff&actorId=${me.body.data.id}`);
    expect(mine.body.data).toEqual([]);
    const byAdmin = await get('/api/portal/audit?entity=staff&limit=2');
    expect(byAdmin.body.data).toHaveLength(2);
    expect(byAdmin.body.data[0].action).toBe('deactivate');
  });

  it('logs a webhook registered without its secret, and nothing for a refused one', async () => {
    const made = await request(t.url, '/api/portal/webhooks', {
      method: 'POST',
      headers: admin,
      json: { url: 'http://127.0.0.1:9/hooks', events: ['order.placed'] },
    });
    expect(made.status).toBe(201);
    const rows = await auditOf(made.body.data.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', after: { url: 'http://127.0.0.1:9/hooks' } });
    expect(JSON.stringify(rows[0])).not.toContain(made.body.data.secret);
    const before = (await get('/api/portal/audit?entity=webhook')).body.meta.total;
    const refused = await request(t.url, '/api/portal/webhooks', {
      method: 'POST',
      headers: admin,
      json: { url: 'http://127.0.0.1:9/hooks', events: ['no.such.event'] },
    });
    expect(refused.status).toBe(400);
    expect((await get('/api/portal/audit?entity=webhook')).body.meta.total).toBe(before);
  });

  it('refuses an admin changing their own role (409) and a customer as staff (404)', async () => {
    const me = (await get('/api/auth/user/me')).body.data;
    const self = await request(t.url, `/api/portal/staff/${me.id}/role`, {
      method: 'PUT',
      headers: admin,
      json: { role: 'OPERATOR' },
    });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('STAFF_SELF_CHANGE');
    const form = await activeCustomer(t.url);
    const found = await get(`/api/admin/users?search=${encodeURIComponent(form.email)}`);
    const customer = await request(t.url, `/api/portal/staff/${found.body.data[0].id}/role`, {
      method: 'PUT',
      headers: admin,
      json: { role: 'ADMIN' },
    });
    expect(customer.status).toBe(404);
    const bad = await request(t.url, '/api/portal/staff', {
      method: 'POST',
      headers: admin,
      json: { email: 'not-an-email', firstName: 'A', lastName: 'B', role: 'CUSTOMER' },
    });
    expect(bad.status).toBe(400);
  });
});
