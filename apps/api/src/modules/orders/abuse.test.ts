import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import {
  fillCart,
  orderBody,
  placeOrder,
  previewTotal,
  submitOrder,
  testVariant,
} from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { createVoucher, windowAt } from '../../test/offers.ts';
import { sendIpn, vnpayResult } from '../../test/payments.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

// Far from the demo seed's programmes: only this file's voucher is in force.
const clock = manualClock(new Date('2032-02-07T03:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    clock,
    limits: {
      voucherGuessPerAccount: { points: 3, duration: 600 },
      voucherGuessPerIp: { points: 5, duration: 600 },
    },
  });
});
afterAll(() => t.close());

const shopper = async () => (await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now()))[0]!;

const preview = (headers: Record<string, string>, voucherCode: string) =>
  request(t.url, '/api/checkout/preview', {
    method: 'POST',
    headers: { ...headers, 'accept-language': 'vi' },
    json: { provinceId: '01', wardId: '00004', voucherCode },
  });

const guess = () => `G${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

describe('guessing voucher codes', () => {
  it('costs one point per code that does not exist, per account and per address, then 429 for any code', async () => {
    const [admin] = await quickCustomers(t.database.db, 1, 'ADMIN', clock.now());
    const voucher = await createVoucher(t.url, admin!.headers, windowAt(clock.now(), 0, 24));
    const a = await shopper();
    const v = await testVariant(t.database.db, { price: 200_000, stock: 50 });
    await fillCart(t.url, a.headers, [{ infoId: v.id, quantity: 1 }]);

    // A right code spends nothing, however often it is tried.
    for (let i = 0; i < 4; i++) {
      const right = await preview(a.headers, voucher.code);
      expect(right.body.data.voucher).toMatchObject({ applied: true });
    }
    for (let i = 0; i < 3; i++) {
      const wrong = await preview(a.headers, guess());
      expect(wrong.status).toBe(200);
      expect(wrong.body.data.voucher).toMatchObject({ refusal: 'VOUCHER_NOT_FOUND' });
    }
    // The account's budget is spent: no code is looked up, right or wrong, not even at the order.
    const blocked = await preview(a.headers, voucher.code);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(blocked.body.message).toMatch(
      /^Bạn thao tác quá nhanh, vui lòng thử lại sau \d+ giây\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const ordered = await submitOrder(
      t.url,
      a.headers,
      orderBody({ voucherCode: voucher.code, expectedTotal: 1 }),
    );
    expect(ordered.status).toBe(429);
    // Without a code the shopper still checks out (the cart still holds its line).
    const total = await previewTotal(t.url, a.headers);
    expect((await submitOrder(t.url, a.headers, orderBody({ expectedTotal: total }))).status).toBe(
      201,
    );

    // Another account from the same address has what the address has left: 2 codes.
    const b = await shopper();
    await fillCart(t.url, b.headers, [{ infoId: v.id, quantity: 1 }]);
    expect((await preview(b.headers, guess())).status).toBe(200);
    expect((await preview(b.headers, guess())).status).toBe(200);
    expect((await preview(b.headers, voucher.code)).status).toBe(429);
  });
});

describe('holding stock in unpaid online orders', () => {
  const online = (headers: Record<string, string>, infoId: string, quantity: number) =>
    placeOrder(t.url, headers, [{ infoId, quantity }], { paymentMethod: 'ONLINE' });

  it('refuses a fourth unpaid online order, then takes one once another is paid', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 100_000, stock: 50 });
    const first = (await online(me.headers, v.id, 1)) as unknown as {
      payment: { attemptId: string; paymentUrl: string };
    };
    await online(me.headers, v.id, 1);
    await online(me.headers, v.id, 1);
    await fillCart(t.url, me.headers, [{ infoId: v.id, quantity: 1 }]);
    const body = orderBody({ paymentMethod: 'ONLINE' });
    const total = await previewTotal(t.url, me.headers, body);
    const refused = await submitOrder(t.url, me.headers, { ...body, expectedTotal: total });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'UNPAID_ORDERS_LIMIT', params: { limit: 3 } });
    // Cash on delivery holds nothing hostage: it is not limited.
    const cod = await submitOrder(t.url, me.headers, orderBody({ expectedTotal: total }));
    expect(cod.status).toBe(201);
    // One paid: one more may wait.
    expect((await sendIpn(t, vnpayResult(first.payment))).body.RspCode).toBe('00');
    await online(me.headers, v.id, 1);
  });

  it('refuses more units of one variant than the setting lets one shopper hold unpaid', async () => {
    const me = await shopper();
    const v = await testVariant(t.database.db, { price: 100_000, stock: 50 });
    await online(me.headers, v.id, 4);
    await fillCart(t.url, me.headers, [{ infoId: v.id, quantity: 2 }]);
    const body = orderBody({ paymentMethod: 'ONLINE' });
    const total = await previewTotal(t.url, me.headers, body);
    const refused = await submitOrder(t.url, me.headers, { ...body, expectedTotal: total });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'UNPAID_UNITS_LIMIT',
      params: { infoId: v.id, limit: 5 },
    });
    // One more unit is within the five.
    const cart = await request(t.url, `/api/cart/lines/${v.id}`, {
      method: 'PUT',
      headers: me.headers,
      json: { quantity: 1 },
    });
    expect(cart.status).toBe(200);
    const total1 = await previewTotal(t.url, me.headers, body);
    expect((await submitOrder(t.url, me.headers, { ...body, expectedTotal: total1 })).status).toBe(
      201,
    );
  });
});
