import { queryRows, schema } from '@lotus/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart, orderBody, placeOrder, submitOrder, testVariant } from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { createFlashSale, createVoucher, preview, windowAt } from '../../test/offers.ts';
import { onPostgres } from '../../test/test-database.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';
import { claimFlashUnits, claimVoucherUse } from './order-uses.repository.ts';

/** Fills each buyer's cart, 25 at a time. */
async function fillAll(
  base: string,
  buyers: { headers: Record<string, string> }[],
  lines: { infoId: string; quantity: number }[],
) {
  for (let i = 0; i < buyers.length; i += 25) {
    await Promise.all(buyers.slice(i, i + 25).map((b) => fillCart(base, b.headers, lines)));
  }
}

// Races only prove something on a server that runs transactions side by side: PostgreSQL.
describe.skipIf(!onPostgres())('programmes under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ poolSize: 20 });
    admin = (await quickCustomers(t.database.db, 1, 'ADMIN'))[0]!.headers;
  });
  afterAll(() => t.close());
  const now = () => new Date();

  it(
    'uses a voucher with one use left once under 20 parallel checkouts',
    { timeout: 60_000 },
    async () => {
      const product = await testVariant(t.database.db, { price: 300_000, stock: 100 });
      const voucher = await createVoucher(t.url, admin, {
        ...windowAt(now(), -1, 2),
        totalLimit: 1,
      });
      const buyers = await quickCustomers(t.database.db, 20);
      await fillAll(t.url, buyers, [{ infoId: product.id, quantity: 1 }]);
      const expectedTotal = (await preview(t.url, buyers[0]!.headers, voucher.code)).pricing
        .grandTotal;
      const answers = await Promise.all(
        buyers.map((b) =>
          submitOrder(t.url, b.headers, orderBody({ expectedTotal, voucherCode: voucher.code })),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.body.code === 'VOUCHER_USED_UP')).toHaveLength(19);
      const [row] = await t.database.db
        .select()
        .from(schema.vouchers)
        .where(eq(schema.vouchers.id, voucher.id));
      expect(row!.used).toBe(1);
    },
  );

  it('lets one customer use a once-per-customer voucher once in 20 parallel orders', async () => {
    const voucher = await createVoucher(t.url, admin, {
      ...windowAt(now(), -1, 2),
      perCustomerLimit: 1,
    });
    const [buyer] = await quickCustomers(t.database.db, 1);
    // Twenty order transactions of the one customer, side by side, each taking the use.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction((tx) =>
          claimVoucherUse(tx, {
            voucherId: voucher.id,
            userId: buyer!.id,
            perCustomerLimit: 1,
            now: now(),
          }),
        ),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const [wallet] = await t.database.db
      .select()
      .from(schema.userVouchers)
      .where(eq(schema.userVouchers.voucherId, voucher.id));
    expect(wallet!.used).toBe(1);
  });

  it('sells exactly a quota of 10 to 100 parallel buyers', { timeout: 120_000 }, async () => {
    const product = await testVariant(t.database.db, { price: 200_000, stock: 500 });
    const sale = await createFlashSale(t.url, admin, {
      ...windowAt(now(), -1, 2),
      items: [
        { productId: product.productId, flashPrice: 100_000, quota: 10, perCustomerLimit: 1 },
      ],
    });
    const buyers = await quickCustomers(t.database.db, 100);
    await fillAll(t.url, buyers, [{ infoId: product.id, quantity: 1 }]);
    const expectedTotal = (await preview(t.url, buyers[0]!.headers)).pricing.grandTotal;
    const answers = await Promise.all(
      buyers.map((b) => submitOrder(t.url, b.headers, orderBody({ expectedTotal }))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.body.code === 'FLASH_SALE_SOLD_OUT')).toHaveLength(90);
    const [item] = await t.database.db
      .select()
      .from(schema.flashSaleItems)
      .where(eq(schema.flashSaleItems.id, sale.items[0]!.id));
    expect(item!.sold).toBe(10);
    const [lines] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM order_lines WHERE variant_id = ${product.id} AND unit_price = 100000`,
    );
    expect(lines!.n).toBe(10);
  });

  it('holds one buyer to a flash limit of 1 in 20 parallel orders', async () => {
    const product = await testVariant(t.database.db, { price: 200_000, stock: 50 });
    const sale = await createFlashSale(t.url, admin, {
      ...windowAt(now(), -1, 2),
      items: [
        { productId: product.productId, flashPrice: 100_000, quota: 50, perCustomerLimit: 1 },
      ],
    });
    const [buyer] = await quickCustomers(t.database.db, 1);
    const itemId = sale.items[0]!.id;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction((tx) =>
          claimFlashUnits(tx, { itemId, userId: buyer!.id, quantity: 1, limit: 1 }),
        ),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('gives a voucher use and flash units back once under 20 parallel cancels', async () => {
    const product = await testVariant(t.database.db, { price: 200_000, stock: 50 });
    const sale = await createFlashSale(t.url, admin, {
      ...windowAt(now(), -1, 2),
      items: [{ productId: product.productId, flashPrice: 150_000, quota: 5, perCustomerLimit: 2 }],
    });
    const voucher = await createVoucher(t.url, admin, { ...windowAt(now(), -1, 2), totalLimit: 5 });
    const [buyer] = await quickCustomers(t.database.db, 1);
    const order = await placeOrder(t.url, buyer!.headers, [{ infoId: product.id, quantity: 2 }], {
      voucherCode: voucher.code,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.url, `/api/order/cancel-order/${order.id}`, {
          method: 'POST',
          headers: buyer!.headers,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const [item] = await t.database.db
      .select()
      .from(schema.flashSaleItems)
      .where(eq(schema.flashSaleItems.id, sale.items[0]!.id));
    expect(item!.sold).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(schema.vouchers)
      .where(eq(schema.vouchers.id, voucher.id));
    expect(row!.used).toBe(0);
  });
});
