import { discountPercent, effectivePrice } from '@lotus/core';
import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/test-app.ts';

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
  it("equals core's effective price and discount for every product of the demo shop", async () => {
    const rows = await t.database.db.select(columns).from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.some((row) => row.salePrice !== null)).toBe(true);
    for (const row of rows) {
      expect(row.currentPrice, row.id).toBe(effectivePrice(row.price, row.salePrice));
      expect(row.discountPercent, row.id).toBe(discountPercent(row.price, row.salePrice));
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
