// @vitest-environment node
import { authContract, offerContract, type MyVoucher, type Role, type Voucher } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { action, loader } from './vouchers';

const LOTUS10: Voucher = {
  id: '00000000-0000-4000-8000-0000000000b1',
  code: 'LOTUS10',
  name: 'Giảm 10% tối đa 100.000 ₫',
  description: 'Giảm 10% (tối đa 100.000 ₫) cho đơn từ 300.000 ₫',
  type: 'PERCENT',
  value: 10,
  maxDiscount: 100_000,
  minSubtotal: 300_000,
  restricted: false,
  isPublic: true,
  startsAt: '2026-11-22T03:00:00.000Z',
  endsAt: '2027-01-22T03:00:00.000Z',
  usesLeft: 500,
  perCustomerLimit: 1,
};
const GIAM50K: Voucher = {
  ...LOTUS10,
  id: '00000000-0000-4000-8000-0000000000b2',
  code: 'GIAM50K',
  type: 'FIXED',
  value: 50_000,
};
const mine: MyVoucher = { ...LOTUS10, used: 0, state: 'USABLE' };

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({
      id: '00000000-0000-4000-8000-0000000000e1',
      email: 'lan@example.vn',
      role,
      isActive: true,
      profile: null,
    }),
  );
const list = on(
  offerContract.publicVouchers,
  ok([LOTUS10, GIAM50K], { meta: { page: 1, pageSize: 20, total: 2 } }),
);
const load = (url: string, ...routes: FakeRoute[]) =>
  loader({
    request: new Request(url),
    params: {},
    context: { lang: 'vi', requestId: 't', api: fakeApi(...routes) },
  } as never);

describe('vouchers page', () => {
  it('lists the public vouchers for a visitor, none of them saved', async () => {
    const result = await load(
      'http://x/vouchers',
      on(authContract.me, refused('UNAUTHORIZED')),
      list,
    );
    expect(result.vouchers.map((v) => v.code)).toEqual(['LOTUS10', 'GIAM50K']);
    expect(result.claimed).toEqual([]);
  });

  it("marks the vouchers already in a customer's wallet; staff have no wallet to ask", async () => {
    const customer = await load(
      'http://x/vouchers?page=1',
      meOf('CUSTOMER'),
      list,
      on(offerContract.myVouchers, ok([mine])),
    );
    expect(customer.claimed).toEqual([LOTUS10.id]);
    const operator = fakeApi(meOf('OPERATOR'), list);
    await loader({
      request: new Request('http://x/vouchers'),
      params: {},
      context: { lang: 'vi', requestId: 't', api: operator },
    } as never);
    expect(operator.calls.map((c) => c.path)).not.toContain('/api/voucher/my-voucher');
  });

  it("saves a voucher into the wallet, or says why not with the API's code", async () => {
    const claim = (routes: FakeRoute[], fields: Record<string, string>) =>
      action({
        request: new Request('http://x/vouchers', {
          method: 'POST',
          body: new URLSearchParams(fields),
        }),
        params: {},
        context: { lang: 'vi', requestId: 't', api: fakeApi(...routes) },
      } as never) as Promise<{ data: unknown; init: ResponseInit | null }>;

    const saved = await claim([on(offerContract.claimVoucher, ok(mine))], {
      intent: 'claim',
      id: LOTUS10.id,
    });
    expect(saved.data).toEqual({ ok: true, code: 'LOTUS10' });

    const expired = await claim([on(offerContract.claimVoucher, refused('VOUCHER_EXPIRED'))], {
      intent: 'claim',
      id: LOTUS10.id,
    });
    expect(expired.data).toEqual({ ok: false, error: 'VOUCHER_EXPIRED' });
    expect(expired.init?.status).toBe(422);

    const nonsense = await claim([], { intent: 'other' });
    expect(nonsense.init?.status).toBe(400);
  });
});
