import { schema } from '@lotus/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createAccessTokens } from '../../lib/access-tokens.ts';
import { manualClock } from '../../lib/clock.ts';
import { CACHE_UNTIL_HEADER } from '../../lib/cache-tags.ts';
import { bearer, createProduct, quickCustomers } from '../../test/factories.ts';
import { createFlashSale, windowAt } from '../../test/offers.ts';
import { TEST_JWT_SECRET, type TestApp, request, startTestApp } from '../../test/test-app.ts';

// Far from the demo seed's programmes and from offers.test.ts's hours: only this file's sale runs.
const START = new Date('2033-06-01T03:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let admin: Record<string, string>;
let customer: { id: string; email: string };
const tokens = createAccessTokens(TEST_JWT_SECRET);

beforeAll(async () => {
  t = await startTestApp({ clock });
  admin = (await quickCustomers(t.database.db, 1, 'ADMIN', START))[0]!.headers;
  customer = (await quickCustomers(t.database.db, 1, 'CUSTOMER', START))[0]!;
  await t.database.db
    .insert(schema.categories)
    .values({ slug: 'flash-prices-test', nameVi: 'Giá flash', nameEn: 'Flash prices' });
});

/** The customer's headers, signed at the clock's time (the test moves it by hours). */
const shopperHeaders = async () =>
  bearer(await tokens.sign({ ...customer, role: 'CUSTOMER' }, randomUUID(), clock.now()));
afterAll(() => t.close());

interface Priced {
  id: string;
  price: number;
  currentPrice: number;
}

/** A word only this file's products carry in their names, so a search finds them alone. */
const WORD = 'Quokkaflash';

async function product(nameVi: string, price: number, salePrice: number | null = null) {
  const row = await createProduct(t.database.db, {
    nameVi: `${WORD} ${nameVi}`,
    nameEn: `${WORD} ${nameVi}`,
    price,
    salePrice,
    categorySlug: 'flash-prices-test',
  });
  const [variant] = await t.database.db
    .select({ id: schema.productVariants.id })
    .from(schema.productVariants)
    .where(eq(schema.productVariants.productId, row.id));
  return { id: row.id, slug: row.slug, infoId: variant!.id };
}

/** What the cart charges for one unit of each product: the pricing engine's own figure. */
async function cartPrices(products: { id: string; infoId: string }[]) {
  const shopper = await shopperHeaders();
  for (const p of products) {
    const put = await request(t.url, `/api/cart/lines/${p.infoId}`, {
      method: 'PUT',
      headers: shopper,
      json: { quantity: 1 },
    });
    expect(put.status).toBe(200);
  }
  const cart = await request(t.url, '/api/cart', { headers: shopper });
  const lines = cart.body.data.lines as { productId: string; price: number; unitPrice: number }[];
  return new Map(lines.map((l) => [l.productId, { price: l.price, currentPrice: l.unitPrice }]));
}

/** Every surface that shows a product's price, by product id. */
async function surfaces(products: { id: string; slug: string }[]) {
  const byId = (items: Priced[]) => new Map(items.map((i) => [i.id, i]));
  const list = await request(t.url, '/api/product/public?categories=flash-prices-test&limit=50');
  const search = await request(t.url, `/api/product/public?name=${WORD}&limit=50`);
  const suggest = await request(t.url, `/api/product/suggest?q=${WORD}&limit=10`);
  const wishlist = await request(t.url, '/api/product/favourite?limit=50', {
    headers: await shopperHeaders(),
  });
  const related = new Map<string, Priced>();
  const pages = new Map<string, Priced>();
  for (const p of products) {
    pages.set(p.id, (await request(t.url, `/api/product/${p.slug}/public`)).body.data);
    for (const r of (await request(t.url, `/api/product/${p.id}/related`)).body.data as Priced[]) {
      related.set(r.id, r);
    }
  }
  return {
    list: byId(list.body.data),
    search: byId(search.body.data),
    suggestions: byId(suggest.body.data),
    wishlist: byId(wishlist.body.data),
    related,
    'product page': pages,
    until: list.headers.get(CACHE_UNTIL_HEADER),
  };
}

/** Each surface's price and struck price of each product, against the cart's. */
async function expectEverySurfaceAsTheCart(
  products: { id: string; slug: string; infoId: string }[],
) {
  const cart = await cartPrices(products);
  const all = await surfaces(products);
  const { until: _until, ...seen } = all;
  for (const [surface, items] of Object.entries(seen)) {
    for (const p of products) {
      const shown = items.get(p.id);
      expect(shown, `${surface} shows ${p.slug}`).toBeDefined();
      expect(
        { price: shown!.price, currentPrice: shown!.currentPrice },
        `${surface}: ${p.slug}`,
      ).toEqual(cart.get(p.id));
    }
  }
  return all;
}

describe('every surface sells one unit at the price the cart charges', () => {
  it('before, during and after a flash sale, without waiting for a notice', async () => {
    const plain = await product('Áo thun', 150_000);
    const onSale = await product('Giày', 600_000, 500_000);
    // Below half the effective price: the law stops it at 250.000 ₫.
    const belowTheLaw = await product('Robot', 500_000);
    const soldOut = await product('Túi', 300_000);
    const products = [plain, onSale, belowTheLaw, soldOut];
    const shopper = await shopperHeaders();
    for (const p of products) {
      const added = await request(t.url, `/api/product/${p.id}/favourite`, {
        method: 'POST',
        headers: shopper,
      });
      expect(added.status).toBe(201);
    }
    const window = windowAt(clock.now(), 1, 2);
    const sale = await createFlashSale(t.url, admin, {
      ...window,
      items: [
        { productId: plain.id, flashPrice: 104_000, quota: 10 },
        { productId: onSale.id, flashPrice: 420_000, quota: 10 },
        { productId: belowTheLaw.id, flashPrice: 100_000, quota: 10 },
        { productId: soldOut.id, flashPrice: 200_000, quota: 3 },
      ],
    });
    const soldOutItem = sale.items.find((i) => i.productId === soldOut.id)!;
    await t.database.db.execute(
      sql`UPDATE flash_sale_items SET sold = quota WHERE id = ${soldOutItem.id}`,
    );

    // Before the sale: the catalogue's prices, and the lists say they hold until it starts.
    const before = await expectEverySurfaceAsTheCart(products);
    expect(before.until).toBe(window.startsAt);
    expect(before.list.get(plain.id)!.currentPrice).toBe(150_000);

    // The sale starts by the clock alone: no row changes, no notice.
    clock.set(new Date(window.startsAt));
    const during = await expectEverySurfaceAsTheCart(products);
    expect(during.until).toBe(window.endsAt);
    expect(during.list.get(plain.id)!.currentPrice).toBe(104_000);
    expect(during.list.get(onSale.id)!.currentPrice).toBe(420_000);
    expect(during.list.get(belowTheLaw.id)!.currentPrice).toBe(250_000);
    expect(during.list.get(soldOut.id)!.currentPrice).toBe(300_000);
    expect(during.list.get(plain.id)).toMatchObject({ discountPercent: 30 });
    // Lists sort and filter by that price too.
    const ids = async (query: string) =>
      (
        (await request(t.url, `/api/product/public?categories=flash-prices-test&${query}`)).body
          .data as Priced[]
      ).map((p) => p.id);
    expect(await ids('sort=price_asc')).toEqual([plain.id, belowTheLaw.id, soldOut.id, onSale.id]);
    expect(await ids('sort=price_desc')).toEqual([onSale.id, soldOut.id, belowTheLaw.id, plain.id]);
    expect(await ids('minPrice=100000&maxPrice=260000&sort=price_asc')).toEqual([
      plain.id,
      belowTheLaw.id,
    ]);
    const onSaleNow = await ids('status=sale&sort=sale');
    expect(onSaleNow[0]).toBe(belowTheLaw.id);
    expect(onSaleNow.toSorted()).toEqual([belowTheLaw.id, plain.id, onSale.id].toSorted());

    // It ends by the clock too.
    clock.set(new Date(window.endsAt));
    const after = await expectEverySurfaceAsTheCart(products);
    expect(after.list.get(plain.id)!.currentPrice).toBe(150_000);
  });
});
