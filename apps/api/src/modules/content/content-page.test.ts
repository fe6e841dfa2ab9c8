import { POLICY_KEYS } from '@lotus/core';
import { DEMO_POLICIES } from '@lotus/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';

let t: TestApp;
let operator: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  operator = (await quickCustomers(t.database.db, 1, 'OPERATOR'))[0]!.headers;
  customer = (await quickCustomers(t.database.db, 1, 'CUSTOMER'))[0]!.headers;
});
afterAll(() => t.close());

const en = { 'accept-language': 'en' };
const page = (key: string, headers: Record<string, string> = {}) =>
  request(t.url, `/api/policy/${key}`, { headers });
const save = (key: string, json: unknown, headers = operator) =>
  request(t.url, `/api/portal/content-pages/${key}`, { method: 'PUT', headers, json });

const input = (overrides: Record<string, unknown> = {}) => ({
  group: 'footer',
  position: 0,
  titleVi: 'Giới thiệu',
  titleEn: 'About us',
  summaryVi: 'Tóm tắt',
  summaryEn: 'Summary',
  bodyVi: '<h2>Về chúng tôi</h2><p>Xin chào</p>',
  bodyEn: '<h2>About</h2><p>Hello</p>',
  ...overrides,
});

describe('the storefront’s policy pages', () => {
  it('serves every one of the eleven pages in Vietnamese by default and in English when asked', async () => {
    for (const key of POLICY_KEYS) {
      const vi = await page(key);
      expect(vi.status).toBe(200);
      expect(vi.body.data.title).toBe(DEMO_POLICIES[key].title.vi);
      expect(vi.body.data.body.length).toBeGreaterThan(300);
      expect((await page(key, en)).body.data.title).toBe(DEMO_POLICIES[key].title.en);
    }
    expect((await page('warranty')).headers.get('x-cache-tags')).toBe('content');
  });

  it('tells the real shipping figures and return window', async () => {
    const shipping = (await page('transportation')).body.data.body;
    expect(shipping).toContain('20.000 ₫');
    expect(shipping).toContain('500.000 ₫');
    expect((await page('exchange-return', en)).body.data.body).toContain('7 days');
    expect((await page('warranty', en)).body.data.body).toContain('12-month');
  });

  it('answers 404 CONTENT_PAGE_NOT_FOUND, in the request’s language, for an unknown key', async () => {
    const missing = await page('no-such-page', en);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      success: false,
      code: 'CONTENT_PAGE_NOT_FOUND',
      message: 'This page does not exist.',
    });
    expect((await page('contact')).status).toBe(404);
  });

  it('lists the footer by policy group in the spec’s order, pages by position', async () => {
    const index = await request(t.url, '/api/policy', { headers: en });
    expect(index.status).toBe(200);
    const groups = index.body.data as { group: string; pages: { key: string; title: string }[] }[];
    expect(groups.map((g) => g.group)).toEqual([
      'security',
      'warranty',
      'payment',
      'exchange-return',
      'transportation',
      'footer',
    ]);
    expect(groups.at(-1)!.pages.map((p) => p.key)).toEqual([
      'introduction',
      'distributor-system',
      'recruitment',
      'discount-offer',
      'shopping-guide',
      'quick-advice',
    ]);
    expect(groups[0]!.pages[0]!.title).toBe('Privacy and security policy');
    expect(groups.flatMap((g) => g.pages)).toHaveLength(11);
  });

  it('ships demo pages that the sanitiser leaves as they are', () => {
    for (const key of POLICY_KEYS) {
      for (const lang of ['vi', 'en'] as const) {
        const body = DEMO_POLICIES[key].body[lang];
        expect(sanitizeRichText(body), `${key} ${lang}`).toBe(body);
      }
    }
  });
});

describe('editing a policy page in the back office', () => {
  it('lists and reads every page in both languages for an operator', async () => {
    const list = await request(t.url, '/api/portal/content-pages', { headers: operator });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(11);
    const one = await request(t.url, '/api/portal/content-pages/payment', { headers: operator });
    expect(one.body.data).toMatchObject({
      key: 'payment',
      group: 'payment',
      titleVi: 'Chính sách thanh toán',
      titleEn: 'Payment policy',
    });
    expect(
      (await request(t.url, '/api/portal/content-pages/nope', { headers: operator })).status,
    ).toBe(404);
  });

  it('sanitises a body holding <script>, onerror and javascript: links before storing it', async () => {
    const saved = await save(
      'introduction',
      input({
        bodyVi:
          '<h1>Chào</h1><p onclick="steal()">Văn bản</p><script>alert(1)</script>' +
          '<img src="x" onerror="alert(2)" alt="a"><a href="javascript:alert(3)">bấm</a>' +
          '<iframe src="https://evil.example"></iframe><style>body{}</style>',
        bodyEn:
          '<p>Text<script>document.cookie</script></p><a href="https://lotus.vn" target="_blank">site</a>' +
          '<img src="data:image/png;base64,AAAA" alt="d"><ul><li>one</li></ul>',
      }),
    );
    expect(saved.status).toBe(200);
    const { bodyVi, bodyEn } = saved.body.data;
    for (const body of [bodyVi, bodyEn]) {
      expect(body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|data:/i);
    }
    expect(bodyVi).toBe('<h2>Chào</h2><p>Văn bản</p><img src="x" alt="a" loading="lazy" />');
    expect(bodyEn).toContain(
      '<a href="https://lotus.vn" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(bodyEn).toContain('<ul><li>one</li></ul>');

    // The storefront serves the stored (sanitised) body, with the new words.
    const served = await page('introduction');
    expect(served.body.data).toMatchObject({
      title: 'Giới thiệu',
      summary: 'Tóm tắt',
      body: bodyVi,
    });
    expect((await page('introduction', en)).body.data.body).toBe(bodyEn);
  });

  it('moves a page to another group and position, and the footer follows', async () => {
    const saved = await save(
      'recruitment',
      input({ group: 'security', position: 5, titleEn: 'Jobs' }),
    );
    expect(saved.status).toBe(200);
    const index = (await request(t.url, '/api/policy', { headers: en })).body.data as {
      group: string;
      pages: { key: string; title: string }[];
    }[];
    expect(index[0]).toEqual({
      group: 'security',
      pages: [
        { key: 'security', title: 'Privacy and security policy' },
        { key: 'recruitment', title: 'Jobs' },
      ],
    });
  });

  it('refuses bad fields with 400 naming them, and changes nothing', async () => {
    const before = (await page('payment')).body.data;
    const bad = await save('payment', input({ titleVi: '  ', group: 'blog', bodyEn: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'body.bodyEn',
      'body.group',
      'body.titleVi',
    ]);
    const tooLong = await save('payment', input({ bodyVi: 'x'.repeat(100_001) }));
    expect(tooLong.status).toBe(400);
    expect((await page('payment')).body.data).toEqual(before);
  });

  it('answers 404 for an unknown key, 401 without a session and 403 to a customer', async () => {
    expect((await save('not-a-page', input())).status).toBe(404);
    expect((await save('payment', input(), {})).status).toBe(401);
    expect((await save('payment', input(), customer)).status).toBe(403);
    expect((await request(t.url, '/api/portal/content-pages', { headers: customer })).status).toBe(
      403,
    );
    expect((await request(t.url, '/api/portal/content-pages')).status).toBe(401);
  });
});

describe('previewing rich text', () => {
  const preview = (html: unknown, headers = operator) =>
    request(t.url, '/api/portal/rich-text/preview', { method: 'POST', headers, json: { html } });

  it('answers the sanitised HTML and stores nothing', async () => {
    const before = (await request(t.url, '/api/portal/content-pages', { headers: operator })).body;
    const answer = await preview('<p>Hi<img src=x onerror=alert(1)></p><script>x()</script>');
    expect(answer.status).toBe(200);
    expect(answer.body.data.html).toBe('<p>Hi<img src="x" loading="lazy" /></p>');
    expect((await request(t.url, '/api/portal/content-pages', { headers: operator })).body).toEqual(
      before,
    );
  });

  it('is for content managers only', async () => {
    expect((await preview('<p>x</p>', {})).status).toBe(401);
    expect((await preview('<p>x</p>', customer)).status).toBe(403);
    expect((await preview(42)).status).toBe(400);
  });
});
