// @vitest-environment node
import {
  authContract,
  catalogContract,
  portalOfferContract,
  type PortalPromotion,
  type ProductDetail,
  type Role,
} from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test/fixtures';
import { fakeApi, ok, on, type FakeRoute } from '../../test/fake-api';
import { action, loader } from './promotions';

const PROMOTION = '00000000-0000-4000-8000-0000000000a7';
const GIFT_PRODUCT = '00000000-0000-4000-8000-0000000000c5';
const GIFT_VARIANT = '00000000-0000-4000-8000-0000000000c6';

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({
      id: '00000000-0000-4000-8000-0000000000e1',
      email: `${role}@lotus.vn`,
      role,
      isActive: true,
      profile: null,
    }),
  );

const detail = (overrides: Partial<ProductDetail>): ProductDetail => ({
  ...productFixture(),
  description: '',
  providerName: null,
  soldCount: 0,
  breadcrumb: [],
  images: [],
  variants: [],
  specifications: [],
  ...overrides,
});

const gift: PortalPromotion = {
  id: PROMOTION,
  nameVi: 'Tặng túi vải',
  nameEn: 'Free tote bag',
  startsAt: '2026-05-01T00:00:00.000Z',
  endsAt: '2026-05-31T16:59:00.000Z',
  stoppedAt: null,
  concentrated: false,
  state: 'RUNNING',
  productIds: [],
  categoryIds: [],
  type: 'GIFT_PRODUCT',
  discountType: 'PERCENT',
  value: 0,
  maxDiscount: null,
  minQuantity: null,
  minSubtotal: 500_000,
  giftInfoId: GIFT_VARIANT,
  giftQuantity: 1,
};

async function save(fields: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(meOf('OPERATOR'), ...routes);
  const request = new Request('http://x/portal/promotions', {
    method: 'POST',
    body: new URLSearchParams({
      intent: 'save',
      nameVi: 'Mua 3 giảm 10%',
      nameEn: 'Buy 3, 10% off',
      startsAt: '2026-05-01T00:00',
      endsAt: '2026-05-31T23:59',
      productIds: '',
      categoryIds: '',
      ...fields,
    }),
  });
  const result = (await action({
    request,
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  } as never)) as { data: any; init: ResponseInit | null };
  return { result, api };
}

describe('back office: promotions', () => {
  it('asks each type for what it needs, beside the field', async () => {
    const quantity = await save({ type: 'QUANTITY_BASED', discountType: 'PERCENT', value: '10' });
    expect(quantity.result.data.fieldErrors).toEqual({ minQuantity: 'validation:FieldIsNotEmpty' });
    const order = await save({ type: 'ORDER_BASED', discountType: 'FIXED', value: '50000' });
    expect(order.result.data.fieldErrors).toEqual({ minSubtotal: 'validation:FieldIsNotEmpty' });
    const present = await save({ type: 'GIFT_PRODUCT', giftQuantity: '1' });
    expect(present.result.data.fieldErrors).toEqual({ giftInfoId: 'validation:FieldIsNotEmpty' });
    expect(present.api.requests).toHaveLength(1);
  });

  it('creates a buy-more promotion with its cap, and a gift with its variant and quantity', async () => {
    const buyMore = await save(
      {
        type: 'QUANTITY_BASED',
        minQuantity: '3',
        discountType: 'PERCENT',
        value: '10',
        maxDiscount: '100000',
      },
      on(portalOfferContract.createPromotion, ok({ ...gift, type: 'QUANTITY_BASED' })),
    );
    expect(buyMore.api.requests[1]!.body).toMatchObject({
      type: 'QUANTITY_BASED',
      minQuantity: 3,
      discountType: 'PERCENT',
      value: 10,
      maxDiscount: 100_000,
      minSubtotal: null,
      giftInfoId: null,
    });
    const present = await save(
      { type: 'GIFT_PRODUCT', giftInfoId: GIFT_VARIANT, giftQuantity: '2', minSubtotal: '500000' },
      on(portalOfferContract.createPromotion, ok(gift)),
    );
    expect(present.api.requests[1]!.body).toMatchObject({
      type: 'GIFT_PRODUCT',
      giftInfoId: GIFT_VARIANT,
      giftQuantity: 2,
      minSubtotal: 500_000,
    });
  });

  it("opens a gift promotion with its gift's product named", async () => {
    const api = fakeApi(
      meOf('OPERATOR'),
      on(portalOfferContract.promotions, ok([gift])),
      on(catalogContract.categories, ok([])),
      on(
        portalOfferContract.preview,
        ok({
          pricing: {
            lines: [
              {
                infoId: GIFT_VARIANT,
                productId: GIFT_PRODUCT,
                quantity: 1,
                listPrice: 90_000,
                unitPrice: 90_000,
                lineTotal: 90_000,
                giftOf: null,
              },
            ],
            adjustments: [],
            itemsTotal: 90_000,
            subtotal: 90_000,
            discountTotal: 0,
            baseShippingFee: 0,
            shippingFee: 0,
            grandTotal: 90_000,
            freeShipping: { threshold: null, remaining: 0, reached: false },
            promotion: null,
            voucher: null,
          },
          offerNames: {},
          voucher: null,
        }),
      ),
      on(catalogContract.product, ok(detail({ id: GIFT_PRODUCT, name: 'Túi vải Lotus' }))),
    );
    const result = await loader({
      request: new Request(`http://x/portal/promotions?edit=${PROMOTION}`),
      params: {},
      context: { lang: 'vi', requestId: 't', api },
    } as never);
    expect(result.gift).toEqual({ id: GIFT_PRODUCT, name: 'Túi vải Lotus' });
  });
});
