import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, login } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ web: true });
});
afterAll(() => t.close());

const page = async (path: string, cookie?: string) => {
  const res = await fetch(t.url + path, cookie ? { headers: { cookie } } : {});
  return { res, html: await res.text() };
};

/** The nonce a policy allows scripts with. */
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('Content-Security-Policy of pages', () => {
  it('allows only the scripts of this response, by a nonce that changes every time', async () => {
    const first = await page('/products');
    const policy = first.res.headers.get('content-security-policy');
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const directives = Object.fromEntries(
      policy!.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'script-src': `'nonce-${nonce}' 'strict-dynamic'`,
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'self'",
    });
    // Every executable script of the page carries the nonce (JSON-LD is data, not a script).
    const scripts = [...first.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const executable = scripts.filter((tag) => !tag.includes('application/ld+json'));
    expect(executable.length).toBeGreaterThan(2);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);

    const second = await page('/products');
    expect(nonceOf(second.res.headers.get('content-security-policy'))).not.toBe(nonce);
  });

  it('holds for a page with a signed-in shopper, and for error pages', async () => {
    const form = await activeCustomer(t.url);
    const { cookie } = await login(t.url, form.email, form.password);
    const profile = await page('/profile', cookie);
    expect(profile.res.status).toBe(200);
    expect(nonceOf(profile.res.headers.get('content-security-policy'))).toBeDefined();
    const missing = await page('/no-such-page');
    expect(missing.res.status).toBe(404);
    expect(nonceOf(missing.res.headers.get('content-security-policy'))).toBeDefined();
  });
});

describe('Cache-Control', () => {
  it('is no-store on pages and their data that carry a shopper’s session', async () => {
    const form = await activeCustomer(t.url);
    const { cookie } = await login(t.url, form.email, form.password);
    expect((await page('/', cookie)).res.headers.get('cache-control')).toBe('no-store');
    const data = await fetch(`${t.url}/products.data`, { headers: { cookie } });
    expect(data.headers.get('cache-control')).toBe('no-store');
    expect(data.headers.get('content-security-policy')).toBeNull();
    // A visitor's page holds nothing personal: a shared cache (a CDN) may keep it briefly.
    expect((await page('/')).res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=/);
    // A resource route that chose its own caching keeps it.
    expect((await fetch(`${t.url}/robots.txt`)).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
  });

  it('is no-store on answers with personal data, not on the public catalogue', async () => {
    const form = await activeCustomer(t.url);
    const session = await login(t.url, form.email, form.password);
    expect(session.res.headers.get('cache-control')).toBe('no-store');
    const me = await request(t.url, '/api/auth/user/me', { headers: { cookie: session.cookie } });
    expect(me.headers.get('cache-control')).toBe('no-store');
    const list = await request(t.url, '/api/product/public');
    expect(list.headers.get('cache-control')).toBeNull();
  });
});
