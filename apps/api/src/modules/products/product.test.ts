import { randomUUID } from 'node:crypto';
import { schema } from '@lotus/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = (query: string, headers: Record<string, string> = {}) =>
  request(t.url, `/api/product/public${query}`, { headers });

describe('GET /api/product/public', () => {
  it('returns a page of products in the envelope with meta.total', async () => {
    const res = await list('?page=1&limit=10');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.meta).toEqual({ page: 1, pageSize: 10, total: expect.any(Number) });
    expect(res.body.meta.total).toBeGreaterThanOrEqual(60);
    const product = res.body.data[0];
    expect(product).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: expect.any(String),
      price: expect.any(Number),
      image: { url: expect.stringMatching(/^\/images\/products\/.+\.webp$/), width: 800 },
    });
    expect(Number.isInteger(product.price)).toBe(true);
  });

  it('uses the server page size for limit=0 and caps large limits at 100', async () => {
    expect((await list('?limit=0')).body.meta.pageSize).toBe(20);
    expect((await list('?limit=0')).body.data).toHaveLength(20);
    const capped = await list('?limit=1000');
    expect(capped.status).toBe(200);
    expect(capped.body.meta.pageSize).toBe(100);
    expect(capped.body.data.length).toBe(Math.min(100, capped.body.meta.total));
  });

  it('answers a page past the end with no items and the true total', async () => {
    const first = await list('?limit=10');
    const res = await list('?page=999&limit=10');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.total).toBe(first.body.meta.total);
  });

  it('pages through every product exactly once', async () => {
    // A category of its own: other files add products to the shared database meanwhile. Equal
    // priorities and prices, so the order's last key (the id) decides.
    const slug = `every-${randomUUID().slice(0, 8)}`;
    await t.database.db
      .insert(schema.categories)
      .values({ slug, nameVi: 'Mỗi trang', nameEn: 'Every page', priority: 9000 });
    for (let i = 0; i < 11; i++) {
      await createProduct(t.database.db, {
        nameVi: `Trang ${i}`,
        nameEn: `Page ${i}`,
        price: 100_000,
        categorySlug: slug,
      });
    }
    const { total } = (await list(`?categories=${slug}&limit=4`)).body.meta;
    expect(total).toBe(11);
    const seen: string[] = [];
    for (let p = 1; p <= Math.ceil(total / 4); p++) {
      const page = (await list(`?categories=${slug}&page=${p}&limit=4`)).body.data;
      seen.push(...page.map((item: { id: string }) => item.id));
    }
    expect(seen).toHaveLength(11);
    expect(new Set(seen).size).toBe(11);
  });

  it('gives the first pages (limit and offset written in) and deeper ones (bound) in one order', async () => {
    // A category of its own: other files add products to the shared database meanwhile.
    const slug = `paging-${randomUUID().slice(0, 8)}`;
    await t.database.db
      .insert(schema.categories)
      .values({ slug, nameVi: 'Phân trang', nameEn: 'Paging', priority: 9000 });
    for (let i = 0; i < 12; i++) {
      await createProduct(t.database.db, {
        nameVi: `Sản phẩm ${i}`,
        nameEn: `Product ${i}`,
        price: 100_000 + ((i * 7) % 12) * 1_000,
        priority: i % 3,
        categorySlug: slug,
      });
    }
    for (const sort of ['', '&sort=price_asc']) {
      const ids = async (query: string) =>
        (await list(`?categories=${slug}${query}${sort}`)).body.data.map(
          (p: { id: string }) => p.id,
        );
      const whole = await ids('&limit=12');
      const paged: string[] = [];
      for (let page = 1; page <= 6; page++) paged.push(...(await ids(`&page=${page}&limit=2`)));
      expect(whole).toHaveLength(12);
      expect(paged).toEqual(whole);
    }
  });

  it('orders by display priority, ascending by default and descending on request', async () => {
    const asc = (await list('?limit=100')).body.data.map((p: { priority: number }) => p.priority);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('?limit=100&orderByPriority=DESC')).body.data.map(
      (p: { priority: number }) => p.priority,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it.each([
    ['page=0', 'querystring.page'],
    ['page=-1', 'querystring.page'],
    ['page=abc', 'querystring.page'],
    ['limit=-5', 'querystring.limit'],
    ['limit=2.5', 'querystring.limit'],
    ['orderByPriority=sideways', 'querystring.orderByPriority'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('speaks English when asked and Vietnamese otherwise', async () => {
    const vi = (await list('?limit=5')).body.data;
    const en = (await list('?limit=5', { 'accept-language': 'en' })).body.data;
    expect(en.map((p: { id: string }) => p.id)).toEqual(vi.map((p: { id: string }) => p.id));
    expect(en[0].name).not.toBe(vi[0].name);
    expect(vi.map((p: { name: string }) => p.name).join(' ')).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
  });

  it('filters by a category and its sub-categories', async () => {
    const categories: {
      id: string;
      slug: string;
      parentId: string | null;
      productCount: number;
    }[] = (await request(t.url, '/api/category')).body.data;
    const root = categories.find((c) => c.parentId === null && c.productCount > 0)!;
    // The category itself or one of its sub-categories (another test file may file a product of
    // its own right under the root).
    const childIds = new Set([
      root.id,
      ...categories.filter((c) => c.parentId === root.id).map((c) => c.id),
    ]);
    const res = await list(`?categories=${root.slug}&limit=100`);
    expect(res.body.meta.total).toBe(root.productCount);
    for (const item of res.body.data) expect(childIds.has(item.category.id)).toBe(true);
    expect((await list('?categories=no-such-category')).body.meta.total).toBe(0);
  });

  it('finds products by name without diacritics', async () => {
    const res = await list('?name=ao%20thun&limit=100');
    expect(res.body.meta.total).toBeGreaterThan(0);
    for (const item of res.body.data) expect(item.name.toLowerCase()).toContain('áo thun');
    const wildcard = await list('?name=%25%25%25');
    expect(wildcard.body.meta.total).toBe(0);
  });
});
