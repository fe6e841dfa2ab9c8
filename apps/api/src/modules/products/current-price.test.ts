import { type PricedCart, discountPercent, effectivePrice } from '@lotus/core';
import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { products } = schema;
const columns = {
  id: products.id,
  price: products.price,
  salePrice: products.salePrice,
  currentPrice: products.currentPrice,
  discountPercent: products.discountPercent,
};

describe("the database's current price", () => {
  it("equals core's catalogue price and discount for every product of the demo shop, its price rule included", async () => {
    const rows = await t.database.db.select(columns).from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.some((row) => row.salePrice !== null)).toBe(true);
    // The demo's price rule on dresses is in force: some products sell below their sale price.
    expect(rows.some((row) => row.currentPrice! < effectivePrice(row.price, row.salePrice))).toBe(
      true,
    );
    // Core's engine, through the back office's preview: one unit of each product's first variant,
    // its catalogue price being the list price less the sale-price and price-rule adjustments.
    const variants = await t.database.db
      .selectDistinctOn([schema.productVariants.productId], {
        id: schema.productVariants.id,
        productId: schema.productVariants.productId,
      })
      .from(schema.productVariants);
    const [admin] = await quickCustomers(t.database.db, 1, 'ADMIN');
    const res = await request(t.url, '/api/portal/offers/preview', {
      method: 'POST',
      headers: admin!.headers,
      json: { lines: variants.slice(0, 100).map((v) => ({ infoId: v.id, quantity: 1 })) },
    });
    expect(res.status).toBe(200);
    const pricing = res.body.data.pricing as PricedCart;
    const byProduct = new Map(rows.map((row) => [row.id, row]));
    for (const line of pricing.lines) {
      const catalogue =
        line.listPrice -
        pricing.adjustments
          .filter(
            (a) =>
              a.infoId === line.infoId && (a.reason === 'SALE_PRICE' || a.reason === 'PRICE_RULE'),
          )
          .reduce((sum, a) => sum + a.amount, 0);
      const row = byProduct.get(line.productId)!;
      expect(row.currentPrice, row.id).toBe(catalogue);
      expect(row.discountPercent, row.id).toBe(discountPercent(row.price, catalogue));
    }
  });

  it('follows a change of price at once, for prices far above 21 million đồng too', async () => {
    const cases = [
      { price: 2_000_000_000, salePrice: 1_999_999_999 },
      { price: 99_000_000, salePrice: 33_000_000 },
      { price: 150_000, salePrice: null },
    ];
    const seen: { currentPrice: number | null; discountPercent: number | null }[] = [];
    const rollback = new Error('rollback');
    // Inside a transaction that is rolled back, so the shared test database is left as it was.
    await t.database.db
      .transaction(async (tx) => {
        const [product] = await tx.select(columns).from(products).limit(1);
        for (const prices of cases) {
          await tx.update(products).set(prices).where(eq(products.id, product!.id));
          const [row] = await tx.select(columns).from(products).where(eq(products.id, product!.id));
          seen.push(row!);
        }
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(seen).toHaveLength(cases.length);
    cases.forEach(({ price, salePrice }, i) => {
      expect(seen[i]!.currentPrice).toBe(effectivePrice(price, salePrice));
      expect(seen[i]!.discountPercent).toBe(discountPercent(price, salePrice));
    });
  });
});
