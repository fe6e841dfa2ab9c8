import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { sendIpn, vnpayResult } from '../../test/payments.ts';
import { approvedProvider, headersAt, insertPlan } from '../../test/providers.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

const clock = manualClock(new Date());
let t: TestApp;
let plan: { id: string; price: number; maxPublished: number };

beforeAll(async () => {
  t = await startTestApp({ clock });
  plan = await insertPlan(t.database.db, 3);
});
afterAll(() => t.close());

async function buy(provider: { id: string; email: string }) {
  const answer = await request(t.url, '/api/provider/membership/buy', {
    method: 'POST',
    headers: await headersAt(clock, provider, 'PROVIDER'),
    json: { planId: plan.id },
  });
  expect(answer.status).toBe(201);
  return answer.body.data as { purchaseId: string; paymentUrl: string };
}

const me = async (provider: { id: string; email: string }) =>
  (
    await request(t.url, '/api/provider/me', {
      headers: await headersAt(clock, provider, 'PROVIDER'),
    })
  ).body.data;

describe('buying a membership through the online gateway (sandbox)', () => {
  it('starts at the gateway, and a verified IPN makes the membership, once', async () => {
    const provider = await approvedProvider(t.database.db);
    const payment = await buy(provider);
    expect(new URL(payment.paymentUrl).searchParams.get('vnp_Amount')).toBe(
      String(plan.price * 100),
    );
    expect((await me(provider)).membership).toBeNull();
    expect(
      (await sendIpn(t, vnpayResult({ attemptId: '', ...payment }, {}, 'forged'))).body,
    ).toMatchObject({ RspCode: '97' });
    expect((await sendIpn(t, vnpayResult({ attemptId: '', ...payment }))).body).toMatchObject({
      RspCode: '00',
    });
    expect((await me(provider)).membership).toMatchObject({
      planId: plan.id,
      maxPublished: 3,
      active: true,
    });
    // The same message again, or the return after it: decided once.
    expect((await sendIpn(t, vnpayResult({ attemptId: '', ...payment }))).body).toMatchObject({
      RspCode: '02',
    });
    const back = await fetch(
      `${t.url}/api/provider/membership/vnpay/return?${vnpayResult({ attemptId: '', ...payment })}`,
      { redirect: 'manual' },
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/provider?payment=paid');
    const purchases = await request(t.url, '/api/provider/membership/purchases', {
      headers: await headersAt(clock, provider, 'PROVIDER'),
    });
    expect(purchases.body.data).toEqual([
      expect.objectContaining({ status: 'paid', method: 'VNPAY', amount: plan.price }),
    ]);
  });

  it('keeps no membership when the payment fails, and says so on return', async () => {
    const provider = await approvedProvider(t.database.db);
    const payment = await buy(provider);
    const failed = vnpayResult(
      { attemptId: '', ...payment },
      { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' },
    );
    const back = await fetch(`${t.url}/api/provider/membership/vnpay/return?${failed}`, {
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe('/provider?payment=failed');
    expect((await me(provider)).membership).toBeNull();
    expect((await sendIpn(t, failed)).body).toMatchObject({ RspCode: '02' });
  });

  it('sells to approved providers only', async () => {
    const provider = await approvedProvider(t.database.db);
    await t.database.db
      .update(schema.providers)
      .set({ status: 'suspended' })
      .where(eq(schema.providers.userId, provider.id));
    const refused = await request(t.url, '/api/provider/membership/buy', {
      method: 'POST',
      headers: await headersAt(clock, provider, 'PROVIDER'),
      json: { planId: plan.id },
    });
    expect(refused.body.code).toBe('PROVIDER_NOT_APPROVED');
  });
});
