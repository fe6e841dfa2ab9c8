import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { stockOf } from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { onlineOrder, sendIpn, vnpayResult } from '../../test/payments.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

// The shop's clock starts half an hour behind: the expiry job, due by the database's clock 16
// minutes after the order, runs at once, and sees the shop's time the test sets.
const clock = manualClock(new Date(Date.now() - 30 * 60_000));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

/** The order as the back office sees it, with a token signed at the shop's time now. */
async function view(id: string) {
  const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
  const res = await request(t.url, `/api/portal/orders/${id}`, { headers: operator!.headers });
  if (res.status !== 200) throw new Error(`order: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe('an online order left unpaid', () => {
  it('is cancelled by the system when its window closes (11): goods back, mail, a late success owed back', async () => {
    const start = clock.now();
    const { variant, order } = await onlineOrder(t, {}, start);
    expect(await stockOf(t.database.db, variant.id)).toBe(4);
    clock.set(new Date(start.getTime() + 17 * 60_000));
    await expect
      .poll(async () => (await view(order.id)).status, { timeout: 15_000 })
      .toBe('cancel');
    const after = await view(order.id);
    expect(after.paymentStatus).toBe('unpaid');
    expect(after.canPayAgain).toBe(false);
    expect(after.payments).toMatchObject([
      { status: 'EXPIRED', resultCode: '11', outcome: 'FAIL' },
    ]);
    expect(after.history.at(-1)).toMatchObject({ status: 'cancel', by: 'SYSTEM' });
    expect(await stockOf(t.database.db, variant.id)).toBe(5);
    // The gateway's success arrives after all: recorded, never making the closed order paid.
    expect((await sendIpn(t, vnpayResult(order.payment!))).body.RspCode).toBe('00');
    const late = await view(order.id);
    expect(late.paymentStatus).toBe('unpaid');
    expect(['REFUND_DUE', 'REFUNDED']).toContain(late.payments[0].status);
  });

  it('stays open while the shopper still may pay, and is paid', async () => {
    const start = clock.now();
    const { order } = await onlineOrder(t, {}, start);
    clock.set(new Date(start.getTime() + 5 * 60_000));
    expect((await sendIpn(t, vnpayResult(order.payment!))).body.RspCode).toBe('00');
    clock.set(new Date(start.getTime() + 20 * 60_000));
    const after = await view(order.id);
    expect([after.status, after.paymentStatus]).toEqual(['new', 'paid']);
  });
});
