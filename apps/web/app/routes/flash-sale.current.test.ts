// @vitest-environment node
import { offerContract } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on } from '../test/fake-api';
import { loader as currentLoader } from './flash-sale.current';
import { loader as productLoader } from './flash-sale.product';

const PRODUCT = '00000000-0000-4000-8000-000000000001';
const serverTime = '2026-11-24T03:00:00.000Z';
const args = (api: ReturnType<typeof fakeApi>, params: Record<string, string> = {}) =>
  ({
    request: new Request('http://x/flash-sale/current'),
    params,
    context: { lang: 'vi', requestId: 't', api },
  }) as unknown as Parameters<typeof currentLoader>[0] & Parameters<typeof productLoader>[0];

describe("the flash sale's clock routes", () => {
  it('ask the API itself, never a copy the server render shares, and are never kept', async () => {
    const api = fakeApi(
      on(
        offerContract.currentFlashSale,
        ok({ type: null, currentFlashSale: null, nextFlashSale: null, serverTime }),
      ),
      on(offerContract.productFlashSale, ok({ flashSale: null, serverTime })),
    );
    const current = await currentLoader(args(api));
    const product = await productLoader(args(api, { productId: PRODUCT }));
    // The endpoints are shared for pages; a countdown needs the server's time now.
    expect(offerContract.currentFlashSale.shared && offerContract.productFlashSale.shared).toBe(
      true,
    );
    expect(api.requests.map((r) => [r.path, r.shared])).toEqual([
      ['/api/flash-sale/current-flash-sale', false],
      [`/api/flash-sale/product/${PRODUCT}`, false],
    ]);
    for (const response of [current, product]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ serverTime });
    }
  });
});
