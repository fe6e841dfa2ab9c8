import { randomUUID } from 'node:crypto';
import { formatOrderNumber } from '@lotus/core';
import { queryRows, schema } from '@lotus/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HANOI,
  fillCart,
  orderBody,
  previewTotal,
  stockOf,
  submitOrder,
  testVariant,
} from '../../test/checkout.ts';
import { lastMail, quickCustomers } from '../../test/factories.ts';

import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function shopper() {
  const [me] = await quickCustomers(t.database.db, 1);
  return me!;
}

const variant = (price: number, stock: number, salePrice?: number) =>
  testVariant(t.database.db, { price, stock, ...(salePrice ? { salePrice } : {}) });

async function ordersOf(userId: string) {
  return t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
}

async function openLines(userId: string) {
  return (
    await t.database.db.select().from(schema.cartLines).where(eq(schema.cartLines.userId, userId))
  ).filter((l) => !l.isOrder);
}

describe('checkout preview', () => {
  it('prices the cart with the zone fee of each delivery method', async () => {
    const { headers } = await shopper();
    const a = await variant(150_000, 10, 120_000);
    await fillCart(t.url, headers, [{ infoId: a.id, quantity: 2 }]);
    const res = await request(t.url, '/api/checkout/preview', {
      method: 'POST',
      headers,
      json: { ...HANOI, deliveryMethod: 'EXPRESS' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      zone: 'NATIONAL',
      deliveryMethod: 'EXPRESS',
      shippingOptions: [
        { method: 'STANDARD', baseFee: 40_000, fee: 40_000 },
        { method: 'EXPRESS', baseFee: 70_000, fee: 70_000 },
      ],
      pricing: { subtotal: 240_000, shippingFee: 70_000, grandTotal: 310_000 },
      canOrder: true,
    });
    const noPlace = await request(t.url, '/api/checkout/preview', {
      method: 'POST',
      headers,
      json: {},
    });
    expect(noPlace.body.data).toMatchObject({ zone: null, shippingOptions: [] });
    expect(noPlace.body.data.pricing.shippingFee).toBe(0);
  });

  it('waives every fee above the free-shipping threshold', async () => {
    const { headers } = await shopper();
    const a = await variant(250_000, 10);
    await fillCart(t.url, headers, [{ infoId: a.id, quantity: 2 }]);
    const res = await request(t.url, '/api/checkout/preview', {
      method: 'POST',
      headers,
      json: { provinceId: '79', wardId: '26740' },
    });
    expect(res.body.data.zone).toBe('LOCAL');
    expect(res.body.data.shippingOptions.map((o: { fee: number }) => o.fee)).toEqual([0, 0]);
    expect(res.body.data.pricing).toMatchObject({ shippingFee: 0, grandTotal: 500_000 });
  });

  it('is for customers: 401 for a visitor, 403 for an operator', async () => {
    expect(
      (await request(t.url, '/api/checkout/preview', { method: 'POST', json: {} })).status,
    ).toBe(401);
    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR');
    const res = await request(t.url, '/api/checkout/preview', {
      method: 'POST',
      headers: operator!.headers,
      json: {},
    });
    expect(res.status).toBe(403);
  });
});

describe('placing an order', () => {
  it('writes the order with the engine prices, takes the stock, empties the cart and mails', async () => {
    const me = await shopper();
    const a = await variant(150_000, 10, 120_000);
    const b = await variant(99_000, 3);
    await fillCart(t.url, me.headers, [
      { infoId: a.id, quantity: 2 },
      { infoId: b.id, quantity: 1 },
    ]);
    const expectedTotal = await previewTotal(t.url, me.headers);
    expect(expectedTotal).toBe(240_000 + 99_000 + 40_000);
    const res = await submitOrder(
      t.url,
      { ...me.headers, cookie: 'language=en' },
      orderBody({ expectedTotal, email: me.email }),
    );
    expect(res.status).toBe(201);
    expect(res.body.code).toBe('OrderCompleted');
    expect(res.body.data).toMatchObject({
      status: 'new',
      paymentStatus: 'unpaid',
      paymentMethod: 'COD',
      grandTotal: expectedTotal,
    });
    expect(await stockOf(t.database.db, a.id)).toBe(8);
    expect(await stockOf(t.database.db, b.id)).toBe(2);
    expect(await openLines(me.id)).toEqual([]);

    const [order] = await ordersOf(me.id);
    expect(order).toMatchObject({
      subtotal: 339_000,
      shippingFee: 40_000,
      grandTotal: expectedTotal,
      lang: 'en',
      provinceName: 'Thành phố Hà Nội',
      wardName: 'Phường Ba Đình',
      addressSet: '2025-07',
    });
    // The database numbers orders as core formats them.
    expect(res.body.data.number).toBe(formatOrderNumber(order!.serial));
    const lines = await t.database.db
      .select()
      .from(schema.orderLines)
      .where(eq(schema.orderLines.orderId, order!.id));
    expect(
      lines.map((l) => [l.variantId, l.quantity, l.listPrice, l.unitPrice, l.lineTotal]),
    ).toEqual(
      expect.arrayContaining([
        [a.id, 2, 150_000, 120_000, 240_000],
        [b.id, 1, 99_000, 99_000, 99_000],
      ]),
    );

    const mail = await waitForMail(me.email);
    expect(mail.subject).toBe(`Lotus received your order ${res.body.data.number}`);
    expect(mail.text).toContain('₫379,000');
    expect(mail.text).toContain(`/profile/orders/${res.body.data.id}`);
  });

  it('writes the confirmation in Vietnamese for a Vietnamese shopper', async () => {
    const me = await shopper();
    const a = await variant(100_000, 5);
    await fillCart(t.url, me.headers, [{ infoId: a.id, quantity: 1 }]);
    const expectedTotal = await previewTotal(t.url, me.headers);
    const res = await submitOrder(t.url, me.headers, orderBody({ expectedTotal, email: me.email }));
    const mail = await waitForMail(me.email);
    expect(mail.subject).toBe(`Lotus đã nhận đơn hàng ${res.body.data.number}`);
    expect(mail.text).toContain('140.000 ₫');
  });

  it('answers a repeated Idempotency-Key with the first answer, and one order', async () => {
    const me = await shopper();
    const a = await variant(100_000, 5);
    await fillCart(t.url, me.headers, [{ infoId: a.id, quantity: 1 }]);
    const body = orderBody({ expectedTotal: await previewTotal(t.url, me.headers) });
    const key = randomUUID();
    const first = await submitOrder(t.url, me.headers, body, key);
    const again = await submitOrder(t.url, me.headers, body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // Even when the cart has new lines by then, the key answers the first order.
    await fillCart(t.url, me.headers, [{ infoId: a.id, quantity: 1 }]);
    const later = await submitOrder(t.url, me.headers, body, key);
    expect(later.body.data).toEqual(first.body.data);
    expect(await ordersOf(me.id)).toHaveLength(1);
    expect(await stockOf(t.database.db, a.id)).toBe(4);

    const other = await submitOrder(t.url, me.headers, { ...body, note: 'Khác' }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(me.id)).toHaveLength(1);
  });

  it.each([
    { key: undefined, why: 'missing' },
    { key: 'short', why: 'too short' },
    { key: 'has spaces in it', why: 'spaces' },
  ])('needs an Idempotency-Key ($why)', async ({ key }) => {
    const me = await shopper();
    const a = await variant(100_000, 5);
    await fillCart(t.url, me.headers, [{ infoId: a.id, quantity: 1 }]);
    const res = await request(t.url, '/api/order', {
      method: 'POST',
      headers: { ...me.headers, ...(key ? { 'idempotency-key': key } : {}) },
      json: orderBody({ expectedTotal: 140_000 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await ordersOf(me.id)).toEqual([]);
  });

  it('ignores every price, total and fee the client sends', async () => {
    const me = await shopper();
    const a = await variant(300_000, 5);
    await fillCart(t.url, me.headers, [{ infoId: a.id, quantity: 1 }]);
    const expectedTotal = await previewTotal(t.url, me.headers);
    const res = await submitOrder(t.url, me.headers, {
      ...orderBody({ expectedTotal }),
      shippingFee: 0,
      subtotal: 1,
      grandTotal: 1,
      discountTotal: 299_999,
      lines: [{ infoId: a.id, quantity: 1, unitPrice: 1, price: 1 }],
      unitPrice: 1,
      price: 1,
      paymentStatus: 'paid',
      status: 'done',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      grandTotal: 340_000,
      status: 'new',
      paymentStatus: 'unpaid',
    });
    const [order] = await ordersOf(me.id);
    expect(order).toMatchObject({ subtotal: 300_000, shippingFee: 40_000, grandTotal: 340_000 });
  });

  it('refuses a total the shopper did not see with PriceOfItemsChanged and the new figures', async () => {
    const me = await shopper();
    const a = await variant(200_000, 5);
    await fillCart(t.url, me.headers, [{ infoId: a.id, quantity: 1 }]);
    const seen = await previewTotal(t.url, me.headers);
    // The price changes between the preview and the submit.
    await t.database.db
      .update(schema.products)
      .set({ price: 210_000 })
      .where(eq(schema.products.id, a.productId));
    const res = await submitOrder(t.url, me.headers, orderBody({ expectedTotal: seen }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'PriceOfItemsChanged',
      params: {
        expectedTotal: 240_000,
        grandTotal: 250_000,
        subtotal: 210_000,
        shippingFee: 40_000,
        discountTotal: 0,
      },
    });
    expect(await ordersOf(me.id)).toEqual([]);
    expect(await stockOf(t.database.db, a.id)).toBe(5);
    expect(await openLines(me.id)).toHaveLength(1);
    // Confirming the new total orders.
    const ok = await submitOrder(t.url, me.headers, orderBody({ expectedTotal: 250_000 }));
    expect(ok.status).toBe(201);
  });

  it('refuses an empty cart', async () => {
    const me = await shopper();
    const res = await submitOrder(t.url, me.headers, orderBody({ expectedTotal: 40_000 }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('CART_EMPTY');
  });

  it('refuses a cart whose stock fell or whose product went away, and changes nothing', async () => {
    const me = await shopper();
    const a = await variant(100_000, 5);
    const b = await variant(100_000, 5);
    await fillCart(t.url, me.headers, [
      { infoId: a.id, quantity: 3 },
      { infoId: b.id, quantity: 1 },
    ]);
    const expectedTotal = await previewTotal(t.url, me.headers);
    await t.database.db
      .update(schema.productVariants)
      .set({ stock: 2 })
      .where(eq(schema.productVariants.id, a.id));
    const short = await submitOrder(t.url, me.headers, orderBody({ expectedTotal }));
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({
      code: 'NotAllowAddMoreThanStock',
      params: { infoId: a.id, stock: 2 },
    });
    await t.database.db
      .update(schema.productVariants)
      .set({ stock: 5 })
      .where(eq(schema.productVariants.id, a.id));
    await t.database.db
      .update(schema.products)
      .set({ isPublished: false })
      .where(eq(schema.products.id, b.productId));
    const gone = await submitOrder(t.url, me.headers, orderBody({ expectedTotal }));
    expect(gone.status).toBe(422);
    expect(gone.body).toMatchObject({ code: 'CART_ITEM_UNAVAILABLE', params: { infoId: b.id } });
    expect(await ordersOf(me.id)).toEqual([]);
    expect(await stockOf(t.database.db, a.id)).toBe(5);
    expect(await stockOf(t.database.db, b.id)).toBe(5);
    expect(await openLines(me.id)).toHaveLength(2);
  });

  it.each([
    [{ firstName: '' }, 'body.firstName', 'FieldIsNotEmpty'],
    [{ firstName: 'Bảo2' }, 'body.firstName', 'FirstNameNotAllowNumber'],
    [{ lastName: undefined }, 'body.lastName', 'FieldIsNotEmpty'],
    [{ lastName: 'Lê 9' }, 'body.lastName', 'LastNameNotAllowNumber'],
    [{ email: 'not-an-email' }, 'body.email', 'InvalidEmail'],
    [{ email: '' }, 'body.email', 'FieldIsNotEmpty'],
    [{ phone: '12345' }, 'body.phone', 'InvalidPhone'],
    [{ phone: '' }, 'body.phone', 'FieldIsNotEmpty'],
    [{ address: ' ' }, 'body.address', 'FieldIsNotEmpty'],
    [{ address: 'x'.repeat(201) }, 'body.address', 'TextTooLong'],
    [{ provinceId: undefined }, 'body.provinceId', 'FieldIsNotEmpty'],
    [{ provinceId: '99' }, 'body.provinceId', 'InvalidAddressUnit'],
    [{ wardId: '26740' }, 'body.wardId', 'InvalidAddressUnit'],
    [{ wardId: '' }, 'body.wardId', 'FieldIsNotEmpty'],
    [{ districtId: '001' }, 'body.districtId', 'InvalidAddressUnit'],
    [{ national: '' }, 'body.national', 'FieldIsNotEmpty'],
    [{ note: '' }, 'body.note', 'FieldIsNotEmpty'],
    [{ note: undefined }, 'body.note', 'FieldIsNotEmpty'],
    [{ note: 'x'.repeat(501) }, 'body.note', 'TextTooLong'],
    [{ deliveryMethod: 'DRONE' }, 'body.deliveryMethod', 'FieldIsNotEmpty'],
    [{ paymentMethod: 'CASH' }, 'body.paymentMethod', 'FieldIsNotEmpty'],
    [{ expectedTotal: -1 }, 'body.expectedTotal', 'InvalidValue'],
    [{ expectedTotal: 1.5 }, 'body.expectedTotal', 'InvalidValue'],
    [{ expectedTotal: '140000' }, 'body.expectedTotal', 'InvalidValue'],
  ])('refuses %j with 400 naming the field, and changes nothing', async (extra, field, reason) => {
    const me = await shopper();
    const a = await variant(100_000, 5);
    await fillCart(t.url, me.headers, [{ infoId: a.id, quantity: 1 }]);
    const res = await submitOrder(
      t.url,
      me.headers,
      orderBody({ expectedTotal: 140_000, ...extra }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field, reason }));
    expect(await ordersOf(me.id)).toEqual([]);
    expect(await stockOf(t.database.db, a.id)).toBe(5);
    expect(await openLines(me.id)).toHaveLength(1);
  });

  it('places an order to an address of the three-level set, keeping its district', async () => {
    const me = await shopper();
    const a = await variant(100_000, 5);
    await fillCart(t.url, me.headers, [{ infoId: a.id, quantity: 1 }]);
    const place = { set: '2025-03', provinceId: '74', districtId: '718', wardId: '25741' };
    const body = orderBody(place);
    const expectedTotal = await previewTotal(t.url, me.headers, body);
    // Bình Dương (74) was in the South: the regional fee.
    expect(expectedTotal).toBe(130_000);
    const res = await submitOrder(t.url, me.headers, { ...body, expectedTotal });
    expect(res.status).toBe(201);
    const rows = await queryRows<{ district_id: string; address_set: string }>(
      t.database.db,
      sql`SELECT district_id, address_set FROM orders WHERE id = ${res.body.data.id}`,
    );
    expect(rows[0]).toEqual({ district_id: '718', address_set: '2025-03' });
  });
});

/** The newest mail to `to`, waiting for the mail job to deliver it. */
async function waitForMail(to: string) {
  for (let i = 0; i < 50; i++) {
    const mail = await lastMail(t.url, to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}
