import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, createProduct, login } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://shop.example.vn/' } });
});
afterAll(() => t.close());

type Item = { id: string; slug: string; category: { id: string; slug: string }; name: string };

describe('related products', () => {
  it('lists other products of the same category, best sellers first, by id or slug', async () => {
    const slug = `related-${crypto.randomUUID().slice(0, 8)}`;
    await t.database.db
      .insert(schema.categories)
      .values({ slug, nameVi: 'Liên quan', nameEn: 'Related', priority: 9000 });
    const make = (nameEn: string, soldCount: number) =>
      createProduct(t.database.db, {
        nameVi: `Sản phẩm ${nameEn}`,
        nameEn,
        price: 100_000,
        soldCount,
        categorySlug: slug,
      });
    const source = await make('Source', 1);
    const popular = await make('Popular', 900);
    const quiet = await make('Quiet', 10);

    const byId = await request(t.url, `/api/product/${source.id}/related`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.map((p: Item) => p.id)).toEqual([popular.id, quiet.id]);
    const bySlug = await request(t.url, `/api/product/${source.slug}/related?limit=1`, {
      headers: { cookie: 'language=en' },
    });
    expect(bySlug.body.data.map((p: Item) => p.name)).toEqual(['Popular']);
  });

  it('answers an empty list for an unknown product and refuses a bad limit', async () => {
    const res = await request(t.url, `/api/product/${crypto.randomUUID()}/related`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect((await request(t.url, '/api/product/x/related?limit=100')).status).toBe(400);
  });
});

describe('wishlist ids', () => {
  it("answers the ids on the shopper's wishlist, newest first, and needs a login", async () => {
    const form = await activeCustomer(t.url);
    const { cookie } = await login(t.url, form.email, form.password);
    const items: Item[] = (await request(t.url, '/api/product/public?limit=2')).body.data;
    for (const item of items) {
      await request(t.url, `/api/product/${item.id}/favourite`, {
        method: 'POST',
        headers: { cookie },
      });
    }
    const res = await request(t.url, '/api/product/favourite/ids', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(items.map((i) => i.id).reverse());
    expect((await request(t.url, '/api/product/favourite/ids')).status).toBe(401);
  });
});

describe('sitemap data', () => {
  it("lists every published product and category with the shop's public address", async () => {
    const res = await request(t.url, '/api/seo/sitemap');
    expect(res.status).toBe(200);
    const { publicUrl, products, categories } = res.body.data;
    expect(publicUrl).toBe('https://shop.example.vn');
    // Other test files add products to a shared PostgreSQL database meanwhile: compare a page.
    const page = (await request(t.url, '/api/product/public?limit=50')).body.data as Item[];
    const slugs = new Set(products.map((p: { slug: string }) => p.slug));
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const item of page) expect(slugs.has(item.slug)).toBe(true);
    expect(products[0]).toEqual({
      slug: expect.any(String),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const tree = (await request(t.url, '/api/category')).body.data;
    expect(categories.map((c: { slug: string }) => c.slug).sort()).toEqual(
      tree.map((c: { slug: string }) => c.slug).sort(),
    );
  });

  it('tells the web its public address in the client setting', async () => {
    const res = await request(t.url, '/api/system/client-setting');
    expect(res.body.data.publicUrl).toBe('https://shop.example.vn');
  });
});

describe('intro banner', () => {
  it('shows the seeded intro in the visitor language', async () => {
    const vi = (await request(t.url, '/api/intro/get-intro-current')).body.data;
    const en = (
      await request(t.url, '/api/intro/get-intro-current', { headers: { cookie: 'language=en' } })
    ).body.data;
    expect(vi).toMatchObject({
      title: expect.stringMatching(/Công nghệ/),
      link: '/products?sort=new',
    });
    expect(en.title).toMatch(/technology/);
    expect(vi.image).toMatch(/^\/images\//);
  });

  it('shows a banner only inside its window, and says until when its answer holds', async () => {
    const hour = 3_600_000;
    const startsAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + hour);
    const endsAt = new Date(startsAt.getTime() + hour);
    const [coming] = await t.database.db
      .insert(schema.intros)
      .values({ titleVi: 'Sắp tới', titleEn: 'Coming soon', startsAt, endsAt })
      .returning();
    try {
      const now = await request(t.url, '/api/intro/get-intro-current');
      expect(now.body.data.title).toMatch(/Công nghệ/);
      // The answer changes by the clock alone when the newer banner's window opens.
      expect(now.headers.get('x-cache-until')).toBe(startsAt.toISOString());
    } finally {
      await t.database.db.delete(schema.intros).where(eq(schema.intros.id, coming!.id));
    }
    // The seeded banner has no window: its answer changes only by an edit.
    const alone = await request(t.url, '/api/intro/get-intro-current');
    expect(alone.headers.get('x-cache-until')).toBeNull();
  });
});
