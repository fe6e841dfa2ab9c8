import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import {
  type Payment,
  SANDBOX,
  onlineOrder as placeOnline,
  orderDetail,
  payFields,
  payOnVnpaySandbox,
  sendIpn,
  visit,
  vnpayResult,
} from '../../test/payments.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';
import { sql } from 'drizzle-orm';
import { parseGmt7Stamp } from './gateways/signing.ts';
import { vnpaySign } from './gateways/vnpay.protocol.ts';

let t: TestApp;
let operator: Record<string, string>;
const { vnpay } = SANDBOX;

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'http://shop.test' } });
  operator = (await quickCustomers(t.database.db, 1, 'OPERATOR'))[0]!.headers;
});
afterAll(() => t.close());

const onlineOrder = (overrides: Record<string, unknown> = {}) => placeOnline(t, overrides);
const resultQuery = vnpayResult;
const ipn = (query: string) => sendIpn(t, query);
const detail = (id: string, headers: Record<string, string>) => orderDetail(t, id, headers);

async function paymentMails(email: string) {
  const res = await request(t.url, `/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=50`);
  return (res.body.data as { subject: string }[]).filter((m) =>
    /thanh toán|hoàn tiền/i.test(m.subject),
  );
}

describe('paying online (VNPay protocol, built-in sandbox)', () => {
  it('answers a new order with a signed pay URL for its amount', async () => {
    const { order } = await onlineOrder();
    expect(order.payment).not.toBeNull();
    const url = new URL(order.payment!.paymentUrl);
    expect(`${url.origin}${url.pathname}`).toBe(
      'http://shop.test/sandbox/vnpay/paymentv2/vpcpay.html',
    );
    const fields = payFields(order.payment!);
    expect(fields).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: vnpay.tmnCode,
      vnp_Amount: String(order.grandTotal * 100),
      vnp_CurrCode: 'VND',
      vnp_Locale: 'vn',
      vnp_ReturnUrl: 'http://shop.test/api/payment/vnpay/return',
      vnp_OrderInfo: `Thanh toan don hang ${order.number}`,
    });
    expect(fields.vnp_TxnRef).toMatch(/^[0-9a-f]{32}$/);
    const window =
      parseGmt7Stamp(fields.vnp_ExpireDate!)!.getTime() -
      parseGmt7Stamp(fields.vnp_CreateDate!)!.getTime();
    expect(window).toBe(15 * 60_000);
    expect(fields.vnp_SecureHash).toBe(vnpaySign(vnpay.hashSecret, fields));
  });

  it('settles on a verified IPN once: a replay is 02, and one mail says it is paid', async () => {
    const { me, order } = await onlineOrder();
    const query = resultQuery(order.payment!);
    expect((await ipn(query)).body).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const paid = await detail(order.id, me.headers);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.canPayAgain).toBe(false);
    expect(paid.payments).toMatchObject([
      { status: 'PAID', resultCode: '00', outcome: 'SUCCESS', transactionNo: '14422574' },
    ]);
    expect((await ipn(query)).body.RspCode).toBe('02');
    expect(await paymentMails(me.email)).toHaveLength(1);
  });

  it('refuses a forged (97), unknown (01) or wrong-amount (04) IPN and changes nothing', async () => {
    const { me, order } = await onlineOrder();
    expect((await ipn(resultQuery(order.payment!, {}, 'not-the-secret'))).body.RspCode).toBe('97');
    const tampered = resultQuery(order.payment!).replace(
      'vnp_ResponseCode=00',
      'vnp_ResponseCode=0',
    );
    expect((await ipn(tampered)).body.RspCode).toBe('97');
    expect(
      (await ipn(resultQuery(order.payment!, { vnp_TxnRef: 'a'.repeat(32) }))).body.RspCode,
    ).toBe('01');
    const amount = String((order.grandTotal - 1) * 100);
    expect((await ipn(resultQuery(order.payment!, { vnp_Amount: amount }))).body.RspCode).toBe(
      '04',
    );
    const after = await detail(order.id, me.headers);
    expect(after.paymentStatus).toBe('unpaid');
    expect(after.payments).toMatchObject([{ status: 'PENDING', resultCode: null }]);
  });

  it('never settles on the return URL alone: the shopper is shown the attempt', async () => {
    const { me, order } = await onlineOrder();
    const res = await fetch(`${t.url}/api/payment/vnpay/return?${resultQuery(order.payment!)}`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/checkout/result/${order.payment!.attemptId}`);
    expect((await detail(order.id, me.headers)).paymentStatus).toBe('unpaid');
    const forged = await fetch(
      `${t.url}/api/payment/vnpay/return?${resultQuery(order.payment!, {}, 'forged')}`,
      { redirect: 'manual' },
    );
    expect(forged.headers.get('location')).toBe('/checkout/failed?code=PAYMENT_INTERRUPTED');
  });

  it('records a cancel (24) as failed, then pays again with a new reference', async () => {
    const { me, order } = await onlineOrder();
    expect(
      (
        await ipn(
          resultQuery(order.payment!, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }),
        )
      ).body.RspCode,
    ).toBe('00');
    const cancelled = await request(t.url, `/api/payment/attempt/${order.payment!.attemptId}`, {
      headers: me.headers,
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'FAILED',
      resultCode: '24',
      outcome: 'CANCELLED',
      paymentUrl: null,
      order: { id: order.id, paymentStatus: 'unpaid', canPayAgain: true },
    });
    const again = await request(t.url, `/api/order/${order.id}/pay-again`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(again.status).toBe(201);
    const second = again.body.data as Payment;
    expect(payFields(second).vnp_TxnRef).not.toBe(payFields(order.payment!).vnp_TxnRef);
    expect((await ipn(resultQuery(second))).body.RspCode).toBe('00');
    const paid = await detail(order.id, me.headers);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.payments.map((p: { status: string }) => p.status)).toEqual(['PAID', 'FAILED']);
  });

  it('honours an older attempt paid late, once; a second success is owed back', async () => {
    const { me, order } = await onlineOrder();
    const again = await request(t.url, `/api/order/${order.id}/pay-again`, {
      method: 'POST',
      headers: me.headers,
    });
    const second = again.body.data as Payment;
    expect((await ipn(resultQuery(order.payment!))).body.RspCode).toBe('00');
    expect((await ipn(resultQuery(second))).body.RspCode).toBe('00');
    const after = await detail(order.id, me.headers);
    expect(after.paymentStatus).toBe('paid');
    const byId = Object.fromEntries(
      after.payments.map((p: { id: string; status: string }) => [p.id, p.status]),
    );
    expect(byId[order.payment!.attemptId]).toBe('PAID');
    expect(['REFUND_DUE', 'REFUNDED']).toContain(byId[second.attemptId]);
    const refunds = await request(t.url, '/api/portal/refunds', { headers: operator });
    expect(refunds.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: second.attemptId, reason: 'PAID_TWICE' }),
      ]),
    );
    // A page past the last still says how many there are.
    const total = refunds.body.meta.total;
    expect(total).toBeGreaterThan(0);
    const past = await request(t.url, `/api/portal/refunds?page=${total + 1}&limit=1`, {
      headers: operator,
    });
    expect(past.body).toMatchObject({ data: [], meta: { total } });
  });

  it('refuses to pay again a COD, a paid or another shopper’s order', async () => {
    const cod = await onlineOrder({ paymentMethod: 'COD' });
    expect(cod.order.payment).toBeNull();
    const refused = await request(t.url, `/api/order/${cod.order.id}/pay-again`, {
      method: 'POST',
      headers: cod.me.headers,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'PAYMENT_NOT_ALLOWED']);
    const { me, order } = await onlineOrder();
    const stranger = await request(t.url, `/api/order/${order.id}/pay-again`, {
      method: 'POST',
      headers: cod.me.headers,
    });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const theirs = await request(t.url, `/api/payment/attempt/${order.payment!.attemptId}`, {
      headers: cod.me.headers,
    });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'PAYMENT_ATTEMPT_NOT_FOUND']);
    await ipn(resultQuery(order.payment!));
    const paid = await request(t.url, `/api/order/${order.id}/pay-again`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(paid.body.code).toBe('PAYMENT_NOT_ALLOWED');
    const visitor = await request(t.url, `/api/order/${order.id}/pay-again`, { method: 'POST' });
    expect(visitor.status).toBe(401);
  });

  it('refunds a paid order that is cancelled, and the order shows refunded', async () => {
    const { me, variant, order } = await onlineOrder();
    expect(await payOnVnpaySandbox(t, order.payment!)).toBe(
      `/checkout/result/${order.payment!.attemptId}`,
    );
    expect((await detail(order.id, me.headers)).paymentStatus).toBe('paid');
    const cancel = await request(t.url, `/api/order/cancel-order/${order.id}`, {
      method: 'POST',
      headers: me.headers,
    });
    expect(cancel.status).toBe(200);
    expect(await stockOf(t.database.db, variant.id)).toBe(5);
    await expect
      .poll(async () => (await detail(order.id, me.headers)).paymentStatus, { timeout: 10_000 })
      .toBe('refunded');
    const after = await detail(order.id, me.headers);
    expect(after.payments[0]).toMatchObject({ status: 'REFUNDED', outcome: 'SUCCESS' });
    expect(after.payments[0].refundedAt).not.toBeNull();
    const mails = await paymentMails(me.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Lotus đã hoàn tiền đơn hàng ${order.number}`,
      `Lotus đã nhận thanh toán cho đơn hàng ${order.number}`,
    ]);
  });

  it("lists a rejected paid order's refund with the reason the operator wrote", async () => {
    const { order } = await onlineOrder();
    await payOnVnpaySandbox(t, order.payment!);
    const rejected = await request(t.url, `/api/portal/orders/${order.id}/status`, {
      method: 'POST',
      headers: operator,
      json: { status: 'rejected', reason: 'Hết màu đen, đã báo khách' },
    });
    expect(rejected.status).toBe(200);
    const refunds = await request(t.url, '/api/portal/refunds?limit=50', { headers: operator });
    expect(
      refunds.body.data.find((r: { order: { id: string } }) => r.order.id === order.id),
    ).toMatchObject({ reason: 'ORDER_CLOSED', note: 'Hết màu đen, đã báo khách' });
  });

  it('pays through the sandbox page: its IPN settles, the result page shows success', async () => {
    const { me, order } = await onlineOrder();
    const page = await visit(t, order.payment!.paymentUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`${order.grandTotal.toLocaleString('de-DE')} ₫`);
    expect(await payOnVnpaySandbox(t, order.payment!, '00')).toBe(
      `/checkout/result/${order.payment!.attemptId}`,
    );
    const result = await request(t.url, `/api/payment/attempt/${order.payment!.attemptId}`, {
      headers: me.headers,
    });
    expect(result.body.data).toMatchObject({
      status: 'PAID',
      outcome: 'SUCCESS',
      resultCode: '00',
      order: { paymentStatus: 'paid', canPayAgain: false },
    });
  });

  it('shows a cancel on the sandbox page as cancelled, with pay again', async () => {
    const { me, order } = await onlineOrder();
    await payOnVnpaySandbox(t, order.payment!, '24');
    const result = await request(t.url, `/api/payment/attempt/${order.payment!.attemptId}`, {
      headers: me.headers,
    });
    expect(result.body.data).toMatchObject({
      outcome: 'CANCELLED',
      resultCode: '24',
      order: { paymentStatus: 'unpaid', canPayAgain: true },
    });
  });

  it('asks the gateway when the shopper is back before its IPN (querydr settles it)', async () => {
    const { me, order } = await onlineOrder();
    // The sandbox decided, but its IPN never reached the shop (a network failure): the return
    // queues a query, and the gateway's own answer settles the attempt.
    const page = await visit(t, order.payment!.paymentUrl);
    await t.database.db.execute(
      sql`UPDATE sandbox_transactions SET result_code = '00', decided_at = now()
          WHERE merchant_ref = ${payFields(order.payment!).vnp_TxnRef}`,
    );
    expect(page.status).toBe(200);
    const back = await visit(t, `/api/payment/vnpay/return?${resultQuery(order.payment!)}`);
    expect(back.location).toBe(`/checkout/result/${order.payment!.attemptId}`);
    await expect
      .poll(async () => (await detail(order.id, me.headers)).paymentStatus, { timeout: 10_000 })
      .toBe('paid');
  });
});

describe('a shop without the sandbox (PAYMENT_SANDBOX=0) and no gateway configured', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_SANDBOX: '0' } });
  });
  afterAll(() => shop.close());

  it('offers cash on delivery only, refuses the others, and serves no sandbox', async () => {
    const [me] = await quickCustomers(shop.database.db, 1);
    const preview = await request(shop.url, '/api/checkout/preview', {
      method: 'POST',
      headers: me!.headers,
      json: {},
    });
    expect(preview.body.data.paymentMethods).toEqual(['COD']);
    await expect(placeOnline(shop)).rejects.toThrow(/PAYMENT_METHOD_UNAVAILABLE/);
    const link = await request(shop.url, '/api/payment/cards', {
      method: 'POST',
      headers: me!.headers,
    });
    expect([link.status, link.body.code]).toEqual([422, 'PAYMENT_METHOD_UNAVAILABLE']);
    expect((await visit(shop, '/sandbox/vnpay/paymentv2/vpcpay.html')).status).toBe(404);
  });
});
