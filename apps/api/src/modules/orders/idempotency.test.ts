import { randomUUID } from 'node:crypto';
import { queryRows, schema } from '@lotus/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../lib/access-tokens.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  fillCart,
  orderBody,
  previewTotal,
  submitOrder,
  testVariant,
} from '../../test/checkout.ts';
import { bearer, quickCustomers } from '../../test/factories.ts';
import { createVoucher, windowAt } from '../../test/offers.ts';
import { sendIpn, vnpayResult } from '../../test/payments.ts';
import { TEST_JWT_SECRET, type TestApp, request, startTestApp } from '../../test/test-app.ts';

// Far from the demo seed's programmes: only this file's voucher is in force.
const START = new Date('2032-01-05T03:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(START);
  admin = (await quickCustomers(t.database.db, 1, 'ADMIN', clock.now()))[0]!.headers;
});

async function shopper() {
  return (await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now()))[0]!;
}

/** Every row of the shopper's an order, a repeat or a payment could add or change, in SQL. */
async function rows(userId: string, variantId: string) {
  const [counts] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`WITH mine AS (SELECT id FROM orders WHERE user_id = ${userId}::uuid)
    SELECT (SELECT count(*) FROM mine)::int AS orders,
      (SELECT count(*) FROM order_lines WHERE order_id IN (SELECT id FROM mine))::int AS lines,
      (SELECT count(*) FROM order_events WHERE order_id IN (SELECT id FROM mine))::int AS events,
      (SELECT count(*) FROM idempotency_keys WHERE user_id = ${userId}::uuid)::int AS keys,
      (SELECT count(*) FROM payment_attempts WHERE order_id IN (SELECT id FROM mine))::int AS attempts,
      (SELECT count(*) FROM order_offer_uses WHERE order_id IN (SELECT id FROM mine))::int AS uses,
      (SELECT coalesce(sum(quantity), 0) FROM order_lines WHERE variant_id = ${variantId}::uuid)::int AS sold,
      (SELECT stock FROM product_variants WHERE id = ${variantId}::uuid)::int AS stock,
      (SELECT count(*) FROM cart_lines WHERE user_id = ${userId}::uuid AND NOT is_order)::int AS "openLines"`,
  );
  return counts!;
}

/** A shopper's order of one unit, priced as the checkout shows it; answers the first answer. */
async function firstOrder(
  me: { headers: Record<string, string> },
  variantId: string,
  overrides: Record<string, unknown> = {},
) {
  await fillCart(t.url, me.headers, [{ infoId: variantId, quantity: 1 }]);
  const body = orderBody(overrides);
  const expectedTotal = await previewTotal(t.url, me.headers, body);
  const key = randomUUID();
  const first = await submitOrder(t.url, me.headers, { ...body, expectedTotal }, key);
  expect(first.status).toBe(201);
  const repeat = () => submitOrder(t.url, me.headers, { ...body, expectedTotal }, key);
  return { first, repeat, key };
}

/** The repeat answers the first answer byte for byte, and changes no row. */
async function expectFirstAnswer(
  first: Awaited<ReturnType<typeof submitOrder>>,
  repeat: () => ReturnType<typeof submitOrder>,
  me: { id: string },
  variantId: string,
) {
  const before = await rows(me.id, variantId);
  const again = await repeat();
  expect(again.status).toBe(201);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
  expect(await rows(me.id, variantId)).toEqual(before);
}

describe('a repeated Idempotency-Key answers its first order, whatever happened since', () => {
  it('after the voucher it used is used up', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 200_000, stock: 5 });
    const voucher = await createVoucher(t.url, admin, {
      ...windowAt(clock.now(), 0, 24),
      totalLimit: 1,
    });
    const { first, repeat } = await firstOrder(me, v.id, { voucherCode: voucher.code });
    // Someone else is refused now: the voucher is used up.
    const other = await shopper();
    await fillCart(t.url, other.headers, [{ infoId: v.id, quantity: 1 }]);
    const theirs = await submitOrder(
      t.url,
      other.headers,
      orderBody({ voucherCode: voucher.code, expectedTotal: 1 }),
    );
    expect(theirs.body.code).toBe('VOUCHER_USED_UP');
    await expectFirstAnswer(first, repeat, me, v.id);
    const [kept] = await t.database.db
      .select({ used: schema.vouchers.used })
      .from(schema.vouchers)
      .where(eq(schema.vouchers.id, voucher.id));
    expect(kept!.used).toBe(1);
  });

  it('after the stock sold out, with the sold-out variant back in the cart', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 150_000, stock: 1 });
    const { first, repeat } = await firstOrder(me, v.id);
    await t.database.db
      .insert(schema.cartLines)
      .values({ userId: me.id, variantId: v.id, quantity: 1 });
    await expectFirstAnswer(first, repeat, me, v.id);
  });

  it('after the cart emptied', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 150_000, stock: 5 });
    const { first, repeat } = await firstOrder(me, v.id);
    await expectFirstAnswer(first, repeat, me, v.id);
  });

  it('after the order was cancelled', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 150_000, stock: 5 });
    const { first, repeat } = await firstOrder(me, v.id);
    const cancel = await request(t.url, `/api/order/cancel-order/${first.body.data.id}`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(cancel.status).toBe(200);
    await expectFirstAnswer(first, repeat, me, v.id);
  });

  it('after an online order was paid: the repeat opens no payment attempt', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 250_000, stock: 5 });
    const { first, repeat } = await firstOrder(me, v.id, { paymentMethod: 'ONLINE' });
    expect(first.body.data.payment).not.toBeNull();
    const paid = await sendIpn(t, vnpayResult(first.body.data.payment));
    expect(paid.body).toMatchObject({ RspCode: '00' });
    const [order] = await t.database.db
      .select({ paymentStatus: schema.orders.paymentStatus })
      .from(schema.orders)
      .where(eq(schema.orders.id, first.body.data.id));
    expect(order!.paymentStatus).toBe('paid');
    await expectFirstAnswer(first, repeat, me, v.id);
  });
});

describe('a refused submit', () => {
  it('keeps its refusal as the key first answer: a repeat is refused alike and orders nothing', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 150_000, stock: 5 });
    await fillCart(t.url, me.headers, [{ infoId: v.id, quantity: 1 }]);
    const body = orderBody({ expectedTotal: 1 });
    const key = randomUUID();
    const refused = await submitOrder(t.url, me.headers, body, key);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PriceOfItemsChanged');
    const before = await rows(me.id, v.id);
    const again = await submitOrder(t.url, me.headers, body, key);
    expect(again.status).toBe(409);
    expect({ ...again.body, requestId: null }).toEqual({ ...refused.body, requestId: null });
    expect(await rows(me.id, v.id)).toEqual(before);
    // The shopper confirms the new total with a new key, as the checkout page does.
    const total = await previewTotal(t.url, me.headers);
    const placed = await submitOrder(t.url, me.headers, orderBody({ expectedTotal: total }));
    expect(placed.status).toBe(201);
    // The first key with another body is still another request.
    const other = await submitOrder(t.url, me.headers, orderBody({ expectedTotal: total }), key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('keys expire', () => {
  it('forgets a key 24 hours after its first answer: the same key then makes a new order', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 150_000, stock: 5 });
    const { first, key } = await firstOrder(me, v.id);
    clock.advance(25 * 3600_000);
    const [user] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, me.id));
    const headers = bearer(
      await createAccessTokens(TEST_JWT_SECRET).sign(
        { id: me.id, role: 'CUSTOMER', email: user!.email },
        randomUUID(),
        clock.now(),
      ),
    );
    await fillCart(t.url, headers, [{ infoId: v.id, quantity: 1 }]);
    const expectedTotal = await previewTotal(t.url, headers);
    const later = await submitOrder(t.url, headers, orderBody({ expectedTotal }), key);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.body.data.id).not.toBe(first.body.data.id);
  });
});
