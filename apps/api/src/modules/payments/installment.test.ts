import { queryRows } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCart,
  orderBody,
  previewTotal,
  submitOrder,
  testVariant,
} from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { SANDBOX, orderDetail, visit } from '../../test/payments.ts';
import { onPostgres } from '../../test/test-database.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';
import { alepaySigned } from './gateways/alepay.protocol.ts';

const SIX_AT_VCB = { bankCode: 'VCB', scheme: 'VISA', months: 6 };

/** A shopper's cart of one unit of a fresh variant at `price`, and its checkout form. */
async function cartOf(t: TestApp, price: number) {
  const [me] = await quickCustomers(t.database.db, 1);
  const variant = await testVariant(t.database.db, { price, stock: 5 });
  await fillCart(t.url, me!.headers, [{ infoId: variant.id, quantity: 1 }]);
  const body = orderBody({ email: me!.email, paymentMethod: 'INSTALLMENT' });
  const expectedTotal = await previewTotal(t.url, me!.headers, body);
  return { me: me!, variant, body: { ...body, expectedTotal } };
}

/** An unpaid installment order of a 4.000.000 ₫ robot, paid over `pick`. */
async function installmentOrder(t: TestApp, pick: Record<string, unknown> = SIX_AT_VCB) {
  const { me, body } = await cartOf(t, 4_000_000);
  const res = await submitOrder(t.url, me.headers, { ...body, installment: pick });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const order = res.body.data as {
    id: string;
    grandTotal: number;
    payment: { attemptId: string; paymentUrl: string };
  };
  return { me, order };
}

/** A browser's form post on the sandbox's page (not following the redirect). */
async function pick(t: TestApp, paymentUrl: string, outcome: string) {
  const page = await visit(t, paymentUrl);
  expect(page.status).toBe(200);
  const tx = /name="tx" value="([^"]+)"/.exec(page.html)![1]!;
  const response = await fetch(`${t.url}/sandbox/alepay/installment`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tx, outcome }).toString(),
  });
  const back = response.headers.get('location')!;
  // The shopper's browser comes back through the shop's return URL.
  return (await visit(t, back)).location;
}

/** The orders (and plans) written for a shopper. */
const ordersOf = (t: TestApp, userId: string) =>
  queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM orders o
        LEFT JOIN order_installments i ON i.order_id = o.id WHERE o.user_id = ${userId}::uuid`,
  );

describe('installments through the card gateway (Alepay protocol, built-in sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  it('offers plans from the minimum order (3.000.000 ₫) up, priced from the gateway’s table', async () => {
    const plans = await request(t.url, '/api/payment/installments?amount=13000000');
    expect(plans.status).toBe(200);
    const data = plans.body.data;
    expect(data).toMatchObject({ amount: 13_000_000, minimum: 3_000_000, eligible: true });
    expect(data.from).toBe(1_083_000);
    expect(data.plans).toHaveLength(40);
    expect(data.plans).toContainEqual({
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      scheme: 'VISA',
      months: 12,
      amount: 13_000_000,
      fee: 388_700,
      total: 13_388_700,
      monthly: 1_115_000,
      lastMonth: 1_123_700,
    });
    for (const plan of data.plans) {
      expect(plan.monthly * (plan.months - 1) + plan.lastMonth).toBe(plan.total);
    }

    const under = await request(t.url, '/api/payment/installments?amount=2999999');
    expect(under.body.data).toEqual({
      amount: 2_999_999,
      minimum: 3_000_000,
      eligible: false,
      from: null,
      plans: [],
    });
    expect((await request(t.url, '/api/payment/installments?amount=abc')).status).toBe(400);
  });

  it('refuses a tampered term, an amount sent by the shopper, a plan not offered, a total under the minimum', async () => {
    const { me, body } = await cartOf(t, 4_000_000);
    const refused = async (json: Record<string, unknown>, status: number, code: string) => {
      const res = await submitOrder(t.url, me.headers, json);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code ?? res.body.error?.code).toBe(code);
    };
    await refused({ ...body, installment: { ...SIX_AT_VCB, months: 7 } }, 400, 'VALIDATION_ERROR');
    await refused({ ...body, installment: { ...SIX_AT_VCB, monthly: 1 } }, 400, 'VALIDATION_ERROR');
    await refused({ ...body }, 400, 'VALIDATION_ERROR');
    // Techcombank takes no JCB card.
    await refused(
      { ...body, installment: { bankCode: 'TCB', scheme: 'JCB', months: 6 } },
      422,
      'INSTALLMENT_PLAN_UNAVAILABLE',
    );
    // A total other than the server's: refused, whatever plan it would fit.
    await refused(
      { ...body, expectedTotal: body.expectedTotal - 1_000_000, installment: SIX_AT_VCB },
      409,
      'PriceOfItemsChanged',
    );
    await refused(
      { ...body, expectedTotal: 100_000, installment: SIX_AT_VCB },
      422,
      'INSTALLMENT_NOT_ELIGIBLE',
    );
    expect(await ordersOf(t, me.id)).toEqual([{ n: 0 }]);

    const cheap = await cartOf(t, 1_500_000);
    const res = await submitOrder(t.url, cheap.me.headers, {
      ...cheap.body,
      installment: SIX_AT_VCB,
    });
    expect(res.status).toBe(422);
    expect(res.body.message ?? res.body.error?.message).toContain('3.000.000');
  });

  it('pays in 6 months on the sandbox’s page: the order is paid with its plan', async () => {
    const { me, order } = await installmentOrder(t);
    expect(new URL(order.payment.paymentUrl).pathname).toBe('/sandbox/alepay/installment');
    expect(await pick(t, order.payment.paymentUrl, '000')).toBe(
      `/checkout/result/${order.payment.attemptId}`,
    );
    const paid = await orderDetail(t, order.id, me.headers);
    expect(paid).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'INSTALLMENT',
      installment: { bankName: 'Vietcombank', scheme: 'VISA', months: 6, monthly: 666_000 },
    });
    expect(paid.payments).toMatchObject([{ status: 'PAID', outcome: 'SUCCESS' }]);
    // The back office marks it: its list and its page carry the plan.
    const [operator] = await quickCustomers(t.database.db, 1, 'ADMIN');
    const list = await request(t.url, `/api/portal/orders?limit=50`, {
      headers: operator!.headers,
    });
    const listed = (list.body.data as { id: string; installment: unknown }[]).find(
      (o) => o.id === order.id,
    );
    expect(listed?.installment).toMatchObject({ bankCode: 'VCB', months: 6 });
    const page = await request(t.url, `/api/portal/orders/${order.id}`, {
      headers: operator!.headers,
    });
    expect(page.body.data.installment).toMatchObject({ bankName: 'Vietcombank', months: 6 });

    // Cancelled: the refunds queue gives the money back through the card gateway, as for a card.
    await request(t.url, `/api/order/cancel-order/${order.id}`, {
      method: 'POST',
      headers: me.headers,
    });
    await expect
      .poll(async () => (await orderDetail(t, order.id, me.headers)).paymentStatus, {
        timeout: 10_000,
      })
      .toBe('refunded');
    const refunds = await request(t.url, '/api/portal/refunds?limit=50', {
      headers: operator!.headers,
    });
    expect(JSON.stringify(refunds.body.data)).toContain(order.id);
  });

  it('keeps the order unpaid while the buyer confirms (155), then settles it on success', async () => {
    const { me, order } = await installmentOrder(t, {
      bankCode: 'TCB',
      scheme: 'MASTERCARD',
      months: 12,
    });
    await pick(t, order.payment.paymentUrl, '155');
    const waiting = await orderDetail(t, order.id, me.headers);
    expect(waiting.paymentStatus).toBe('unpaid');
    expect(waiting.status).toBe('new');
    expect(waiting.payments).toMatchObject([
      { status: 'PENDING', resultCode: '155', outcome: 'WAITING_BUYER_CONFIRM_INSTALLMENT' },
    ]);
    const attempt = await request(t.url, `/api/payment/attempt/${order.payment.attemptId}`, {
      headers: me.headers,
    });
    expect(attempt.body.data.outcome).toBe('WAITING_BUYER_CONFIRM_INSTALLMENT');
    await pick(t, order.payment.paymentUrl, '000');
    const paid = await orderDetail(t, order.id, me.headers);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.payments).toMatchObject([{ status: 'PAID', outcome: 'SUCCESS' }]);
  });

  it('waits for the merchant (150), then a decline leaves the order unpaid', async () => {
    const { me, order } = await installmentOrder(t);
    await pick(t, order.payment.paymentUrl, '150');
    const waiting = await orderDetail(t, order.id, me.headers);
    expect(waiting.paymentStatus).toBe('unpaid');
    expect(waiting.payments).toMatchObject([
      { status: 'PENDING', outcome: 'WAITING_MERCHANT_CONFIRM' },
    ]);
    await pick(t, order.payment.paymentUrl, '135');
    const declined = await orderDetail(t, order.id, me.headers);
    expect(declined.paymentStatus).toBe('unpaid');
    expect(declined.payments).toMatchObject([
      { status: 'FAILED', resultCode: '135', outcome: 'FAIL' },
    ]);
    expect(declined.canPayAgain).toBe(true);
  });

  it('a decline (135) and a cancel (177) leave the order unpaid, each with its outcome', async () => {
    for (const [code, outcome] of [
      ['135', 'FAIL'],
      ['177', 'CANCELLED'],
    ] as const) {
      const { me, order } = await installmentOrder(t);
      await pick(t, order.payment.paymentUrl, code);
      const after = await orderDetail(t, order.id, me.headers);
      expect(after.paymentStatus).toBe('unpaid');
      expect(after.payments).toMatchObject([{ status: 'FAILED', resultCode: code, outcome }]);
    }
  });

  it('a forged webhook changes nothing', async () => {
    const { me, order } = await installmentOrder(t);
    const res = await request(t.url, '/api/payment/alepay/webhook', {
      method: 'POST',
      json: {
        ...alepaySigned('not-the-key', {
          orderCode: order.payment.attemptId.replace(/-/g, ''),
          transactionCode: 'ALE1',
          amount: order.grandTotal,
          code: '000',
          cardNumber: '',
        }),
      },
    });
    expect(res.status).toBe(400);
    expect((await orderDetail(t, order.id, me.headers)).paymentStatus).toBe('unpaid');
  });
});

// Races only prove something on a server that runs transactions side by side: PostgreSQL.
describe.skipIf(!onPostgres())('installment messages under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ poolSize: 20, env: { PUBLIC_URL: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  it('settles a success replayed 20 times in parallel once', async () => {
    const { me, order } = await installmentOrder(t);
    const success = alepaySigned(SANDBOX.alepay.checksumKey, {
      orderCode: order.payment.attemptId.replace(/-/g, ''),
      transactionCode: 'ALE4200000001',
      amount: order.grandTotal,
      code: '000',
      cardNumber: '411111******1111',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.url, '/api/payment/alepay/webhook', { method: 'POST', json: success }),
      ),
    );
    const settled = answers.map((a) => a.body.message).sort();
    expect(settled).toEqual(['ALREADY', ...Array(18).fill('ALREADY'), 'CONFIRMED'].sort());
    const paid = await orderDetail(t, order.id, me.headers);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.payments).toMatchObject([{ status: 'PAID' }]);
    const events = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM payment_attempts
          WHERE order_id = ${order.id}::uuid AND status IN ('REFUND_DUE', 'REFUNDED')`,
    );
    expect(events).toEqual([{ n: 0 }]);
  });
});
