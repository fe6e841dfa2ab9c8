// @vitest-environment node
import { catalogContract, offerContract, type ProductDetail } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../test/fixtures';
import { fakeApi, ok, on, refused } from '../test/fake-api';
import { loader, productJsonLd } from './product';

type LoaderArgs = Parameters<typeof loader>[0];
const args = (slug: string, api: ReturnType<typeof fakeApi>) =>
  ({
    request: new Request(`http://x/products/${slug}`),
    params: { slug },
    context: { lang: 'vi', requestId: 't', api },
  }) as unknown as LoaderArgs;

const detail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...productFixture({ slug: 'robot-x1', price: 2_000_000, currentPrice: 1_500_000 }),
  description: 'Một robot.',
  providerName: 'Lotus Labs',
  soldCount: 3,
  breadcrumb: [{ id: '00000000-0000-4000-8000-000000000099', slug: 'robot', name: 'Robot' }],
  images: [
    { url: '/images/products/robot-x1-1.webp', width: 800, height: 800, alt: '', colour: null },
  ],
  variants: [],
  specifications: [],
  ...overrides,
});

describe('product loader', () => {
  it('asks for the product and related products by slug, at once, then its flash sale, and names its options', async () => {
    const product = detail({ colours: ['red'], sizes: ['M', 'L'] });
    const flash = { flashSale: null, serverTime: '2026-11-23T03:00:00.000Z' };
    const api = fakeApi(
      on(catalogContract.product, ok(product)),
      on(catalogContract.related, ok([productFixture()])),
      on(offerContract.productFlashSale, ({ params }) =>
        params.productId === product.id ? ok(flash) : refused('PRODUCT_NOT_FOUND'),
      ),
    );
    const result = await loader(args('robot-x1', api));
    expect(api.calls.map((c) => c.path).sort()).toEqual([
      // Whether a referral campaign runs (the fake says nothing: no referral link).
      '/api/campaign/active',
      `/api/flash-sale/product/${product.id}`,
      // The cheapest installment plan for its price ("Trả góp từ … ₫/tháng").
      '/api/payment/installments',
      '/api/product/robot-x1/public',
      '/api/product/robot-x1/related',
      // Its reviews (the fake has none: the page stands without them).
      `/api/review/${product.id}/customer-review`,
      `/api/review/${product.id}/public`,
      `/api/review/${product.id}/summary`,
    ]);
    expect(result.reviews).toBeNull();
    expect(result.referralOpen).toBe(false);
    expect(result.flashSale).toEqual(flash);
    expect(result.product.slug).toBe('robot-x1');
    expect(result.related).toHaveLength(1);
    expect(result.options).toEqual({
      colours: [{ code: 'red', name: 'Đỏ', hex: '#d7263d' }],
      sizes: ['M', 'L'],
    });
  });

  it('answers an unknown product with the 404 page', async () => {
    const api = fakeApi(
      on(catalogContract.product, refused('PRODUCT_NOT_FOUND')),
      on(catalogContract.options, refused('PRODUCT_NOT_FOUND')),
    );
    const thrown = await loader(args('nope', api)).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { code: 'PRODUCT_NOT_FOUND' } });
  });
});

describe('product structured data', () => {
  it('gives search engines the price in VND, availability and absolute addresses', () => {
    expect(productJsonLd(detail(), 'https://shop.example.vn')).toMatchObject({
      '@type': 'Product',
      sku: 'RB-X1',
      image: ['https://shop.example.vn/images/products/robot-x1-1.webp'],
      brand: { name: 'Lotus Labs' },
      offers: {
        priceCurrency: 'VND',
        price: 1_500_000,
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example.vn/products/robot-x1',
      },
    });
    expect(productJsonLd(detail(), '')).not.toHaveProperty('aggregateRating');
    const soldOut = productJsonLd(detail({ inStock: false, currentPrice: 2_000_000 }), '');
    expect(soldOut.offers).toMatchObject({
      price: 2_000_000,
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

describe('product structured data with reviews', () => {
  it('gives the rating and the approved reviews shown when there are any', () => {
    const data = productJsonLd(detail({ rating: { average: 4.5, count: 2 } }), '', [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        rating: 5,
        content: 'Đẹp </script>',
        authorName: 'Lan P.',
        verifiedPurchase: true,
        variant: null,
        createdAt: '2026-11-20T03:00:00.000Z',
        photos: [],
      },
    ]);
    expect(data).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      review: [
        {
          '@type': 'Review',
          reviewRating: { ratingValue: 5 },
          author: { name: 'Lan P.' },
          datePublished: '2026-11-20',
        },
      ],
    });
  });
});
