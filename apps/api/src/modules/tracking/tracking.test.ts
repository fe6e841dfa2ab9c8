import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

// 23:30 in Vietnam on 23 March 2025 (16:30 UTC).
const clock = manualClock(new Date('2025-03-23T16:30:00Z'));
let t: TestApp;
let admin: Record<string, string>;
let origin: string;
beforeAll(async () => {
  t = await startTestApp({ clock });
  const [a] = await quickCustomers(t.database.db, 1, 'ADMIN', clock.now());
  admin = a!.headers;
  origin = new URL(t.app.config.publicUrl).origin;
});
afterAll(() => t.close());

const view = (accessedUrl: unknown, headers: Record<string, string> = {}) =>
  request(t.url, '/api/tracking', { method: 'POST', headers, json: { accessedUrl } });
const summary = async (query: string) => {
  const res = await request(t.url, `/api/tracking${query}`, { headers: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const viewsOf = (path: string) =>
  t.database.db.select().from(schema.pageViews).where(eq(schema.pageViews.path, path));

describe('recording a page view', () => {
  it('keeps the path only, and who when signed in', async () => {
    const [shopper] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    const visitor = await view('/products/ao-thun-record?color=red&utm_source=mail#reviews');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toEqual({ recorded: true });
    await view(`${origin}/products/ao-thun-record?x=1`, shopper!.headers);
    const rows = await viewsOf('/products/ao-thun-record');
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.userId).sort()).toEqual([shopper!.id, null].sort());
    expect(rows[0]!.viewedAt.toISOString()).toBe('2025-03-23T16:30:00.000Z');
    // The table has nowhere to put anything else (no IP, no browser).
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'path', 'userId', 'viewedAt']);
  });

  it.each([
    ['another site', 'https://evil.example/products', 'TRACKED_URL_NOT_ALLOWED'],
    ['a protocol-relative URL', '//evil.example/x', 'TRACKED_URL_NOT_ALLOWED'],
    ['a control character', '/products\r\nX: y', 'VALIDATION_ERROR'],
    ['a path too long', `/${'a'.repeat(600)}`, 'TRACKED_URL_NOT_ALLOWED'],
    ['a URL too long', `/x?${'a'.repeat(3000)}`, 'VALIDATION_ERROR'],
    ['an empty value', '', 'VALIDATION_ERROR'],
    ['a number', 42, 'VALIDATION_ERROR'],
  ])('refuses %s with 400 and stores nothing', async (_, url, code) => {
    const before = await t.database.db.$count(schema.pageViews);
    const res = await view(url);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await t.database.db.$count(schema.pageViews)).toBe(before);
  });

  it('limits each IP address', async () => {
    const limited = await startTestApp({
      clock,
      database: t.database,
      limits: { trackingPerIp: { points: 2, duration: 60 } },
    });
    try {
      const send = () =>
        request(limited.url, '/api/tracking', { method: 'POST', json: { accessedUrl: '/rl' } });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('the summary', () => {
  it('counts views per page and per Vietnamese day', async () => {
    const at = async (iso: string, path: string) => {
      clock.set(new Date(iso));
      expect((await view(path)).status).toBe(200);
    };
    // 16:59 UTC is 23:59 on the 20th in Vietnam; 17:00 UTC is already the 21st.
    await at('2025-03-20T16:59:00Z', '/sum-a');
    await at('2025-03-20T17:00:00Z', '/sum-a');
    await at('2025-03-21T03:00:00Z', '/sum-b');
    await at('2025-03-21T04:00:00Z', '/sum-a?page=2');
    clock.set(new Date('2025-03-23T16:30:00Z'));

    const data = await summary('?from=2025-03-20&to=2025-03-22');
    expect(data.from).toBe('2025-03-20');
    expect(data.to).toBe('2025-03-22');
    expect(data.total).toBe(4);
    expect(data.pages).toEqual([
      { path: '/sum-a', views: 3 },
      { path: '/sum-b', views: 1 },
    ]);
    expect(data.days).toEqual([
      { day: '2025-03-20', views: 1 },
      { day: '2025-03-21', views: 3 },
      { day: '2025-03-22', views: 0 },
    ]);
  });

  it('defaults to the last 30 days ending today in Vietnam', async () => {
    const data = await summary('');
    expect(data.to).toBe('2025-03-23');
    expect(data.from).toBe('2025-02-22');
    expect(data.days).toHaveLength(30);
  });

  it('refuses a backwards or too long range, and a bad date', async () => {
    for (const [query, code] of [
      ['?from=2025-03-22&to=2025-03-20', 'TRACKING_RANGE_INVALID'],
      ['?from=2023-01-01&to=2025-03-20', 'TRACKING_RANGE_INVALID'],
      ['?from=2025-13-01', 'VALIDATION_ERROR'],
    ]) {
      const res = await request(t.url, `/api/tracking${query}`, { headers: admin });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe(code);
    }
  });

  it('is for admins only', async () => {
    expect((await request(t.url, '/api/tracking')).status).toBe(401);
    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
    const [customer] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    for (const headers of [operator!.headers, customer!.headers]) {
      const res = await request(t.url, '/api/tracking', { headers });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });
});
