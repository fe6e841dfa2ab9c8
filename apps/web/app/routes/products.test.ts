// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productFixture } from '../test/fixtures';
import { catalogContract } from '@lotus/core';
import { fakeApi, ok, on, refused } from '../test/fake-api';
import { loader, PRODUCTS_PAGE_SIZE } from './products';

type LoaderArgs = Parameters<typeof loader>[0];
const args = (url: string, api: ReturnType<typeof fakeApi>) =>
  ({
    request: new Request(url),
    url: new URL(url),
    pattern: '/products',
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  }) as LoaderArgs;

const FACETS = {
  brands: [{ name: 'Lotus Edu', count: 8 }],
  colours: [{ code: 'white', count: 5 }],
  sizes: [],
};
const NO_FACETS = { brands: [], colours: [], sizes: [] };

describe('products loader', () => {
  it('asks the public list for the search, filters, sort and page of the URL', async () => {
    const product = productFixture();
    const api = fakeApi(
      on(
        catalogContract.listPublic,
        ok([product], { meta: { page: 2, pageSize: PRODUCTS_PAGE_SIZE, total: 30 } }),
      ),
      on(catalogContract.facets, ok(FACETS)),
    );
    const result = await loader(
      args(
        'http://x/products?name=robot&categories=robots&page=2&size=m&minPrice=100000&inStock=true&sort=price_asc',
        api,
      ),
    );
    expect(api.calls).toEqual([
      {
        path: '/api/product/public',
        query: {
          page: 2,
          name: 'robot',
          categories: 'robots',
          minPrice: 100_000,
          size: 'M',
          inStock: 'true',
          sort: 'price_asc',
          limit: PRODUCTS_PAGE_SIZE,
          orderByPriority: 'ASC',
        },
      },
      { path: '/api/product/facets', query: { categories: 'robots' } },
    ]);
    expect(result.facets).toEqual(FACETS);
    expect(result.popular).toEqual([]);
    expect(result.products).toEqual([product]);
    expect(result.meta.total).toBe(30);
    expect(result.query).toMatchObject({ page: 2, size: ['M'], sort: 'price_asc' });
  });

  it('reads odd query values as the first page of everything, by priority', async () => {
    const api = fakeApi(
      on(catalogContract.listPublic, ok([], { meta: { page: 1, pageSize: 24, total: 0 } })),
      on(catalogContract.facets, ok(NO_FACETS)),
    );
    await loader(args('http://x/products?page=abc&name=%20%20&sort=cheapest&colour=x', api));
    expect(api.calls[0]!.query).toEqual({
      page: 1,
      limit: PRODUCTS_PAGE_SIZE,
      orderByPriority: 'ASC',
    });
  });

  it('offers the best sellers when a search finds nothing, and passes on the suggested query', async () => {
    const bestSeller = productFixture({ slug: 'robot-hut-bui' });
    const api = fakeApi(
      on(catalogContract.listPublic, (request) =>
        request.query?.sort === 'hot'
          ? ok([bestSeller], { meta: { page: 1, pageSize: 4, total: 1 } })
          : ok([], { meta: { page: 1, pageSize: 24, total: 0, search: { suggested: 'robot' } } }),
      ),
      on(catalogContract.facets, ok(NO_FACETS)),
    );
    const result = await loader(args('http://x/products?name=robot+xyzzy', api));
    expect(result.products).toEqual([]);
    expect(result.meta.search).toEqual({ suggested: 'robot' });
    expect(result.popular).toEqual([bestSeller]);
    expect(api.calls.at(-1)!.query).toMatchObject({ sort: 'hot', limit: 4 });
  });

  it('turns an API refusal into a route error with its status and code', async () => {
    const api = fakeApi(
      on(catalogContract.listPublic, refused('VALIDATION_ERROR', { status: 422 })),
      on(catalogContract.facets, ok(NO_FACETS)),
    );
    const thrown = await loader(args('http://x/products', api)).catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      type: 'DataWithResponseInit',
      data: { code: 'VALIDATION_ERROR' },
      init: { status: 422 },
    });
  });
});
