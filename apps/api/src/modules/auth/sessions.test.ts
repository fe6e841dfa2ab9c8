import { ACCESS_TOKEN_TTL_SECONDS } from '@lotus/core';
import type { DatabaseHandle } from '@lotus/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import {
  activeCustomer,
  bearer,
  lastMail,
  linkToken,
  login,
  withSetCookies,
} from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';
import { onPostgres, openTestDatabase } from '../../test/test-database.ts';

const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const MINUTE = 60_000;

const post = (base: string, path: string, init: { json?: unknown; cookie?: string } = {}) =>
  request(base, path, {
    method: 'POST',
    ...(init.json === undefined ? {} : { json: init.json }),
    headers: init.cookie ? { cookie: init.cookie } : {},
  });

/** The value of cookie `name` in an answer's Set-Cookie lines. */
const setCookie = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

/** Every authenticated call a signed-in customer makes, with the given credentials. */
const customerCalls = (headers: Record<string, string>) => [
  request(t.url, '/api/auth/user/me', { headers }),
  request(t.url, '/api/product/favourite/ids', { headers }),
  request(t.url, '/api/user/profile', {
    method: 'PUT',
    headers,
    json: { firstName: 'An', lastName: 'Lê', phone: '0912345678' },
  }),
];

describe('a session that ends is refused at once on every authenticated route', () => {
  it('after logout, the old access token gets 401 (bearer or cookie), and no fresh cookie', async () => {
    const form = await activeCustomer(t.url);
    const session = await login(t.url, form.email, form.password);
    const cookieOnly = { cookie: `lotus_at=${session.token}` };
    expect((await request(t.url, '/api/auth/user/me', { headers: cookieOnly })).status).toBe(200);

    const out = await post(t.url, '/api/auth/logout', { cookie: session.cookie });
    expect(out.status).toBe(200);

    for (const headers of [bearer(session.token), cookieOnly]) {
      for (const res of await Promise.all(customerCalls(headers))) {
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('ACCESS_TOKEN_EXPIRED');
      }
      const change = await request(t.url, '/api/user/change-password', {
        method: 'POST',
        headers,
        json: {
          currentPassword: form.password,
          password: 'Another123',
          confirmPassword: 'Another123',
        },
      });
      expect(change.status).toBe(401);
      expect(change.headers.getSetCookie()).toEqual([]);
    }
    // The password did not change.
    expect((await login(t.url, form.email, form.password)).res.status).toBe(200);
  });

  it("after an admin's logout, the back office's account list refuses the old token", async () => {
    const admin = await login(t.url, 'admin@lotus.vn', 'Admin@2026');
    const headers = bearer(admin.token);
    expect((await request(t.url, '/api/admin/users', { headers })).status).toBe(200);
    await post(t.url, '/api/auth/logout', { cookie: admin.cookie });
    expect((await request(t.url, '/api/admin/users', { headers })).status).toBe(401);
  });

  it('a password change ends the other sessions at once and keeps this one', async () => {
    const form = await activeCustomer(t.url);
    const other = await login(t.url, form.email, form.password);
    const here = await login(t.url, form.email, form.password);
    const changed = await request(t.url, '/api/user/change-password', {
      method: 'POST',
      headers: bearer(here.token),
      json: {
        currentPassword: form.password,
        password: 'Changed123',
        confirmPassword: 'Changed123',
      },
    });
    expect(changed.status).toBe(200);
    for (const res of await Promise.all(customerCalls(bearer(other.token)))) {
      expect(res.status).toBe(401);
    }
    expect(
      (await request(t.url, '/api/auth/user/me', { headers: bearer(here.token) })).status,
    ).toBe(200);
  });

  it('a password reset ends every session at once', async () => {
    const form = await activeCustomer(t.url);
    const session = await login(t.url, form.email, form.password);
    clock.advance(1000); // the mailbox lists the newest mail first: the reset, not the welcome
    await request(t.url, `/api/auth/reset-password?email=${encodeURIComponent(form.email)}`);
    const token = linkToken(await lastMail(t.url, form.email));
    const reset = await post(t.url, '/api/auth/change-pass-token', {
      json: { token, password: 'ResetNew123', confirmPassword: 'ResetNew123' },
    });
    expect(reset.status).toBe(200);
    for (const res of await Promise.all(customerCalls(bearer(session.token)))) {
      expect(res.status).toBe(401);
    }
  });

  it('a lock ends every session at once, the back office included', async () => {
    const admin = await login(t.url, 'admin@lotus.vn', 'Admin@2026');
    const form = await activeCustomer(t.url);
    const session = await login(t.url, form.email, form.password);
    const me = await request(t.url, '/api/auth/user/me', { headers: bearer(session.token) });
    const locked = await post(t.url, `/api/admin/users/${me.body.data.id}/lock`, {
      cookie: admin.cookie,
    });
    expect(locked.status).toBe(200);
    for (const res of await Promise.all(customerCalls(bearer(session.token)))) {
      expect(res.status).toBe(401);
    }
    const renew = await post(t.url, '/api/auth/refreshToken', { cookie: session.cookie });
    expect(renew.body.code).toBe('SESSION_EXPIRED');
  });
});

describe('renewals', () => {
  it('two renewals at once with one refresh token both get the same pair; a replay a minute later ends the session', async () => {
    const form = await activeCustomer(t.url);
    const session = await login(t.url, form.email, form.password);
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + MINUTE);
    expect(
      (await request(t.url, '/api/auth/user/me', { headers: bearer(session.token) })).body.code,
    ).toBe('ACCESS_TOKEN_EXPIRED');

    // Two tabs of one browser, idle past the access token's life, renew at the same moment.
    const [one, two] = await Promise.all([
      post(t.url, '/api/auth/refreshToken', { cookie: session.cookie }),
      post(t.url, '/api/auth/refreshToken', { cookie: session.cookie }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const pair = (res: typeof one) => [
      setCookie(res.headers, 'lotus_at'),
      setCookie(res.headers, 'lotus_rt'),
    ];
    expect(pair(one)[0]).toBeTruthy();
    expect(pair(one)[1]).not.toBe(session.refreshToken);
    expect(pair(two)).toEqual(pair(one));
    const renewed = withSetCookies(session.cookie, one.headers);
    expect(
      (await request(t.url, '/api/auth/user/me', { headers: { cookie: renewed } })).status,
    ).toBe(200);

    // The same token a minute later is a replay: the whole session ends, new pair included.
    clock.advance(MINUTE);
    const replay = await post(t.url, '/api/auth/refreshToken', { cookie: session.cookie });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('SESSION_EXPIRED');
    expect(
      (await request(t.url, '/api/auth/user/me', { headers: { cookie: renewed } })).status,
    ).toBe(401);
    expect((await post(t.url, '/api/auth/refreshToken', { cookie: renewed })).body.code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('a cookie renewal answers no token in its body', async () => {
    const form = await activeCustomer(t.url);
    const session = await login(t.url, form.email, form.password);
    const renewed = await post(t.url, '/api/auth/refreshToken', { cookie: session.cookie });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data).toEqual({ expiresIn: ACCESS_TOKEN_TTL_SECONDS });
    expect(JSON.stringify(renewed.body)).not.toContain(setCookie(renewed.headers, 'lotus_rt'));
    expect(renewed.headers.get('cache-control')).toBe('no-store');
  });

  it('a bearer client that sent its token in the body gets the pair in the body, the same for two at once', async () => {
    const form = await activeCustomer(t.url);
    const session = await login(t.url, form.email, form.password);
    const json = { refreshToken: session.refreshToken };
    const [one, two] = await Promise.all([
      post(t.url, '/api/auth/refreshToken', { json }),
      post(t.url, '/api/auth/refreshToken', { json }),
    ]);
    expect(one.body.data).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    });
    expect(two.body.data).toEqual(one.body.data);
    expect(one.headers.getSetCookie()).toEqual([]);
  });
});

describe('server copies', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** Polls `copy` with `token` until it is refused; how long that took (ms), or null. */
  async function refusedWithin(copy: TestApp, token: string, ms: number) {
    const started = performance.now();
    while (performance.now() - started < ms) {
      const res = await request(copy.url, '/api/auth/user/me', { headers: bearer(token) });
      if (res.status === 401) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return null;
  }

  async function agreeWithin(env: Record<string, string>) {
    const one = await startTestApp({ database, env });
    const two = await startTestApp({ database, env });
    try {
      const form = await activeCustomer(one.url);
      const session = await login(one.url, form.email, form.password);
      expect(
        (await request(two.url, '/api/auth/user/me', { headers: bearer(session.token) })).status,
      ).toBe(200);
      await post(one.url, '/api/auth/logout', { cookie: session.cookie });
      expect(await refusedWithin(two, session.token, 1000)).not.toBeNull();
    } finally {
      await one.close();
      await two.close();
    }
  }

  it.skipIf(!process.env.TEST_REDIS_URL)('agree within a second over Redis', async () => {
    await agreeWithin({ REDIS_URL: process.env.TEST_REDIS_URL! });
  });

  it.skipIf(!onPostgres())('agree within a second on one PostgreSQL without Redis', async () => {
    await agreeWithin({});
  });

  it('a copy started after a logout refuses the ended session from its first request', async () => {
    const one = await startTestApp({ database });
    const form = await activeCustomer(one.url);
    const session = await login(one.url, form.email, form.password);
    await post(one.url, '/api/auth/logout', { cookie: session.cookie });
    await one.close();
    const later = await startTestApp({ database });
    try {
      const res = await request(later.url, '/api/auth/user/me', { headers: bearer(session.token) });
      expect(res.status).toBe(401);
    } finally {
      await later.close();
    }
  });
});
