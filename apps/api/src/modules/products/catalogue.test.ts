import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, createProduct, login } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Item = {
  id: string;
  name: string;
  price: number;
  currentPrice: number;
  statuses: string[];
  sizes: string[];
  colours: string[];
  inStock: boolean;
  discountPercent: number;
};
const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await request(t.url, `/api/product/public?${query}`, { headers });
  return { ...res, items: (res.body.data ?? []) as Item[] };
};
const effective = (p: Item) => p.currentPrice;

describe('search', () => {
  it.each([
    ['ao thun do', 'Áo thun đỏ'],
    ['robot hut bui', 'Robot hút bụi'],
    ['Áo thun đỏ', 'Áo thun đỏ'],
  ])('"%s" finds "%s…" without caring for diacritics', async (query, nameVi) => {
    const product = await createProduct(t.database.db, {
      nameVi: `${nameVi} Kiểm Thử`,
      nameEn: 'Search test item',
      price: 199_000,
    });
    const res = await list(`name=${encodeURIComponent(query)}&limit=100`);
    expect(res.items.map((p) => p.id)).toContain(product.id);
  });

  it('tolerates a small typo', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Máy bay điều khiển Flycam Zeppelin',
      nameEn: 'Zeppelin camera drone',
      price: 2_500_000,
    });
    const res = await list('name=zepelin&limit=100');
    expect(res.items.map((p) => p.id)).toContain(product.id);
  });

  it('corrects each misspelt word to a word the catalogue uses, also after a rename', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Robot thú cưng Pangolin',
      nameEn: 'Pangolin pet robot',
      price: 1_800_000,
    });
    const ids = async (q: string) =>
      (await list(`name=${encodeURIComponent(q)}&limit=100`)).items.map((p) => p.id);
    // Two words, one misspelt: the right one stays, the wrong one becomes "pangolin".
    expect(await ids('robot pangolim')).toContain(product.id);
    expect(await ids('pengolin thu cung')).toEqual([product.id]);
    // A rename brings its words: the new name is found with a typo at once.
    await t.database.db
      .update(schema.products)
      .set({ nameVi: 'Robot thú cưng Axolotl', nameEn: 'Axolotl pet robot' })
      .where(eq(schema.products.id, product.id));
    expect(await ids('axolotel')).toEqual([product.id]);
    const suggested = await request(t.url, '/api/product/suggest?q=axolotel');
    expect(suggested.body.data.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it('matches English names and SKUs, and ranks the closest first', async () => {
    const exact = await createProduct(t.database.db, {
      nameVi: 'Giày chạy bộ Quokka',
      nameEn: 'Quokka running shoes',
      price: 900_000,
    });
    const byEnglish = await list('name=quokka%20running&limit=5', { cookie: 'language=en' });
    expect(byEnglish.items[0]?.id).toBe(exact.id);
    expect(byEnglish.items[0]?.name).toBe('Quokka running shoes');
    const bySku = await list(`name=${exact.sku.toLowerCase()}`);
    expect(bySku.items.map((p) => p.id)).toEqual([exact.id]);
  });

  it('finds nothing for words nobody sells, and treats % and _ as text', async () => {
    expect((await list('name=xylophonezzq')).body.meta.total).toBe(0);
    expect((await list('name=%25_%25')).body.meta.total).toBe(0);
  });

  it('suggests products while typing', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Túi xách Wombat da bò',
      nameEn: 'Wombat leather handbag',
      price: 1_290_000,
    });
    const res = await request(t.url, '/api/product/suggest?q=tui%20xach%20womb');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      id: product.id,
      slug: product.slug,
      name: 'Túi xách Wombat da bò',
      image: { url: '/images/products/test.webp', width: 800, height: 800 },
    });
    expect((await request(t.url, '/api/product/suggest?q=')).status).toBe(400);
  });
});

describe('filters', () => {
  it('filters by price range on the price the shopper pays', async () => {
    const res = await list('minPrice=200000&maxPrice=500000&limit=100');
    expect(res.items.length).toBeGreaterThan(0);
    for (const p of res.items) {
      expect(effective(p)).toBeGreaterThanOrEqual(200_000);
      expect(effective(p)).toBeLessThanOrEqual(500_000);
    }
    const reversed = await list('minPrice=500000&maxPrice=200000');
    expect(reversed.status).toBe(400);
  });

  it('filters by colour, size and stock on the same variant', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Áo khoác Numbat',
      nameEn: 'Numbat jacket',
      price: 650_000,
      variants: [
        { colour: 'red', size: 'M', stock: 0 },
        { colour: 'blue', size: 'M', stock: 4 },
        { colour: 'red', size: 'L', stock: 2 },
      ],
    });
    const ids = async (q: string) =>
      (await list(`${q}&name=numbat&limit=100`)).items.map((p) => p.id);
    expect(await ids('colour=red&size=M')).toEqual([product.id]);
    expect(await ids('colour=red&size=M&inStock=true')).toEqual([]);
    expect(await ids('colour=blue&size=M&inStock=true')).toEqual([product.id]);
    expect(await ids('size=XL')).toEqual([]);
    const bySize = await list('size=M&limit=100');
    for (const p of bySize.items) expect(p.sizes).toContain('M');
    expect((await list('colour=magenta')).status).toBe(400);
  });

  it('takes several colours, sizes and brands at once', async () => {
    const jacket = await createProduct(t.database.db, {
      nameVi: 'Áo khoác Quoll',
      nameEn: 'Quoll jacket',
      price: 650_000,
      providerName: 'Quoll Wear',
      variants: [
        { colour: 'red', size: 'S', stock: 3 },
        { colour: 'green', size: 'XL', stock: 1 },
      ],
    });
    const coat = await createProduct(t.database.db, {
      nameVi: 'Áo choàng Quoll',
      nameEn: 'Quoll coat',
      price: 850_000,
      providerName: 'Quoll Studio',
      variants: [{ colour: 'blue', size: 'M', stock: 2 }],
    });
    const ids = async (q: string) =>
      (await list(`${q}&name=quoll&limit=100`)).items.map((p) => p.id).sort();
    const both = [jacket.id, coat.id].sort();
    expect(await ids('colour=red,blue')).toEqual(both);
    expect(await ids('colour=red&colour=blue')).toEqual(both);
    expect(await ids('size=S,M')).toEqual(both);
    // One variant of one of the colours in one of the sizes: the red jacket is S, not M.
    expect(await ids('colour=red&size=M')).toEqual([]);
    expect(await ids('colour=red,blue&size=M')).toEqual([coat.id]);
    expect(await ids('brand=quoll wear,Quoll Studio')).toEqual(both);
    expect(await ids('brand=Quoll Studio')).toEqual([coat.id]);
    expect(await ids('brand=Quoll')).toEqual([]);
    const tooMany = Array.from({ length: 21 }, (_, i) => `S${i}`).join(',');
    const refused = await list(`size=${tooMany}`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_ERROR');
  });

  it('filters by status, SKU and provider', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Robot Bilby',
      nameEn: 'Bilby robot',
      price: 3_000_000,
      salePrice: 2_400_000,
      statuses: ['sale', 'hot'],
      providerName: 'Bilby Labs',
    });
    for (const p of (await list('status=sale&limit=100')).items)
      expect(p.statuses).toContain('sale');
    expect((await list(`SKU=${product.sku}`)).items.map((p) => p.id)).toEqual([product.id]);
    expect((await list('providerName=bilby%20labs')).items.map((p) => p.id)).toEqual([product.id]);
    expect((await list('status=cheap')).status).toBe(400);
  });

  it('answers the same filters asked again with other values for those values', async () => {
    // A list statement is compiled once per set of filters and reused with new values.
    const tree = (await request(t.url, '/api/category')).body.data as {
      slug: string;
      parentId: string | null;
    }[];
    const [first, second] = tree.filter((c) => c.parentId !== null);
    for (const category of [first!, second!, first!]) {
      const res = await list(`categories=${category.slug}&minPrice=1&limit=100`);
      expect(res.items.length).toBeGreaterThan(0);
      for (const p of res.items) {
        expect((p as Item & { category: { slug: string } }).category.slug).toBe(category.slug);
      }
    }
    for (const minPrice of [100_000, 1_000_000, 100_000]) {
      const res = await list(`minPrice=${minPrice}&limit=100`);
      expect(res.items.length).toBeGreaterThan(0);
      for (const p of res.items) expect(effective(p)).toBeGreaterThanOrEqual(minPrice);
    }
    const [robot, shirt] = [await list('name=robot%20lotus'), await list('name=thun%20cotton')];
    expect(robot.items[0]?.name).toMatch(/robot/i);
    expect(shirt.items[0]?.name).toMatch(/thun/i);
  });
});

describe('sorts', () => {
  it('orders by price increasing and decreasing', async () => {
    const up = (await list('sort=price_asc&limit=100')).items.map(effective);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list('sort=price_desc&limit=100')).items.map(effective);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('puts the best sellers first for hot, the biggest discounts first for sale off', async () => {
    const best = await createProduct(t.database.db, {
      nameVi: 'Robot Quoll bán chạy',
      nameEn: 'Best-selling Quoll robot',
      price: 1_000_000,
      soldCount: 1_000_000,
    });
    expect((await list('sort=hot&limit=1')).items[0]?.id).toBe(best.id);
    const discounts = (await list('sort=sale&limit=100')).items.map((p) => p.discountPercent);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it('puts new products first for new', async () => {
    const items = (await list('sort=new&limit=100')).items;
    const firstOld = items.findIndex((p) => !p.statuses.includes('new'));
    if (firstOld >= 0)
      expect(items.slice(firstOld).some((p) => p.statuses.includes('new'))).toBe(false);
    expect((await list('sort=cheapest')).status).toBe(400);
  });
});

describe('product page', () => {
  it('answers by id and by slug with variants, images, specifications and breadcrumb', async () => {
    // A demo product (the list's first may be another file's test product, on PostgreSQL).
    const [first] = await t.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.sku, 'LT-TS-BASIC'));
    const byId = await request(t.url, `/api/product/${first!.id}/public`);
    expect(byId.status).toBe(200);
    const detail = byId.body.data;
    const bySlug = await request(t.url, `/api/product/${detail.slug}/public`);
    expect(bySlug.body.data.id).toBe(first!.id);
    expect(detail.variants.length).toBeGreaterThan(0);
    expect(detail.images.length).toBeGreaterThan(0);
    expect(detail.specifications.length).toBeGreaterThan(0);
    expect(detail.breadcrumb.at(-1).id).toBe(detail.category.id);
    expect(detail.breadcrumb.length).toBe(2);
  });

  it('lists the options of a product for the pickers', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Váy Dingo',
      nameEn: 'Dingo dress',
      price: 450_000,
      variants: [
        { colour: 'pink', size: 'S', stock: 1 },
        { colour: 'pink', size: 'M', stock: 0 },
      ],
    });
    const res = await request(t.url, `/api/product/get-list-info-and-attribute/${product.id}`, {
      headers: { cookie: 'language=en' },
    });
    expect(res.body.data.attributes).toEqual({
      colours: [{ code: 'pink', name: 'Pink', hex: expect.stringMatching(/^#/) }],
      sizes: ['S', 'M'],
    });
    expect(res.body.data.variants.map((v: { stock: number }) => v.stock)).toEqual([1, 0]);
  });

  it('answers an unknown product with 404 PRODUCT_NOT_FOUND', async () => {
    const res = await request(t.url, `/api/product/${crypto.randomUUID()}/public`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
    expect((await request(t.url, '/api/product/no-such-slug/public')).status).toBe(404);
  });
});

describe('wishlist', () => {
  async function shopper() {
    const form = await activeCustomer(t.url);
    const { cookie } = await login(t.url, form.email, form.password);
    return { cookie };
  }

  it('adds, lists and removes favourites; a duplicate is FAVOURITE_EXISTING', async () => {
    const { cookie } = await shopper();
    const [a, b] = (await list('limit=2')).items;
    const add = (id: string) =>
      request(t.url, `/api/product/${id}/favourite`, { method: 'POST', headers: { cookie } });
    expect((await add(a!.id)).status).toBe(201);
    expect((await add(b!.id)).status).toBe(201);
    const dup = await add(a!.id);
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('FAVOURITE_EXISTING');

    const mine = await request(t.url, '/api/product/favourite', { headers: { cookie } });
    expect(mine.body.data.map((p: Item) => p.id)).toEqual([b!.id, a!.id]);

    const removed = await request(t.url, `/api/product/favourite/${a!.id}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(removed.status).toBe(200);
    const again = await request(t.url, `/api/product/favourite/${a!.id}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(again.body.code).toBe('FAVOURITE_NOT_FOUND');
  });

  it("keeps each shopper's list to themselves and needs a login", async () => {
    const one = await shopper();
    const two = await shopper();
    const [a] = (await list('limit=1')).items;
    await request(t.url, `/api/product/${a!.id}/favourite`, {
      method: 'POST',
      headers: { cookie: one.cookie },
    });
    const theirs = await request(t.url, '/api/product/favourite', {
      headers: { cookie: two.cookie },
    });
    expect(theirs.body.data).toEqual([]);
    expect((await request(t.url, '/api/product/favourite')).status).toBe(401);
    expect(
      (await request(t.url, `/api/product/${a!.id}/favourite`, { method: 'POST' })).status,
    ).toBe(401);
  });

  it('merges a local wishlist at login, ignoring unknown and duplicate ids', async () => {
    const { cookie } = await shopper();
    const [a, b] = (await list('limit=2')).items;
    const res = await request(t.url, '/api/product/favourite/merge', {
      method: 'POST',
      headers: { cookie },
      json: { productIds: [a!.id, b!.id, a!.id, crypto.randomUUID()] },
    });
    expect(res.status).toBe(200);
    expect(new Set(res.body.data)).toEqual(new Set([a!.id, b!.id]));
    const bad = await request(t.url, '/api/product/favourite/merge', {
      method: 'POST',
      headers: { cookie },
      json: { productIds: ['nope'] },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a product that does not exist', async () => {
    const { cookie } = await shopper();
    const res = await request(t.url, `/api/product/${crypto.randomUUID()}/favourite`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(res.status).toBe(404);
  });
});
