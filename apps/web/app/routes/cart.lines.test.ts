// @vitest-environment node
import { cartContract, catalogContract, type ProductDetail } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { cartLineFixture, cartViewFixture, productFixture } from '../test/fixtures';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { action, loader } from './cart.lines';

const V1 = '00000000-0000-4000-8000-0000000000c1';
const V2 = '00000000-0000-4000-8000-0000000000c2';
const context = (...routes: FakeRoute[]) => {
  const api = fakeApi(...routes);
  return { api, context: { lang: 'vi' as const, requestId: 't', api } };
};
const post = (fields: Record<string, string>) =>
  new Request('http://x/cart/lines', { method: 'POST', body: new URLSearchParams(fields) });
const run = async (fields: Record<string, string>, ...routes: FakeRoute[]) => {
  const { api, context: ctx } = context(...routes);
  const result = (await action({ request: post(fields), params: {}, context: ctx } as never)) as {
    data: unknown;
    init: ResponseInit | null;
  };
  return { ...result, api };
};

describe('/cart/lines', () => {
  const view = cartViewFixture([cartLineFixture({ infoId: V1, quantity: 2 })]);

  it("prices a visitor's local cart, keeping only well-formed lines", async () => {
    const { api, context: ctx } = context(on(cartContract.priceLocal, ok(view)));
    const lines = [
      { infoId: V1, quantity: 2, isOrder: false },
      { infoId: V2, quantity: 0, isOrder: false },
      { infoId: V2, quantity: 1.5, isOrder: false },
      'nonsense',
    ];
    const url = `http://x/cart/lines?lines=${encodeURIComponent(JSON.stringify(lines))}`;
    const response = await loader({ request: new Request(url), params: {}, context: ctx } as never);
    expect(await response.json()).toEqual({ view, gifts: {} });
    expect(api.requests[0]!.body).toEqual({ lines: [lines[0]] });
  });

  it("names the product a gift promotion gives, so the cart shows the shopper's gift", async () => {
    const GIFT_PRODUCT = '00000000-0000-4000-8000-0000000000d1';
    const GIFT_VARIANT = '00000000-0000-4000-8000-0000000000d2';
    const PROMOTION = '00000000-0000-4000-8000-0000000000d3';
    const withGift = cartViewFixture([cartLineFixture({ infoId: V1, quantity: 1 })], 500_000, {
      offers: [
        {
          stage: 'PROMOTION',
          kind: 'GIFT_PRODUCT',
          ref: PROMOTION,
          gift: { infoId: GIFT_VARIANT, productId: GIFT_PRODUCT, price: 150_000, quantity: 1 },
        },
      ],
      offerNames: { [PROMOTION]: 'Tặng đồ chơi robot' },
    });
    expect(withGift.pricing.lines.at(-1)).toMatchObject({
      infoId: GIFT_VARIANT,
      giftOf: PROMOTION,
    });
    const gift: ProductDetail = {
      ...productFixture({ id: GIFT_PRODUCT, slug: 'robot-mini', name: 'Robot mini' }),
      description: '',
      providerName: null,
      soldCount: 0,
      breadcrumb: [],
      images: [],
      variants: [],
      specifications: [],
    };
    const { context: ctx } = context(
      on(cartContract.priceLocal, ok(withGift)),
      on(catalogContract.product, ({ params }) =>
        params.id === GIFT_PRODUCT ? ok(gift) : refused('PRODUCT_NOT_FOUND'),
      ),
    );
    const lines = [{ infoId: V1, quantity: 1, isOrder: false }];
    const url = `http://x/cart/lines?lines=${encodeURIComponent(JSON.stringify(lines))}`;
    const response = await loader({ request: new Request(url), params: {}, context: ctx } as never);
    expect((await response.json()).gifts).toEqual({
      [GIFT_PRODUCT]: {
        productId: GIFT_PRODUCT,
        slug: 'robot-mini',
        name: 'Robot mini',
        image: gift.image,
      },
    });
  });

  it("adds to the signed-in shopper's cart on the server", async () => {
    const { data, api } = await run(
      { intent: 'add', infoId: V1, quantity: '2' },
      on(cartContract.add, ok(view)),
    );
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/cart/lines',
      body: { infoId: V1, quantity: 2 },
    });
    expect(data).toMatchObject({ ok: true, intent: 'add', infoId: V1, asked: 2, view });
  });

  it("answers the spec's message when the stock is short, keeping the API's status", async () => {
    const { data, init } = await run(
      { intent: 'set', infoId: V1, quantity: '9' },
      on(cartContract.setQuantity, refused('NotAllowAddMoreThanStock', { params: { stock: 3 } })),
    );
    expect(init?.status).toBe(422);
    expect(data).toMatchObject({ ok: false, message: 'catalog:notify.NotAllowAddMoreThanStock' });
  });

  it.each([
    ['0', 'catalog:notify.NotAllowQuantityZero'],
    ['-1', 'catalog:notify.NotAllowQuantityZero'],
    ['1.5', 'catalog:notify.NotAllowQuantityZero'],
    ['abc', 'catalog:notify.NotAllowQuantityZero'],
    ['1e9', 'catalog:notify.NotAllowAddMoreThanStock'],
  ])(
    'refuses the quantity %s with the spec message, without asking the API',
    async (quantity, message) => {
      const { data, init, api } = await run({ intent: 'set', infoId: V1, quantity });
      expect(init?.status).toBe(400);
      expect(data).toMatchObject({ ok: false, message });
      expect(api.requests).toEqual([]);
    },
  );

  it("words a field's refusal from the API with the validation table", async () => {
    const { data } = await run(
      { intent: 'add', infoId: V1, quantity: '1' },
      on(cartContract.add, refused('PRODUCT_NOT_FOUND')),
    );
    expect(data).toMatchObject({ ok: false, message: 'errors:PRODUCT_NOT_FOUND' });
  });

  it('removes a line and merges a local cart', async () => {
    const removed = await run({ intent: 'remove', infoId: V1 }, on(cartContract.remove, ok(view)));
    expect(removed.api.requests[0]).toMatchObject({
      method: 'DELETE',
      path: `/api/cart/lines/${V1}`,
    });
    const lines = [{ infoId: V1, quantity: 1, isOrder: false }];
    const merged = await run(
      { intent: 'merge', lines: JSON.stringify(lines) },
      on(cartContract.merge, ok(view)),
    );
    expect(merged.api.requests[0]!.body).toEqual({ lines });
  });

  it('refuses an unknown intent or a variant id that is not one, without asking the API', async () => {
    const { data, api } = await run({ intent: 'steal', infoId: V1 });
    expect(data).toMatchObject({ ok: false, message: 'errors:BAD_REQUEST' });
    expect(api.requests).toEqual([]);
    const bad = await run({ intent: 'remove', infoId: '../admin' });
    expect(bad.data).toMatchObject({ ok: false, message: 'errors:BAD_REQUEST' });
    expect(data).toMatchObject({ ok: false, message: 'errors:BAD_REQUEST' });
    expect(api.requests).toEqual([]);
  });
});
