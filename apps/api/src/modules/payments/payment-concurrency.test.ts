import { queryRows } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../test/test-app.ts';
import { onlineOrder, orderDetail, sendIpn, vnpayResult } from '../../test/payments.ts';
import { onPostgres } from '../../test/test-database.ts';
import { type TestApp, startTestApp } from '../../test/test-app.ts';

// Races only prove something on a server that runs transactions side by side: PostgreSQL.
describe.skipIf(!onPostgres())('gateway messages under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ poolSize: 20 });
  });
  afterAll(() => t.close());

  it('settles 10 identical IPNs in parallel once: one 00, the rest 02, one mail', async () => {
    const { me, order } = await onlineOrder(t);
    const query = vnpayResult(order.payment!);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendIpn(t, query)));
    const codes = answers.map((a) => a.body.RspCode).sort();
    expect(codes).toEqual(['00', ...Array(9).fill('02')]);
    const paid = await orderDetail(t, order.id, me.headers);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.payments.filter((p: { status: string }) => p.status === 'PAID')).toHaveLength(1);
    const mails = await request(
      t.url,
      `/api/dev/mailbox?to=${encodeURIComponent(me.email)}&limit=50`,
    );
    const paymentMails = (mails.body.data as { subject: string }[]).filter((m) =>
      /thanh toán/i.test(m.subject),
    );
    expect(paymentMails).toHaveLength(1);
  });

  it('pays an order once when two attempts succeed at the same moment; the other is owed back as paid twice', async () => {
    // Five rounds: the second payment's read-back once missed the first one's commit and called
    // the refund ORDER_CLOSED, in most rounds.
    for (let round = 0; round < 5; round++) {
      const { me, order } = await onlineOrder(t);
      const again = await request(t.url, `/api/order/${order.id}/pay-again`, {
        method: 'POST',
        headers: me.headers,
      });
      const [a, b] = await Promise.all([
        sendIpn(t, vnpayResult(order.payment!)),
        sendIpn(t, vnpayResult(again.body.data)),
      ]);
      expect([a.body.RspCode, b.body.RspCode]).toEqual(['00', '00']);
      const after = await orderDetail(t, order.id, me.headers);
      const statuses = after.payments.map((p: { status: string }) => p.status).sort();
      expect(statuses[0]).toBe('PAID');
      expect(['REFUND_DUE', 'REFUNDED']).toContain(statuses[1]);
      const owed = await queryRows<{ reason: string }>(
        t.database.db,
        sql`SELECT refund_reason AS reason FROM payment_attempts
          WHERE order_id = ${order.id}::uuid AND refund_reason IS NOT NULL`,
      );
      expect(owed).toEqual([{ reason: 'PAID_TWICE' }]);
    }
  });

  it('a cancel racing a payment: either the cancel wins and the money is owed back, or both hold', async () => {
    const { me, order } = await onlineOrder(t);
    await Promise.all([
      sendIpn(t, vnpayResult(order.payment!)),
      request(t.url, `/api/order/cancel-order/${order.id}`, {
        method: 'POST',
        headers: me.headers,
      }),
    ]);
    const after = await orderDetail(t, order.id, me.headers);
    expect(after.status).toBe('cancel');
    // Paid and cancelled: never kept. The attempt is owed back (or already refunded).
    expect(['REFUND_DUE', 'REFUNDED']).toContain(after.payments[0].status);
  });
});
