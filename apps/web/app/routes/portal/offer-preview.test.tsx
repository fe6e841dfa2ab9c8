import {
  authContract,
  catalogContract,
  portalOfferContract,
  type OfferPreviewInput,
  type ProductDetail,
  type Role,
} from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferPreviewResult } from '../../features/portal-kit';
import { productFixture } from '../../test/fixtures';
import { fakeApi, ok, on, refused, type FakeRoute } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { action } from './offer-preview';
import { loader as products } from './offer-products';

const ROBOT = '00000000-0000-4000-8000-0000000000c1';
const RED = '00000000-0000-4000-8000-0000000000c2';
const RULE = '00000000-0000-4000-8000-0000000000b1';
const PROMO = '00000000-0000-4000-8000-0000000000a7';

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

const robot: ProductDetail = {
  ...productFixture({ id: ROBOT, name: 'Robot Lotus', price: 1_000_000 }),
  description: '',
  providerName: null,
  soldCount: 0,
  breadcrumb: [],
  images: [],
  variants: [{ id: RED, sku: 'RB-RED', colour: 'red', size: null, stock: 4 }],
  specifications: [],
};

/** The API's answer for 2 red robots: a 10 % price rule, then a 50,000 ₫ promotion; a voucher short of its minimum. */
const answer = {
  pricing: {
    lines: [
      {
        infoId: RED,
        productId: ROBOT,
        quantity: 2,
        listPrice: 1_000_000,
        unitPrice: 900_000,
        lineTotal: 1_800_000,
        giftOf: null,
      },
    ],
    adjustments: [
      { reason: 'PRICE_RULE', ref: RULE, infoId: RED, amount: 200_000, discountText: '-10%' },
      { reason: 'PROMOTION', ref: PROMO, infoId: null, amount: 50_000, discountText: '-50.000 ₫' },
    ],
    itemsTotal: 2_000_000,
    subtotal: 1_800_000,
    discountTotal: 50_000,
    baseShippingFee: 0,
    shippingFee: 0,
    grandTotal: 1_750_000,
    freeShipping: { threshold: null, remaining: 0, reached: false },
    promotion: { ref: PROMO, amount: 50_000, discountText: '-50.000 ₫' },
    voucher: { ref: 'v', amount: 0, refusal: 'VOUCHER_BELOW_MINIMUM' },
  },
  offerNames: { [RULE]: 'Giảm giá robot', [PROMO]: 'Đơn từ 1 triệu' },
  voucher: { code: 'HE2026', applied: false, amount: 0, refusal: 'VOUCHER_BELOW_MINIMUM' },
};

async function preview(fields: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(meOf('OPERATOR'), ...routes);
  const result = (await action({
    request: new Request('http://x/portal/offers/preview', {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  } as never)) as { data: any; init: ResponseInit | null };
  return { result, api };
}

describe('back office: price preview', () => {
  it('prices the test cart at the instant asked, names its lines and finds the voucher minimum', async () => {
    const { result, api } = await preview(
      {
        'lines.0.infoId': RED,
        'lines.0.quantity': '2',
        voucherCode: 'he2026',
        at: '2026-05-01T12:00',
      },
      on(portalOfferContract.preview, ok(answer)),
      on(catalogContract.product, ok(robot)),
      on(portalOfferContract.vouchers, ok([])),
    );
    expect(api.requests[1]!.body).toEqual({
      lines: [{ infoId: RED, quantity: 2 }],
      voucherCode: 'HE2026',
      at: '2026-05-01T12:00:00+07:00',
    } satisfies OfferPreviewInput);
    expect(result.data).toMatchObject({
      ok: true,
      names: { [RED]: { product: 'Robot Lotus', variant: 'Đỏ · RB-RED' } },
      at: '2026-05-01T12:00:00+07:00',
    });

    renderWithProviders(<OfferPreviewResult answer={{ ...result.data, minimum: 2_000_000 }} />);
    const discounts = screen.getByRole('region', { name: 'Giảm giá đã áp dụng' });
    expect(within(discounts).getByText(/Quy tắc giá/)).toHaveTextContent(
      'Quy tắc giá: Giảm giá robot',
    );
    expect(within(discounts).getByText('-10%')).toBeInTheDocument();
    expect(within(discounts).getByText(/Khuyến mãi/)).toHaveTextContent(
      'Khuyến mãi: Đơn từ 1 triệu',
    );
    expect(screen.getByText('Khách trả').nextElementSibling).toHaveTextContent('1.750.000 ₫');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mã HE2026: Đơn hàng chưa đạt giá trị tối thiểu 2.000.000 ₫ để dùng mã giảm giá này.',
    );
  });

  it('asks for a product before asking the API, and shows a vanished variant on its line', async () => {
    const empty = await preview({ voucherCode: '' });
    expect(empty.result.data.fieldErrors).toEqual({ lines: 'validation:FieldIsNotEmpty' });
    expect(empty.api.requests).toHaveLength(1);
    const gone = await preview(
      { 'lines.0.infoId': RED, 'lines.0.quantity': '1' },
      on(portalOfferContract.preview, refused('PRODUCT_NOT_FOUND', { params: { infoId: RED } })),
    );
    expect(gone.result.data.fieldErrors).toEqual({ 'lines.0.infoId': 'errors:PRODUCT_NOT_FOUND' });
  });

  it("finds products for the forms and names a product's variants, for staff only", async () => {
    const run = (url: string, role: Role, ...routes: FakeRoute[]) =>
      Promise.resolve(
        products({
          request: new Request(url),
          params: {},
          context: { lang: 'en', requestId: 't', api: fakeApi(meOf(role), ...routes) },
        } as never),
      ).catch((e: unknown) => e);
    const found = (await run(
      'http://x/portal/offers/products?q=robot',
      'OPERATOR',
      on(
        catalogContract.suggest,
        ok([
          {
            id: ROBOT,
            slug: 'robot',
            name: 'Robot Lotus',
            sku: 'RB',
            price: 1_000_000,
            currentPrice: 1_000_000,
            image: null,
          },
        ]),
      ),
    )) as Response;
    expect(await found.json()).toEqual({
      q: 'robot',
      items: [{ id: ROBOT, name: 'Robot Lotus', sku: 'RB', price: 1_000_000 }],
    });
    const variants = (await run(
      `http://x/portal/offers/products?id=${ROBOT}`,
      'ADMIN',
      on(catalogContract.product, ok(robot)),
    )) as Response;
    expect(await variants.json()).toMatchObject({
      product: { name: 'Robot Lotus', variants: [{ id: RED, label: 'Red', sku: 'RB-RED' }] },
    });
    expect(await run('http://x/portal/offers/products?q=robot', 'CUSTOMER')).toMatchObject({
      init: { status: 403 },
    });
  });
});
