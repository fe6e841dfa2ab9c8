// @vitest-environment node
import {
  addressContract,
  authContract,
  checkoutContract,
  offerContract,
  paymentContract,
  type CheckoutPreview,
  type Role,
} from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { cartLineFixture, cartViewFixture, savedCardFixture, unitFixture } from '../test/fixtures';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { action, loader, type CheckoutActionData } from './checkout';

const ORDER_ID = '00000000-0000-4000-8000-00000000a001';

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

function preview(grandTotal = 440_000): CheckoutPreview {
  const cart = cartViewFixture([cartLineFixture({ price: 200_000, quantity: 2 })]);
  return {
    ...cart,
    pricing: { ...cart.pricing, baseShippingFee: 40_000, shippingFee: 40_000, grandTotal },
    deliveryMethod: 'STANDARD',
    zone: 'NATIONAL',
    voucher: null,
    paymentMethods: ['ONLINE', 'COD', 'THEGHINO'],
    shippingOptions: [
      { method: 'STANDARD', baseFee: 40_000, fee: 40_000 },
      { method: 'EXPRESS', baseFee: 70_000, fee: 70_000 },
    ],
  };
}

/** A filled checkout form, to Ba Đình, Hà Nội, cash on delivery. */
const FORM = {
  firstName: 'Minh Anh',
  lastName: 'Nguyễn',
  email: 'lan@example.vn',
  phone: '0912 345 678',
  address: '12 Lý Thường Kiệt',
  provinceId: '01',
  districtId: '',
  wardId: '00004',
  national: 'Việt Nam',
  set: '2025-07',
  deliveryMethod: 'STANDARD',
  paymentMethod: 'COD',
  note: 'Gọi trước khi giao',
  placeLabel: 'Phường Ba Đình, Thành phố Hà Nội',
};

async function run(fields: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  const request = new Request('http://x/checkout', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const result = (await action({
    request,
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  } as never)) as { data: CheckoutActionData; init: ResponseInit | null } | Response;
  return { result, api };
}

describe('checkout loader', () => {
  const load = (...routes: FakeRoute[]) =>
    Promise.resolve(
      loader({
        request: new Request('http://x/checkout'),
        params: {},
        context: { lang: 'vi', requestId: 't', api: fakeApi(...routes) },
      } as never),
    ).catch((e: unknown) => e);

  it('sends a visitor to log in and back to checkout', async () => {
    const answer = (await load(on(authContract.me, refused('UNAUTHORIZED')))) as Response;
    expect(answer.headers.get('location')).toBe('/login?redirect=%2Fcheckout');
  });

  it('tells staff they cannot order, without pricing anything', async () => {
    expect(await load(meOf('OPERATOR'))).toEqual({ kind: 'staff' });
  });

  it("prices the cart for the default address of the shop's set", async () => {
    const address = {
      id: '00000000-0000-4000-8000-0000000000ad',
      firstName: 'Minh Anh',
      lastName: 'Nguyễn',
      fullName: 'Nguyễn Minh Anh',
      phone: '0912345678',
      address: '12 Lý Thường Kiệt',
      province: { id: '01', name: 'Hà Nội', nameEn: 'Hanoi' },
      district: null,
      ward: { id: '00004', name: 'Ba Đình', nameEn: 'Ba Dinh' },
      national: 'Việt Nam',
      set: '2025-07' as const,
      isDefault: true,
      fullAddress: '12 Lý Thường Kiệt, Ba Đình, Hà Nội',
      upgrade: null,
      createdAt: '2026-11-23T03:00:00.000Z',
    };
    let asked: unknown;
    const result = (await load(
      meOf('CUSTOMER'),
      on(addressContract.search, ok([address], { meta: { page: 1, pageSize: 20, total: 1 } })),
      on(addressContract.provinces, ok([unitFixture('01', 'Thành phố Hà Nội', 'Hanoi City')])),
      on(checkoutContract.preview, ({ body }) => {
        asked = body;
        return ok(preview());
      }),
    )) as { kind: string; set: string };
    expect(result).toMatchObject({ kind: 'form', set: '2025-07' });
    expect(asked).toEqual({ provinceId: '01', districtId: null, wardId: '00004', set: '2025-07' });
  });

  it("lists the customer's saved cards to pay with, and sells without them when they fail", async () => {
    const card = savedCardFixture();
    const routes = [
      meOf('CUSTOMER'),
      on(addressContract.search, ok([], { meta: { page: 1, pageSize: 20, total: 0 } })),
      on(addressContract.provinces, ok([unitFixture('01', 'Thành phố Hà Nội', 'Hanoi City')])),
      on(checkoutContract.preview, ok(preview())),
    ];
    const withCards = (await load(...routes, on(paymentContract.cards, ok([card])))) as {
      cards: unknown;
    };
    expect(withCards.cards).toEqual([card]);
    const down = (await load(
      ...routes,
      on(paymentContract.cards, refused('PAYMENT_GATEWAY_ERROR')),
    )) as { kind: string; cards: unknown };
    expect(down).toMatchObject({ kind: 'form', cards: [] });
  });
});

describe('checkout loader with a voucher', () => {
  it('prices with the voucher of the address (the wallet\'s "use now") and lists the wallet', async () => {
    const wallet = [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        code: 'LOTUS10',
        name: 'Giảm 10% tối đa 100.000 ₫',
        description: 'Giảm 10% (tối đa 100.000 ₫) cho đơn từ 300.000 ₫',
        type: 'PERCENT' as const,
        value: 10,
        maxDiscount: 100_000,
        minSubtotal: 300_000,
        restricted: false,
        isPublic: true,
        startsAt: '2026-11-22T03:00:00.000Z',
        endsAt: '2027-01-22T03:00:00.000Z',
        usesLeft: 500,
        perCustomerLimit: 1,
        used: 0,
        state: 'USABLE' as const,
      },
    ];
    let asked: unknown;
    const result = (await loader({
      request: new Request('http://x/checkout?voucher=lotus10'),
      params: {},
      context: {
        lang: 'vi',
        requestId: 't',
        api: fakeApi(
          meOf('CUSTOMER'),
          on(addressContract.search, ok([], { meta: { page: 1, pageSize: 20, total: 0 } })),
          on(addressContract.provinces, ok([unitFixture('01', 'Thành phố Hà Nội', 'Hanoi City')])),
          on(offerContract.myVouchers, ok(wallet)),
          on(offerContract.publicVouchers, ok([], { meta: { page: 1, pageSize: 100, total: 0 } })),
          on(checkoutContract.preview, ({ body }) => {
            asked = body;
            return ok(preview());
          }),
        ),
      },
    } as never)) as { wallet: unknown; minimums: unknown };
    expect(asked).toEqual({ voucherCode: 'LOTUS10' });
    expect(result.wallet).toEqual(wallet);
    expect(result.minimums).toEqual({ LOTUS10: 300_000 });
  });
});

describe('checkout action', () => {
  it("refuses a form the spec's rules refuse (note required, phone), without asking the API", async () => {
    const { result, api } = await run({ ...FORM, intent: 'review', note: '  ', phone: '12345' });
    const refused = result as { data: CheckoutActionData; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({
      step: 'form',
      fieldErrors: { phone: 'validation:InvalidPhone', note: 'validation:FieldIsNotEmpty' },
    });
    expect(api.requests).toEqual([]);
  });

  it('answers the confirmation priced by the server, with a new Idempotency-Key', async () => {
    const priced = preview();
    const { result, api } = await run(
      { ...FORM, intent: 'review' },
      on(checkoutContract.preview, ok(priced)),
    );
    const answer = (result as { data: CheckoutActionData }).data;
    expect(answer).toMatchObject({ step: 'confirm', preview: priced });
    if (answer.step !== 'confirm') throw new Error('no confirmation');
    expect(answer.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.values.placeLabel).toBe(FORM.placeLabel);
    expect(api.requests[0]!.body).toEqual({
      provinceId: '01',
      districtId: null,
      wardId: '00004',
      set: '2025-07',
      deliveryMethod: 'STANDARD',
      useStoreCredit: false,
    });
  });

  it('prices and places the order with the referral balance when the shopper ticks it', async () => {
    const { result, api } = await run(
      { ...FORM, intent: 'review', useStoreCredit: 'on' },
      on(checkoutContract.preview, ok(preview())),
    );
    const answer = (result as { data: CheckoutActionData }).data;
    expect(answer.step).toBe('confirm');
    expect((api.requests[0]!.body as { useStoreCredit: boolean }).useStoreCredit).toBe(true);
    if (answer.step === 'confirm') expect(answer.values.useStoreCredit).toBe('on');
  });

  it('places the order with the key and the total shown; prices, totals and fees sent are not passed on', async () => {
    const { result, api } = await run(
      {
        ...FORM,
        intent: 'place',
        expectedTotal: '440000',
        idempotencyKey: 'c0ffee00-0000-4000-8000-000000000001',
        grandTotal: '1',
        shippingFee: '0',
        price: '1',
      },
      on(checkoutContract.placeOrder, ({ headers }) =>
        headers['idempotency-key'] === 'c0ffee00-0000-4000-8000-000000000001'
          ? ok({
              id: ORDER_ID,
              number: 'LT00000042',
              status: 'new',
              paymentStatus: 'unpaid',
              paymentMethod: 'COD',
              grandTotal: 440_000,
              payment: null,
            })
          : refused('IDEMPOTENCY_KEY_REQUIRED'),
      ),
    );
    expect((result as Response).headers.get('location')).toBe(`/checkout/completed/${ORDER_ID}`);
    expect(api.requests[0]!.body).toEqual({
      firstName: 'Minh Anh',
      lastName: 'Nguyễn',
      email: 'lan@example.vn',
      phone: '0912345678',
      address: '12 Lý Thường Kiệt',
      provinceId: '01',
      districtId: null,
      wardId: '00004',
      national: 'Việt Nam',
      set: '2025-07',
      deliveryMethod: 'STANDARD',
      paymentMethod: 'COD',
      note: 'Gọi trước khi giao',
      expectedTotal: 440_000,
      // No store credit unless the shopper asks for it.
      useStoreCredit: false,
    });
  });

  const placed = (paymentMethod: 'ONLINE' | 'THEGHINO', attemptId: string) =>
    ok({
      id: ORDER_ID,
      number: 'LT00000042',
      status: 'new',
      paymentStatus: 'unpaid',
      paymentMethod,
      grandTotal: 440_000,
      payment: { attemptId, paymentUrl: `https://sandbox.vnpayment.vn/pay?ref=${attemptId}` },
    });

  it('pays with the saved card chosen (cardId) and goes to the countdown to the gateway', async () => {
    const card = '00000000-0000-4000-8000-0000000000c1';
    const attempt = '00000000-0000-4000-8000-0000000000f1';
    const { result, api } = await run(
      {
        ...FORM,
        paymentMethod: 'THEGHINO',
        cardId: card,
        intent: 'place',
        expectedTotal: '440000',
        idempotencyKey: 'c0ffee00-0000-4000-8000-000000000011',
      },
      on(checkoutContract.placeOrder, placed('THEGHINO', attempt)),
    );
    expect(api.requests[0]!.body).toMatchObject({ paymentMethod: 'THEGHINO', cardId: card });
    expect((result as Response).headers.get('location')).toBe(`/checkout/pay/${attempt}`);
  });

  it('pays online through the gateway without a card, even if one was left in the form', async () => {
    const attempt = '00000000-0000-4000-8000-0000000000f2';
    const { result, api } = await run(
      {
        ...FORM,
        paymentMethod: 'ONLINE',
        cardId: '00000000-0000-4000-8000-0000000000c1',
        intent: 'place',
        expectedTotal: '440000',
        idempotencyKey: 'c0ffee00-0000-4000-8000-000000000012',
      },
      on(checkoutContract.placeOrder, placed('ONLINE', attempt)),
    );
    expect(api.requests[0]!.body).toMatchObject({ paymentMethod: 'ONLINE' });
    expect(api.requests[0]!.body).not.toHaveProperty('cardId');
    expect((result as Response).headers.get('location')).toBe(`/checkout/pay/${attempt}`);
  });

  it('asks for a card before paying with a saved one, without asking the API', async () => {
    const { result, api } = await run({ ...FORM, paymentMethod: 'THEGHINO', intent: 'review' });
    const refusal = result as { data: CheckoutActionData; init: ResponseInit };
    expect(refusal.init.status).toBe(400);
    expect(refusal.data).toEqual({
      step: 'form',
      fieldErrors: { cardId: 'validation:FieldIsNotEmpty' },
    });
    expect(api.requests).toEqual([]);
  });

  it('shows a way to pay the shop no longer takes beside the ways to pay, on the form', async () => {
    const { result } = await run(
      {
        ...FORM,
        paymentMethod: 'ONLINE',
        intent: 'place',
        expectedTotal: '440000',
        idempotencyKey: 'c0ffee00-0000-4000-8000-000000000014',
      },
      on(checkoutContract.placeOrder, refused('PAYMENT_METHOD_UNAVAILABLE')),
    );
    const refusal = result as { data: CheckoutActionData; init: ResponseInit };
    expect(refusal.init.status).toBe(422);
    expect(refusal.data).toEqual({
      step: 'form',
      fieldErrors: { paymentMethod: 'errors:PAYMENT_METHOD_UNAVAILABLE' },
    });
  });

  it('shows a saved card the API no longer knows beside the cards, on the form', async () => {
    const { result } = await run(
      {
        ...FORM,
        paymentMethod: 'THEGHINO',
        cardId: '00000000-0000-4000-8000-0000000000c9',
        intent: 'place',
        expectedTotal: '440000',
        idempotencyKey: 'c0ffee00-0000-4000-8000-000000000013',
      },
      on(checkoutContract.placeOrder, refused('CARD_NOT_FOUND')),
    );
    const refusal = result as { data: CheckoutActionData; init: ResponseInit };
    expect(refusal.init.status).toBe(404);
    expect(refusal.data).toEqual({
      step: 'form',
      fieldErrors: { cardId: 'errors:CARD_NOT_FOUND' },
    });
  });

  it('shows the new total when the prices changed, with a new key for the next attempt', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000002';
    const { result } = await run(
      { ...FORM, intent: 'place', expectedTotal: '440000', idempotencyKey: key },
      on(
        checkoutContract.placeOrder,
        refused('PriceOfItemsChanged', { params: { expectedTotal: 440_000, grandTotal: 470_000 } }),
      ),
      on(checkoutContract.preview, ok(preview(470_000))),
    );
    const answer = (result as { data: CheckoutActionData }).data;
    expect(answer).toMatchObject({ step: 'confirm', changedFrom: 440_000 });
    if (answer.step !== 'confirm') throw new Error('no confirmation');
    expect(answer.preview.pricing.grandTotal).toBe(470_000);
    expect(answer.key).not.toBe(key);
  });

  it.each(['CART_EMPTY', 'CART_ITEM_UNAVAILABLE', 'NotAllowAddMoreThanStock'] as const)(
    'sends a %s refusal to the order failed page',
    async (code) => {
      const { result } = await run(
        {
          ...FORM,
          intent: 'place',
          expectedTotal: '440000',
          idempotencyKey: 'c0ffee00-0000-4000-8000-000000000003',
        },
        on(checkoutContract.placeOrder, refused(code)),
      );
      expect((result as Response).headers.get('location')).toBe(`/checkout/failed?code=${code}`);
    },
  );

  it('reviews with the voucher the preview applied, and refuses one the server refused, saying why', async () => {
    const applied = {
      ...preview(350_000),
      voucher: { code: 'LOTUS10', applied: true, amount: 40_000, refusal: null },
    };
    const { result, api } = await run(
      { ...FORM, intent: 'review', voucherCode: 'LOTUS10' },
      on(checkoutContract.preview, ok(applied)),
    );
    expect((result as { data: CheckoutActionData }).data).toMatchObject({
      step: 'confirm',
      values: { voucherCode: 'LOTUS10' },
    });
    expect(api.requests[0]!.body).toMatchObject({ voucherCode: 'LOTUS10' });

    const refusedVoucher = {
      ...preview(),
      voucher: { code: 'LOTUS10', applied: false, amount: 0, refusal: 'VOUCHER_EXPIRED' as const },
    };
    const second = await run(
      { ...FORM, intent: 'review', voucherCode: 'LOTUS10' },
      on(checkoutContract.preview, ok(refusedVoucher)),
    );
    expect((second.result as { data: CheckoutActionData }).data).toEqual({
      step: 'form',
      fieldErrors: {},
      formError: { key: 'errors:VOUCHER_EXPIRED' },
    });
  });

  it('places the order with the voucher; a flash price gone shows the new figures and why', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000004';
    let sent: unknown;
    const { result } = await run(
      {
        ...FORM,
        intent: 'place',
        expectedTotal: '400000',
        idempotencyKey: key,
        voucherCode: 'LOTUS10',
      },
      on(checkoutContract.placeOrder, ({ body }) => {
        sent = body;
        return refused('FLASH_SALE_SOLD_OUT', { params: { infoId: 'x' } });
      }),
      on(checkoutContract.preview, ok(preview(470_000))),
    );
    expect(sent).toMatchObject({ voucherCode: 'LOTUS10', expectedTotal: 400_000 });
    const answer = (result as { data: CheckoutActionData }).data;
    expect(answer).toMatchObject({
      step: 'confirm',
      changedFrom: 400_000,
      changedBecause: { code: 'FLASH_SALE_SOLD_OUT' },
    });
    if (answer.step !== 'confirm') throw new Error('no confirmation');
    expect(answer.key).not.toBe(key);
  });

  it('sends the form back when the voucher is refused as the order is placed', async () => {
    const { result } = await run(
      {
        ...FORM,
        intent: 'place',
        expectedTotal: '400000',
        idempotencyKey: 'c0ffee00-0000-4000-8000-000000000005',
        voucherCode: 'GIAM50K',
      },
      on(
        checkoutContract.placeOrder,
        refused('VOUCHER_BELOW_MINIMUM', { params: { minSubtotal: '500.000 ₫' } }),
      ),
    );
    const refusal = result as { data: CheckoutActionData; init: ResponseInit };
    expect(refusal.init.status).toBe(422);
    expect(refusal.data).toEqual({
      step: 'form',
      fieldErrors: {},
      formError: { key: 'errors:VOUCHER_BELOW_MINIMUM', values: { minSubtotal: '500.000 ₫' } },
    });
  });
});
