import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, login, newCustomer, withSetCookies } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lan',
  lastName: 'Trần',
  phone: newCustomer().phone,
  dateOfBirth: '1995-04-30',
  company: 'Công ty TNHH Hoa Sen',
  businessName: 'Hoa Sen Shop',
  address: '12 Lê Lợi, Phường Bến Nghé',
  city: 'TP. Hồ Chí Minh',
  country: 'Việt Nam',
  socialLinks: { facebook: 'https://facebook.com/lan.tran', zalo: null },
  ...overrides,
});

async function signedIn() {
  const form = await activeCustomer(t.url);
  const session = await login(t.url, form.email, form.password);
  return { form, ...session, headers: { cookie: session.cookie } };
}

describe('profile', () => {
  it('saves the personal, contact and social fields and shows them back', async () => {
    const { headers } = await signedIn();
    const body = profile();
    const res = await request(t.url, '/api/user/profile', { method: 'PUT', headers, json: body });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({
      fullName: 'Trần Lan',
      phone: body.phone,
      dateOfBirth: '1995-04-30',
      city: 'TP. Hồ Chí Minh',
      socialLinks: { facebook: 'https://facebook.com/lan.tran' },
    });
    const me = await request(t.url, '/api/auth/user/me', { headers });
    expect(me.body.data.profile.company).toBe('Công ty TNHH Hoa Sen');
  });

  it.each([
    [{ role: 'ADMIN' }, 'body.role'],
    [{ isActive: false }, 'body.isActive'],
    [{ email: 'other@example.vn' }, 'body.email'],
  ])('refuses mass assignment of %j and changes nothing', async (extra, field) => {
    const { headers, form } = await signedIn();
    const res = await request(t.url, '/api/user/profile', {
      method: 'PUT',
      headers,
      json: { ...profile(), ...extra },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(
      expect.objectContaining({ field, reason: 'unrecognized_keys' }),
    );
    const me = await request(t.url, '/api/auth/user/me', { headers });
    expect(me.body.data).toMatchObject({ role: 'CUSTOMER', email: form.email, isActive: true });
    expect(me.body.data.profile.firstName).toBe('Minh Anh');
  });

  it.each([
    [{ firstName: 'Lan3' }, 'body.firstName', 'FirstNameNotAllowNumber'],
    [{ phone: '0123' }, 'body.phone', 'InvalidPhone'],
    [{ dateOfBirth: '2999-01-01' }, 'body.dateOfBirth', 'InvalidDate'],
    [
      { socialLinks: { facebook: 'javascript:alert(1)' } },
      'body.socialLinks.facebook',
      'InvalidUrl',
    ],
  ])('refuses %j naming the field', async (extra, field, reason) => {
    const { headers } = await signedIn();
    const res = await request(t.url, '/api/user/profile', {
      method: 'PUT',
      headers,
      json: profile(extra),
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field, reason }));
  });

  it("refuses another account's phone", async () => {
    const other = await activeCustomer(t.url);
    const { headers } = await signedIn();
    const res = await request(t.url, '/api/user/profile', {
      method: 'PUT',
      headers,
      json: profile({ phone: other.phone }),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PHONE_NUMBER_ALREADY_EXIST');
  });

  it('needs a signed-in user', async () => {
    const res = await request(t.url, '/api/user/profile', { method: 'PUT', json: profile() });
    expect(res.status).toBe(401);
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const { headers } = await signedIn();
    const res = await request(t.url, '/api/user/change-password', {
      method: 'POST',
      headers,
      json: {
        currentPassword: 'not-it-123',
        password: 'NewSecret456',
        confirmPassword: 'NewSecret456',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INVALID_CURRENT_PASSWORD');
  });

  it('ends the other sessions and keeps this one', async () => {
    const { form, headers } = await signedIn();
    const other = await login(t.url, form.email, form.password);
    const res = await request(t.url, '/api/user/change-password', {
      method: 'POST',
      headers,
      json: {
        currentPassword: form.password,
        password: 'NewSecret456',
        confirmPassword: 'NewSecret456',
      },
    });
    expect(res.status).toBe(200);
    // As a browser does: the new access cookie replaces the old one.
    const mine = await request(t.url, '/api/auth/user/me', {
      headers: { cookie: withSetCookies(headers.cookie, res.headers) },
    });
    expect(mine.status).toBe(200);
    const theirs = await request(t.url, '/api/auth/refreshToken', {
      method: 'POST',
      json: { refreshToken: other.refreshToken },
    });
    expect(theirs.body.code).toBe('SESSION_EXPIRED');
    expect((await login(t.url, form.email, 'NewSecret456')).res.status).toBe(200);
  });
});

describe('roles', () => {
  it('keeps customers out of admin routes', async () => {
    const { headers } = await signedIn();
    const res = await request(t.url, '/api/admin/users', { headers });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await request(t.url, '/api/admin/users')).status).toBe(401);
  });

  it('lets an admin list, lock and unlock accounts; a lock ends sessions at once', async () => {
    const admin = await login(t.url, 'admin@lotus.vn', 'Admin@2026');
    const adminHeaders = { cookie: admin.cookie };
    const customer = await signedIn();
    const list = await request(
      t.url,
      `/api/admin/users?search=${encodeURIComponent(customer.form.email)}`,
      { headers: adminHeaders },
    );
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    const id = list.body.data[0].id;

    const locked = await request(t.url, `/api/admin/users/${id}/lock`, {
      method: 'POST',
      headers: adminHeaders,
    });
    expect(locked.body.data).toEqual({ id, isLocked: true });
    expect((await request(t.url, '/api/auth/user/me', { headers: customer.headers })).status).toBe(
      401,
    );
    const refused = await login(t.url, customer.form.email, customer.form.password);
    expect(refused.res.body.code).toBe('USER_IS_NOT_ACTIVE');

    await request(t.url, `/api/admin/users/${id}/unlock`, {
      method: 'POST',
      headers: adminHeaders,
    });
    expect((await login(t.url, customer.form.email, customer.form.password)).res.status).toBe(200);
  });

  it('lets an operator look accounts up but not lock them', async () => {
    const operator = await login(t.url, 'operator@lotus.vn', 'Operator@2026');
    const headers = { cookie: operator.cookie };
    const customer = await signedIn();
    const list = await request(
      t.url,
      `/api/admin/users?search=${encodeURIComponent(customer.form.email)}`,
      { headers },
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const id = list.body.data[0].id;
    for (const action of ['lock', 'unlock']) {
      const res = await request(t.url, `/api/admin/users/${id}/${action}`, {
        method: 'POST',
        headers,
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await request(t.url, '/api/auth/user/me', { headers: customer.headers })).status).toBe(
      200,
    );
  });

  it('refuses a bad or unknown account id', async () => {
    const admin = await login(t.url, 'admin@lotus.vn', 'Admin@2026');
    const bad = await request(t.url, '/api/admin/users/not-a-uuid/lock', {
      method: 'POST',
      headers: { cookie: admin.cookie },
    });
    expect(bad.status).toBe(400);
    const unknown = await request(t.url, `/api/admin/users/${crypto.randomUUID()}/lock`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
    });
    expect(unknown.status).toBe(404);
  });
});
