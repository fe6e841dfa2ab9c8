import { catalogContract, endpointRequest, offerContract } from '@lotus/core';
import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, createProduct, login } from '../../test/factories.ts';
import { type TestApp, startTestApp } from '../../test/test-app.ts';
import { applySetCookies, parseCookieHeader } from './cookie-jar.ts';
import { manualClock, systemClock } from '../../lib/clock.ts';
import { createInProcessApi } from './in-process-api.ts';
import { createSharedAnswers, type SharedAnswers } from './shared-answers.ts';
import { withSetCookies } from './request-bridge.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const JWT_SECRET = 'test-secret-'.padEnd(48, 'x');

/** A well-signed access token that expired a minute ago. */
async function expiredAccessToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'CUSTOMER', fam: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(crypto.randomUUID())
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/** The in-process API of one page request, counting the paths it calls. */
function pageApi(cookie: string | undefined, shared?: SharedAnswers) {
  const paths: string[] = [];
  const app = {
    inject: (options: InjectOptions) => {
      paths.push(typeof options.url === 'string' ? options.url : '');
      return t.app.inject(options);
    },
  } as unknown as FastifyInstance;
  const request = { headers: cookie ? { cookie } : {}, ip: '127.0.0.1', id: 'page-1' };
  return {
    ...createInProcessApi(app, request, 'vi', new Date(), { sharedAnswers: shared }),
    paths,
  };
}

/**
 * A page whose call `ask` was answered from the kept copy, asked until one is: an answer older
 * than the rows it shows (their creation not heard yet when its call began) is not used.
 */
async function keptPage(
  shared: SharedAnswers,
  ask: (page: ReturnType<typeof pageApi>) => Promise<unknown>,
) {
  let page = pageApi(undefined, shared);
  await expect
    .poll(async () => {
      page = pageApi(undefined, shared);
      await ask(page);
      return page.paths;
    })
    .toEqual([]);
  return page;
}

async function signedIn() {
  const form = await activeCustomer(t.url);
  const session = await login(t.url, form.email, form.password);
  return { form, refreshToken: session.refreshToken };
}

describe('in-process API of a page request', () => {
  it("treats a visitor without a session as a visitor, and doesn't try to renew", async () => {
    const page = pageApi('language=en');
    const res = await page.api({ path: '/api/auth/user/me' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(page.paths).toEqual(['/api/auth/user/me']);
    expect(page.session.expired).toBe(false);
    expect(page.session.anonymous).toBe(true);
    expect(page.renewalCookies()).toEqual([]);
  });

  it('renews an expired access token once for all the loaders of the request and retries', async () => {
    const { form, refreshToken } = await signedIn();
    const page = pageApi(
      `language=vi; lotus_at=${await expiredAccessToken()}; lotus_rt=${refreshToken}`,
    );
    // Two loaders at once, both finding the token expired.
    const [me, again] = await Promise.all([
      page.api({ path: '/api/auth/user/me' }),
      page.api({ path: '/api/auth/user/me' }),
    ]);
    expect(me.status).toBe(200);
    expect(again.status).toBe(200);
    expect((me.body as { data: { email: string } }).data.email).toBe(form.email);
    expect(page.paths.filter((p) => p === '/api/auth/refreshToken')).toHaveLength(1);
    expect(page.session.expired).toBe(false);

    const cookies = page.renewalCookies();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['lotus_at', 'lotus_rt']);
    expect(cookies.every((c) => /HttpOnly/i.test(c) && /SameSite=Lax/i.test(c))).toBe(true);
    // The old refresh token was rotated away; the new pair is the one the browser gets.
    expect(cookies[1]).not.toContain(refreshToken);

    // Later calls of the same request use the renewed session without renewing again.
    const later = await page.api({ path: '/api/auth/user/me' });
    expect(later.status).toBe(200);
    expect(page.paths.filter((p) => p === '/api/auth/refreshToken')).toHaveLength(1);
  });

  it('marks the session expired when the renewal is refused, and clears the cookies', async () => {
    const page = pageApi(`lotus_at=${await expiredAccessToken()}; lotus_rt=not-a-real-token`);
    const me = await page.api({ path: '/api/auth/user/me' });
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED' });
    expect(page.session.expired).toBe(true);
    const cleared = page.renewalCookies();
    expect(cleared.map((c) => c.split('=')[0]).sort()).toEqual(['lotus_at', 'lotus_rt']);
    expect(cleared.every((c) => /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);

    // The rest of the page is served as to a visitor: no second renewal.
    const next = await page.api({ path: '/api/auth/user/me' });
    expect(next.body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(page.paths.filter((p) => p === '/api/auth/refreshToken')).toHaveLength(1);
  });

  it('does not renew without a refresh cookie', async () => {
    const page = pageApi(`lotus_at=${await expiredAccessToken()}`);
    const me = await page.api({ path: '/api/auth/user/me' });
    expect(me.body).toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED' });
    expect(page.paths).toEqual(['/api/auth/user/me']);
    expect(page.session.expired).toBe(false);
  });

  it('applies cookies the API sets to the later calls of the same request', async () => {
    const form = await activeCustomer(t.url);
    const page = pageApi(undefined);
    expect(page.session.anonymous).toBe(true);
    const res = await page.api({
      method: 'POST',
      path: '/api/auth/login',
      body: { username: form.email, password: form.password },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toHaveLength(2);
    // Signed in from here on: the page's loaders ask who the shopper is.
    expect(page.session.anonymous).toBe(false);
    const me = await page.api({ path: '/api/auth/user/me' });
    expect(me.status).toBe(200);
    // A login's cookies are the action's to pass on, not a renewal.
    expect(page.renewalCookies()).toEqual([]);
    await page.api({ method: 'POST', path: '/api/auth/logout' });
    expect(page.session.anonymous).toBe(true);
    expect((await page.api({ path: '/api/auth/user/me' })).status).toBe(401);
  });
});

describe('shared answers of page requests', () => {
  const setting = { path: '/api/system/client-setting', shared: true };

  it('asks for a shared answer once for all pages, each page still naming its tags', async () => {
    const shared = createSharedAnswers(t.app.cacheVersions, systemClock);
    const first = pageApi(undefined, shared);
    const asked = await first.api(setting);
    const { refreshToken } = await signedIn();
    const second = pageApi(`lotus_rt=${refreshToken}`, shared);
    const kept = await second.api(setting);
    expect(first.paths).toEqual(['/api/system/client-setting']);
    expect(second.paths).toEqual([]);
    // One parsed copy for every page, frozen: a render changing it in place fails loudly.
    expect(kept.body).toBe(asked.body);
    const data = (kept.body as { data: { siteName: string } }).data;
    expect(Object.isFrozen(data)).toBe(true);
    expect(() => {
      data.siteName = 'Changed by one page';
    }).toThrow(TypeError);
    expect(second.tags()).toEqual(['content']);
    // Not shared: asked every time, and never kept.
    expect((await second.api({ path: '/api/auth/user/me' })).status).toBe(401);
    expect(second.paths).toEqual(['/api/auth/user/me']);
  });

  it('keeps a shared read sent as a POST under its body, and it is no change of its own', async () => {
    const shared = createSharedAnswers(t.app.cacheVersions, systemClock);
    const products = (limit: number) =>
      endpointRequest(offerContract.flashSaleProducts, { body: { page: 1, limit } });
    await keptPage(shared, (page) => page.api(setting));
    await keptPage(shared, (page) => page.api(products(6)));

    // Another body is another answer; asking it leaves the page's other shared calls shared.
    const page = pageApi(undefined, shared);
    const other = await page.api(products(3));
    await page.api(setting);
    await page.api(products(6));
    expect(other.status).toBe(200);
    expect(page.paths).toEqual([products(3).path]);
    expect(page.tags().sort()).toEqual(['content', 'lists', 'offers']);
  });

  it('asks again once what the answer shows changed, and after a change of its own', async () => {
    const shared = createSharedAnswers(t.app.cacheVersions, systemClock);
    await pageApi(undefined, shared).api(setting);
    t.app.cacheVersions.notice(`${t.app.cacheVersions.current() + 1} content`);
    const afterNotice = pageApi(undefined, shared);
    await afterNotice.api(setting);
    expect(afterNotice.paths).toEqual(['/api/system/client-setting']);

    const acting = pageApi(undefined, shared);
    await acting.api({ method: 'POST', path: '/api/auth/logout' });
    await acting.api(setting);
    expect(acting.paths).toEqual(['/api/auth/logout', '/api/system/client-setting']);
  });
});

describe('kept answers that change with the clock', () => {
  it("keeps the intro banner's answer until its window ends, then asks again", async () => {
    const endsAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60 * 60_000);
    const [intro] = await t.database.db
      .insert(schema.intros)
      .values({ titleVi: 'Tuần lễ robot', titleEn: 'Robot week', endsAt })
      .returning();
    const clock = manualClock(new Date());
    const shared = createSharedAnswers(t.app.cacheVersions, clock);
    const ask = endpointRequest(catalogContract.currentIntro, {});
    const title = async (page = pageApi(undefined, shared)) =>
      ((await page.api(ask)).body as { data: { title: string } | null }).data?.title;
    try {
      const first = pageApi(undefined, shared);
      expect(await title(first)).toBe('Tuần lễ robot');
      expect(first.until()).toBe(endsAt.getTime());
      // Kept once the intro's creation has been heard, still saying until when it holds.
      const kept = await keptPage(shared, title);
      expect(kept.until()).toBe(endsAt.getTime());

      clock.set(endsAt);
      const after = pageApi(undefined, shared);
      await title(after);
      expect(after.paths).toEqual([ask.path]);
    } finally {
      await t.database.db.delete(schema.intros).where(eq(schema.intros.id, intro!.id));
    }
  });
});

describe('kept product answers', () => {
  it("keeps a product page's answer for every page until its price changes, then within a second", async () => {
    const shared = createSharedAnswers(t.app.cacheVersions, systemClock);
    const product = await createProduct(t.database.db, {
      nameVi: 'Robot Mận',
      nameEn: 'Plum robot',
      price: 300_000,
    });
    // As the product page's loader asks it: the contract marks it shared.
    const ask = endpointRequest(catalogContract.product, { params: { id: product.slug } });
    const price = async (page = pageApi(undefined, shared)) =>
      ((await page.api(ask)).body as { data: { price: number } }).data.price;
    expect(await price()).toBe(300_000);
    // Kept once the product's creation has been heard (an answer older than it is not used).
    const second = await keptPage(shared, price);
    expect(await price(second)).toBe(300_000);
    expect(second.tags()).toEqual([`product:${product.id}`, 'offers']);

    await t.database.db
      .update(schema.products)
      .set({ price: 320_000 })
      .where(eq(schema.products.id, product.id));
    const changedAt = Date.now();
    await expect.poll(() => price(), { timeout: 1000, interval: 20 }).toBe(320_000);
    expect(Date.now() - changedAt).toBeLessThan(1000);
  });

  it('forgets the least recently used answer first', () => {
    const shared = createSharedAnswers(t.app.cacheVersions, systemClock);
    const answer = () => ({
      status: 200,
      headers: [],
      body: {},
      tags: ['lists'],
      ...shared.begin(),
    });
    for (let i = 0; i < 1000; i += 1) shared.set(`vi /a/${i}`, answer());
    expect(shared.get('vi /a/0')).toBeDefined();
    shared.set('vi /a/1000', answer());
    expect(shared.get('vi /a/0')).toBeDefined();
    expect(shared.get('vi /a/1')).toBeUndefined();
    expect(shared.get('vi /a/1000')).toBeDefined();
  });
});

describe('cookie helpers', () => {
  it('reads a Cookie header and applies Set-Cookie lines to it', () => {
    const jar = parseCookieHeader('a=1; lotus_at=old; b=x=y');
    expect([...jar]).toEqual([
      ['a', '1'],
      ['lotus_at', 'old'],
      ['b', 'x=y'],
    ]);
    applySetCookies(
      jar,
      [
        'lotus_at=new; Max-Age=2592000; Path=/; HttpOnly',
        'a=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
        'b=2; Max-Age=0',
      ],
      new Date(),
    );
    expect([...jar]).toEqual([['lotus_at', 'new']]);
  });

  it('adds Set-Cookie lines to a response, copying one whose headers are read-only', async () => {
    const plain = withSetCookies(new Response('ok', { headers: { 'set-cookie': 'x=1' } }), [
      'lotus_at=a',
    ]);
    expect(plain.headers.getSetCookie()).toEqual(['x=1', 'lotus_at=a']);
    const redirect = withSetCookies(Response.redirect('http://x/login', 302), ['lotus_at=b']);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://x/login');
    expect(redirect.headers.getSetCookie()).toEqual(['lotus_at=b']);
    expect(await withSetCookies(new Response('body'), []).text()).toBe('body');
  });
});
