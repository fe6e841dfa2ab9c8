import { VERIFY_EMAIL_TTL_SECONDS, durationWords } from '@lotus/core';
import { schema } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeCustomer,
  bearer,
  lastMail,
  linkToken,
  login,
  newCustomer,
} from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  request(t.url, path, { method: 'POST', json, headers });

describe('sign-up and email verification', () => {
  it('creates an inactive account that logs in only after the mailed link is followed', async () => {
    const form = newCustomer();
    const res = await post('/api/auth/register', form);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      code: 'RegisterSuccess',
      data: { email: form.email },
    });

    const early = await login(t.url, form.email, form.password);
    expect(early.res.status).toBe(403);
    expect(early.res.body.code).toBe('USER_NOT_ACTIVE');

    const mail = await lastMail(t.url, form.email);
    expect(mail?.subject).toBe('Xác nhận email đăng ký tài khoản Lotus');
    expect(mail?.text).toContain('/verify-email?token=');
    // The mail says how long the link works: the lifetime its token was issued with.
    expect(mail?.text).toContain(`trong ${durationWords(VERIFY_EMAIL_TTL_SECONDS * 1000, 'vi')}.`);
    const verified = await request(t.url, `/api/auth/active-user?token=${linkToken(mail)}`);
    expect(verified.status).toBe(200);

    const after = await login(t.url, form.email, form.password);
    expect(after.res.status).toBe(200);
    expect(after.res.body).toMatchObject({
      success: true,
      code: 'LoginSuccess',
      data: {
        token: expect.any(String),
        expiresIn: 900,
        refreshToken: expect.any(String),
        redirectTo: '/',
      },
    });
  });

  it('mails in the language of the sign-up, and can send the link again', async () => {
    const form = newCustomer();
    await post('/api/auth/register', form, { cookie: 'language=en' });
    const first = await lastMail(t.url, form.email);
    expect(first?.subject).toBe('Confirm your email for your Lotus account');
    const again = await post('/api/auth/resend-verification', { email: form.email });
    expect(again.status).toBe(200);
    const second = await lastMail(t.url, form.email);
    expect(linkToken(second)).not.toBe(linkToken(first));
    // The earlier link is retired by the new one.
    expect(
      (await request(t.url, `/api/auth/active-user?token=${linkToken(first)}`)).body.code,
    ).toBe('INVALID_TOKEN');
    expect((await request(t.url, `/api/auth/active-user?token=${linkToken(second)}`)).status).toBe(
      200,
    );
  });

  it('uses a verification link once, and refuses made-up ones', async () => {
    const form = newCustomer();
    await post('/api/auth/register', form);
    const token = linkToken(await lastMail(t.url, form.email));
    expect((await request(t.url, `/api/auth/active-user?token=${token}`)).status).toBe(200);
    const twice = await request(t.url, `/api/auth/active-user?token=${token}`);
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('INVALID_TOKEN');
    const fake = await request(t.url, `/api/auth/active-user?token=${'x'.repeat(43)}`);
    expect(fake.body.code).toBe('INVALID_TOKEN');
  });

  it.each([
    ['password', 'Sh0rt!', 'password', 'PasswordTooShort'],
    ['password', 'mậtkhẩu123', 'password', 'PasswordLatinOnly'],
    ['confirmPassword', 'Other123!', 'confirmPassword', 'CustomerSignupFailedByPasswordNotMatch'],
    ['firstName', 'Anh2', 'firstName', 'FirstNameNotAllowNumber'],
    ['lastName', 'Ng8', 'lastName', 'LastNameNotAllowNumber'],
    ['email', 'not-an-email', 'email', 'InvalidEmail'],
    ['phone', '12345', 'phone', 'InvalidPhone'],
    ['firstName', '', 'firstName', 'FieldIsNotEmpty'],
  ])('refuses %s = %j with 400 and creates nothing', async (field, value, detail, reason) => {
    const form = newCustomer({
      [field]: value,
      ...(field === 'password' ? { confirmPassword: value } : {}),
    });
    const res = await post('/api/auth/register', form, { cookie: 'language=en' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.details).toContainEqual(
      expect.objectContaining({ field: `body.${detail}`, reason, message: expect.any(String) }),
    );
    const rows = await t.database.db
      .select()
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) = lower(${form.email})`);
    expect(rows).toHaveLength(0);
  });

  it('refuses an email already registered, whatever its case and spacing', async () => {
    const form = newCustomer();
    expect((await post('/api/auth/register', form)).status).toBe(201);
    const again = await post('/api/auth/register', {
      ...newCustomer(),
      email: `  ${form.email.toUpperCase()} `,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'EMAIL_IS_EXIST', message: 'Email đã được sử dụng.' });
  });

  it('treats +84… and 0… as the same phone', async () => {
    const form = newCustomer();
    expect((await post('/api/auth/register', form)).status).toBe(201);
    const again = await post('/api/auth/register', {
      ...newCustomer(),
      phone: `+84 ${form.phone.slice(1, 4)} ${form.phone.slice(4)}`,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PHONE_NUMBER_ALREADY_EXIST');
  });

  it('makes exactly one account from 10 simultaneous sign-ups with one email', async () => {
    const email = newCustomer().email;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/auth/register', newCustomer({ email }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 409 && r.body.code === 'EMAIL_IS_EXIST'),
    ).toHaveLength(9);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) = ${email}`)) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('login', () => {
  it('answers an unknown account and a wrong password alike', async () => {
    const form = await activeCustomer(t.url);
    const unknown = await login(t.url, `nobody-${Date.now()}@example.vn`, 'Secret123!');
    const wrong = await login(t.url, form.email, 'Wrong-password-1');
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.status).toBe(401);
    expect({ ...unknown.res.body, requestId: 0 }).toEqual({ ...wrong.res.body, requestId: 0 });
    expect(wrong.res.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('sets httpOnly session cookies and accepts the bearer token too', async () => {
    const form = await activeCustomer(t.url);
    const session = await login(t.url, form.email, form.password);
    const cookies = session.res.headers.getSetCookie();
    expect(cookies.some((c) => /^lotus_at=.*HttpOnly.*SameSite=Lax/i.test(c))).toBe(true);
    expect(cookies.some((c) => /^lotus_rt=.*HttpOnly/i.test(c))).toBe(true);
    const byCookie = await request(t.url, '/api/auth/user/me', {
      headers: { cookie: session.cookie },
    });
    const byBearer = await request(t.url, '/api/auth/user/me', { headers: bearer(session.token) });
    expect(byCookie.body.data.email).toBe(form.email);
    expect(byBearer.body.data.profile.fullName).toBe('Nguyễn Minh Anh');
  });

  it.each([
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/products?sort=new', '/products?sort=new'],
  ])('sends a redirect request for %s to %s', async (redirect, expected) => {
    const form = await activeCustomer(t.url);
    const res = await post('/api/auth/login', {
      username: form.email,
      password: form.password,
      redirect,
    });
    expect(res.body.data.redirectTo).toBe(expected);
  });

  it("sends an admin asking for another site to the admin's home", async () => {
    const res = await post('/api/auth/login', {
      username: 'admin@lotus.vn',
      password: 'Admin@2026',
      redirect: 'https://evil.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.redirectTo).toBe('/portal');
  });
});

describe('sessions', () => {
  it('is logged out without a token and told to refresh with an expired one', async () => {
    const none = await request(t.url, '/api/auth/user/me');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('UNAUTHORIZED');
    const garbage = await request(t.url, '/api/auth/user/me', { headers: bearer('not.a.jwt') });
    expect(garbage.body.code).toBe('UNAUTHORIZED');

    const form = await activeCustomer(t.url);
    const { res } = await login(t.url, form.email, form.password);
    const me = await request(t.url, '/api/auth/user/me', { headers: bearer(res.body.data.token) });
    const expired = await new SignJWT({ role: 'CUSTOMER', fam: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me.body.data.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('test-secret-'.padEnd(48, 'x')));
    const stale = await request(t.url, '/api/auth/user/me', { headers: bearer(expired) });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('ACCESS_TOKEN_EXPIRED');
  });

  it('rotates the refresh token', async () => {
    const form = await activeCustomer(t.url);
    const first = await login(t.url, form.email, form.password);
    const second = await post('/api/auth/refreshToken', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    expect(
      (await request(t.url, '/api/auth/user/me', { headers: bearer(second.body.data.accessToken) }))
        .status,
    ).toBe(200);
    // A replay after the grace of concurrent renewals ends the session: sessions.test.ts.
  });

  it('refreshes from the cookie, and logout ends the session', async () => {
    const form = await activeCustomer(t.url);
    const session = await login(t.url, form.email, form.password);
    const refreshed = await request(t.url, '/api/auth/refreshToken', {
      method: 'POST',
      headers: { cookie: session.cookie },
    });
    expect(refreshed.status).toBe(200);
    const renewed = refreshed.headers
      .getSetCookie()
      .find((c) => c.startsWith('lotus_rt='))!
      .split(';')[0]!
      .slice('lotus_rt='.length);
    const cookie = refreshed.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const out = await request(t.url, '/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(out.body).toMatchObject({ success: true, code: 'Logout' });
    expect(out.headers.getSetCookie().some((c) => /^lotus_rt=;/.test(c))).toBe(true);
    const after = await post('/api/auth/refreshToken', { refreshToken: renewed });
    expect(after.body.code).toBe('SESSION_EXPIRED');
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const form = await activeCustomer(t.url);
    const real = await request(
      t.url,
      `/api/auth/reset-password?email=${encodeURIComponent(form.email)}`,
    );
    const ghostEmail = `ghost-${Date.now()}@example.vn`;
    const ghost = await request(
      t.url,
      `/api/auth/reset-password?email=${encodeURIComponent(ghostEmail)}`,
    );
    expect(real.status).toBe(200);
    expect({ ...real.body }).toEqual({ ...ghost.body });
    expect((await lastMail(t.url, form.email))?.subject).toBe('Đặt lại mật khẩu tài khoản Lotus');
    expect(await lastMail(t.url, ghostEmail)).toBeUndefined();
  });

  it('sets a new password once with the link and ends every session', async () => {
    const form = await activeCustomer(t.url);
    const old = await login(t.url, form.email, form.password);
    await request(t.url, `/api/auth/reset-password?email=${encodeURIComponent(form.email)}`);
    const token = linkToken(await lastMail(t.url, form.email));
    expect((await request(t.url, `/api/auth/verify-token?token=${token}`)).body.data).toEqual({
      valid: true,
    });

    const changed = await post('/api/auth/change-pass-token', {
      token,
      password: 'NewSecret456',
      confirmPassword: 'NewSecret456',
    });
    expect(changed.status).toBe(200);
    expect(
      (await post('/api/auth/refreshToken', { refreshToken: old.refreshToken })).body.code,
    ).toBe('SESSION_EXPIRED');
    expect((await login(t.url, form.email, form.password)).res.body.code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await login(t.url, form.email, 'NewSecret456')).res.status).toBe(200);

    const again = await post('/api/auth/change-pass-token', {
      token,
      password: 'Another789',
      confirmPassword: 'Another789',
    });
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses a link older than 30 minutes', async () => {
    const form = await activeCustomer(t.url);
    await request(t.url, `/api/auth/reset-password?email=${encodeURIComponent(form.email)}`);
    const token = linkToken(await lastMail(t.url, form.email));
    await t.database.db
      .update(schema.userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(
        sql`${schema.userTokens.userId} = (SELECT id FROM users WHERE lower(email) = lower(${form.email}))`,
      );
    const res = await post('/api/auth/change-pass-token', {
      token,
      password: 'NewSecret456',
      confirmPassword: 'NewSecret456',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
  });
});

describe('rate limits', () => {
  it('answers 429 with a retry time after too many attempts on one account', async () => {
    const limited = await startTestApp({
      limits: {
        loginPerAccount: { points: 3, duration: 600 },
        loginPerIp: { points: 100, duration: 600 },
      },
    });
    try {
      const form = await activeCustomer(limited.url);
      for (let i = 0; i < 3; i++) {
        expect((await login(limited.url, form.email, 'Wrong-password-1')).res.status).toBe(401);
      }
      const blocked = await login(limited.url, form.email, form.password);
      expect(blocked.res.status).toBe(429);
      expect(blocked.res.body).toMatchObject({
        code: 'RATE_LIMITED',
        params: { retryAfter: expect.any(Number) },
      });
      expect(Number(blocked.res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another account from the same address is not blocked by this one's failures.
      const other = await activeCustomer(limited.url);
      expect((await login(limited.url, other.email, other.password)).res.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per IP address across accounts', async () => {
    const limited = await startTestApp({ limits: { loginPerIp: { points: 2, duration: 600 } } });
    try {
      await login(limited.url, 'a@example.vn', 'x');
      await login(limited.url, 'b@example.vn', 'x');
      const third = await login(limited.url, 'c@example.vn', 'x');
      expect(third.res.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
