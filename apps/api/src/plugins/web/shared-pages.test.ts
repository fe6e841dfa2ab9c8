import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.ts';
import { activeCustomer, createProduct, login } from '../../test/factories.ts';
import { type TestApp, startTestApp } from '../../test/test-app.ts';
import { createInProcessApi } from './in-process-api.ts';
import { createPageCache, memoryPageStore } from './page-cache.ts';
import { isSharedPageRequest, serveShared } from './shared-pages.ts';

/**
 * The shared page cache in front of a small page made the way the shop's pages are: from the
 * API's answers reached in-process (the product's price, the signed-in shopper's name), with the
 * response's CSP nonce on its script. React is left out: the cache only sees the answers' tags
 * and the HTML.
 */
async function productPage(app: FastifyInstance, request: FastifyRequest, nonce: string) {
  const { api, tags, until } = createInProcessApi(app, request, 'vi', new Date());
  const slug = (request.params as { slug: string }).slug;
  const product = await api({ path: `/api/product/${slug}/public` });
  if (product.status !== 200)
    return { response: new Response('missing', { status: 404 }), tags, until };
  const me = await api({ path: '/api/auth/user/me' });
  const { data } = product.body as { data: { name: string; price: number; currentPrice: number } };
  const user = me.status === 200 ? (me.body as { data: { email: string } }).data.email : 'khách';
  const html = `<!doctype html><html><script nonce="${nonce}">start()</script>
    <p id="price">${data.currentPrice}</p><p id="who">${user}</p></html>`;
  return {
    response: new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    tags,
    until,
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    routes: (app) => {
      const cache = createPageCache({
        versions: app.cacheVersions,
        clock: systemClock,
        store: memoryPageStore(systemClock),
      });
      app.get('/page/:slug', async (request, reply) => {
        if (isSharedPageRequest(request)) {
          return serveShared(cache, app.cacheVersions, systemClock, request, reply, (nonce) =>
            productPage(app, request, nonce),
          );
        }
        const { response } = await productPage(app, request, 'own-nonce');
        reply.header('x-page-cache', 'bypass');
        return reply.send(response);
      });
    },
  });
});
afterAll(() => t.close());

async function page(path: string, headers: Record<string, string> = {}) {
  // fetch unzips a gzip answer itself, and fails on a broken one.
  const response = await fetch(`${t.url}${path}`, { headers });
  const html = await response.text();
  return {
    encoding: response.headers.get('content-encoding'),
    status: response.status,
    state: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    html,
    price: /id="price">(\d+)</.exec(html)?.[1],
    who: /id="who">([^<]*)</.exec(html)?.[1],
    nonce: /nonce="([^"]+)"/.exec(html)?.[1],
  };
}

/** Asks for `path` until `done` holds or `ms` have passed; the last answer. */
async function within(
  ms: number,
  path: string,
  done: (p: Awaited<ReturnType<typeof page>>) => boolean,
) {
  const until = Date.now() + ms;
  let answer = await page(path);
  while (!done(answer) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await page(path);
  }
  return answer;
}

describe('the shared page cache', () => {
  it('serves a visitor the kept page, and a price change within a second', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Robot Kiwi',
      nameEn: 'Kiwi robot',
      price: 500_000,
    });
    const path = `/page/${product.slug}`;
    const first = await page(path);
    expect(first).toMatchObject({ status: 200, state: 'miss', price: '500000' });
    expect(first.cacheControl).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=59');
    const second = await page(path, { 'accept-encoding': 'gzip' });
    expect(second).toMatchObject({ state: 'hit', price: '500000', encoding: 'gzip' });

    await t.database.db
      .update(schema.products)
      .set({ salePrice: 420_000 })
      .where(eq(schema.products.id, product.id));
    const changedAt = Date.now();
    const fresh = await within(1000, path, (p) => p.price === '420000');
    expect(fresh.price).toBe('420000');
    expect(Date.now() - changedAt).toBeLessThan(1000);
  });

  it('gives every response its own nonce, never the one a kept page was made with', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Robot Kea',
      nameEn: 'Kea robot',
      price: 300_000,
    });
    const path = `/page/${product.slug}`;
    const answers = [
      await page(path),
      await page(path),
      await page(path, { 'accept-encoding': 'gzip' }),
    ];
    expect(answers.map((a) => a.state)).toEqual(['miss', 'hit', 'hit']);
    const nonces = answers.map((a) => a.nonce);
    expect(new Set(nonces).size).toBe(3);
    for (const answer of answers) {
      expect(answer.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.html).not.toContain('~lotus-nonce~');
    }
  });

  it('never keeps or serves a signed-in page: no name or wishlist reaches another visitor', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Robot Takahe',
      nameEn: 'Takahe robot',
      price: 800_000,
    });
    const path = `/page/${product.slug}`;
    const form = await activeCustomer(t.url);
    const { cookie } = await login(t.url, form.email, form.password);
    // The signed-in shopper sees their page, made for them alone…
    const own = await page(path, { cookie: `${cookie}; language=vi` });
    expect(own).toMatchObject({ state: 'bypass', who: form.email });
    expect(own.cacheControl ?? '').not.toContain('public');
    // …and the visitors after them, from the cache or not, never do.
    const visitors = [
      await page(path),
      await page(path),
      await page(path, { cookie: 'language=vi' }),
    ];
    for (const visitor of visitors) {
      expect(visitor.who).toBe('khách');
      expect(visitor.html).not.toContain(form.email);
    }
    expect(visitors[1]!.state).toBe('hit');
    // A bearer token is a session too.
    const bearer = await page(path, { authorization: 'Bearer whatever' });
    expect(bearer.state).toBe('bypass');
  });

  it('keeps nothing that is not a plain 200 page', async () => {
    const missing = [await page('/page/no-such-product'), await page('/page/no-such-product')];
    expect(missing.map((m) => [m.status, m.state])).toEqual([
      [404, 'miss'],
      [404, 'miss'],
    ]);
  });
});
