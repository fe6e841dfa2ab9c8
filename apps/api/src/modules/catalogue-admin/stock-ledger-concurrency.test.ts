import { randomInt } from 'node:crypto';
import { schema } from '@lotus/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart, orderBody, previewTotal, stockOf, submitOrder } from '../../test/checkout.ts';
import { quickCustomers, testCategoryId } from '../../test/factories.ts';
import { onPostgres } from '../../test/test-database.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

// Races only prove something on a server that runs transactions side by side: PostgreSQL.
describe.skipIf(!onPostgres())('stock receipts while orders take stock (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ poolSize: 20 });
  });
  afterAll(() => t.close());

  it(
    'an operator receiving stock while 50 buyers order the same variant loses neither change',
    { timeout: 120_000 },
    async () => {
      const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR');
      const categoryId = await testCategoryId(t.database.db);
      const sku = `RACE-${Date.now()}${randomInt(1_000_000)}`;
      const made = await request(t.url, '/api/portal/products', {
        method: 'POST',
        headers: operator!.headers,
        json: {
          nameVi: 'Áo đua tồn kho',
          nameEn: 'Stock race shirt',
          sku,
          price: 100_000,
          categoryId,
          priority: 9000,
          isPublished: true,
          variants: [{ sku: `${sku}-M`, colour: 'black', size: 'M', stock: 30 }],
        },
      });
      expect(made.status).toBe(201);
      const productId: string = made.body.data.id;
      const variantId: string = made.body.data.variants[0].id;

      const buyers = await quickCustomers(t.database.db, 50);
      for (let i = 0; i < buyers.length; i += 25) {
        await Promise.all(
          buyers
            .slice(i, i + 25)
            .map((b) => fillCart(t.url, b.headers, [{ infoId: variantId, quantity: 1 }])),
        );
      }
      const expectedTotal = await previewTotal(t.url, buyers[0]!.headers);
      // Ten receipts of 3 units each, sent among the 50 orders.
      const receipts = Array.from({ length: 10 }, () =>
        request(t.url, `/api/portal/products/${productId}/variants/${variantId}/stock`, {
          method: 'POST',
          headers: operator!.headers,
          json: { kind: 'received', quantity: 3 },
        }),
      );
      const orders = buyers.map((b) => submitOrder(t.url, b.headers, orderBody({ expectedTotal })));
      const [receiptAnswers, orderAnswers] = await Promise.all([
        Promise.all(receipts),
        Promise.all(orders),
      ]);

      expect(receiptAnswers.map((r) => r.status)).toEqual(Array(10).fill(201));
      const placed = orderAnswers.filter((a) => a.status === 201).length;
      const refused = orderAnswers.filter((a) => a.status === 422);
      expect(placed + refused.length).toBe(50);
      expect(refused.every((a) => a.body.code === 'NotAllowAddMoreThanStock')).toBe(true);
      // At least the first 30 units sold; never more than there ever was (30 + 30).
      expect(placed).toBeGreaterThanOrEqual(30);

      const [sold] = await t.database.db
        .select({ units: sql<number>`coalesce(sum(${schema.orderLines.quantity}), 0)::int` })
        .from(schema.orderLines)
        .where(eq(schema.orderLines.variantId, variantId));
      expect(sold!.units).toBe(placed);
      const [ledger] = await t.database.db
        .select({ units: sql<number>`sum(${schema.stockMovements.quantity})::int` })
        .from(schema.stockMovements)
        .where(eq(schema.stockMovements.variantId, variantId));
      // Every receipt counted, every sale counted (orders write their `sold` rows): the ledger
      // sums to the stock on hand, received − sold.
      const stock = await stockOf(t.database.db, variantId);
      expect(stock).toBe(60 - placed);
      expect(ledger!.units).toBe(stock);
      expect(stock).toBeGreaterThanOrEqual(0);
    },
  );
});
