import { randomUUID } from 'node:crypto';
import { queryRows, schema } from '@lotus/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCart,
  orderBody,
  placeOrder,
  previewTotal,
  stockOf,
  submitOrder,
  testVariant,
} from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { createVoucher, windowAt } from '../../test/offers.ts';
import { onPostgres } from '../../test/test-database.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

// Races only prove something on a server that runs transactions side by side: PostgreSQL.
describe.skipIf(!onPostgres())('orders under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ poolSize: 20 });
  });
  afterAll(() => t.close());

  it(
    '200 parallel checkouts of a variant with stock 50 make exactly 50 orders',
    { timeout: 120_000 },
    async () => {
      const variant = await testVariant(t.database.db, { price: 100_000, stock: 50 });
      const buyers = await quickCustomers(t.database.db, 200);
      for (let i = 0; i < buyers.length; i += 25) {
        await Promise.all(
          buyers
            .slice(i, i + 25)
            .map((b) => fillCart(t.url, b.headers, [{ infoId: variant.id, quantity: 1 }])),
        );
      }
      const expectedTotal = await previewTotal(t.url, buyers[0]!.headers);
      const answers = await Promise.all(
        buyers.map((b) => submitOrder(t.url, b.headers, orderBody({ expectedTotal }))),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(50);
      expect(statuses.filter((s) => s === 422)).toHaveLength(150);
      expect(
        answers
          .filter((a) => a.status === 422)
          .every((a) => a.body.code === 'NotAllowAddMoreThanStock'),
      ).toBe(true);
      expect(await stockOf(t.database.db, variant.id)).toBe(0);
      const [sold] = await queryRows<{ orders: number; units: number }>(
        t.database.db,
        sql`SELECT count(DISTINCT order_id)::int AS orders, sum(quantity)::int AS units
        FROM order_lines WHERE variant_id = ${variant.id}`,
      );
      expect(sold).toEqual({ orders: 50, units: 50 });
      // A loser wrote its order and published it before its stock fell short: all rolled back,
      // so only the winners' events reach their listeners.
      await t.settled();
      const [noticed] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM notifications
        WHERE user_id = ANY(${`{${buyers.map((b) => b.id).join(',')}}`}::uuid[])`,
      );
      expect(noticed!.n).toBe(50);
      // Each winner's cart is ordered; each loser keeps their line to change or retry.
      const open = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM cart_lines WHERE variant_id = ${variant.id} AND NOT is_order`,
      );
      expect(open[0]!.n).toBe(150);
    },
  );

  it('two parallel submits with one Idempotency-Key make one order and answer the same', async () => {
    const [buyer] = await quickCustomers(t.database.db, 1);
    const variant = await testVariant(t.database.db, { price: 100_000, stock: 10 });
    for (let round = 0; round < 5; round++) {
      await fillCart(t.url, buyer!.headers, [{ infoId: variant.id, quantity: 1 }]);
      const body = orderBody({ expectedTotal: await previewTotal(t.url, buyer!.headers) });
      const key = randomUUID();
      const [a, b] = await Promise.all([
        submitOrder(t.url, buyer!.headers, body, key),
        submitOrder(t.url, buyer!.headers, body, key),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body).toEqual(a.body);
    }
    const orders = await t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, buyer!.id));
    expect(orders).toHaveLength(5);
    expect(await stockOf(t.database.db, variant.id)).toBe(5);
  });

  it('20 parallel cancels of one order give the stock back once', async () => {
    const [buyer] = await quickCustomers(t.database.db, 1);
    const variant = await testVariant(t.database.db, { price: 100_000, stock: 10 });
    const order = await placeOrder(t.url, buyer!.headers, [{ infoId: variant.id, quantity: 3 }]);
    expect(await stockOf(t.database.db, variant.id)).toBe(7);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.url, `/api/order/cancel-order/${order.id}`, {
          method: 'POST',
          headers: buyer!.headers,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await stockOf(t.database.db, variant.id)).toBe(10);
    const events = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM order_events WHERE order_id = ${order.id} AND status = 'cancel'`,
    );
    expect(events[0]!.n).toBe(1);
  });

  it('a cancel racing a rejection gives the stock and the voucher use back once, through the order.cancelled listeners', async () => {
    const [buyer] = await quickCustomers(t.database.db, 1);
    const [admin] = await quickCustomers(t.database.db, 1, 'ADMIN');
    const variant = await testVariant(t.database.db, { price: 200_000, stock: 10 });
    const voucher = await createVoucher(t.url, admin!.headers, {
      ...windowAt(new Date(), -1, 24),
      totalLimit: 1,
    });
    const order = await placeOrder(t.url, buyer!.headers, [{ infoId: variant.id, quantity: 2 }], {
      voucherCode: voucher.code,
    });
    const used = async () => {
      const [row] = await t.database.db
        .select({ used: schema.vouchers.used })
        .from(schema.vouchers)
        .where(eq(schema.vouchers.id, voucher.id));
      return row!.used;
    };
    expect(await stockOf(t.database.db, variant.id)).toBe(8);
    expect(await used()).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? request(t.url, `/api/order/cancel-order/${order.id}`, {
              method: 'POST',
              headers: buyer!.headers,
            })
          : request(t.url, `/api/portal/orders/${order.id}/status`, {
              method: 'POST',
              headers: admin!.headers,
              json: { status: 'rejected', reason: 'Hết hàng' },
            }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await stockOf(t.database.db, variant.id)).toBe(10);
    expect(await used()).toBe(0);
    // The voucher is whole again: another shopper may use it, once.
    const [other] = await quickCustomers(t.database.db, 1);
    await placeOrder(t.url, other!.headers, [{ infoId: variant.id, quantity: 1 }], {
      voucherCode: voucher.code,
    });
    expect(await used()).toBe(1);
  });
});
