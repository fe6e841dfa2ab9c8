// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wishlistContract } from '@lotus/core';
import { fakeApi, ok, on, refused } from '../test/fake-api';
import { action, loader } from './wishlist';

const A = '00000000-0000-4000-8000-00000000000a';

const post = (fields: Record<string, string>, api: ReturnType<typeof fakeApi>) =>
  action({
    request: new Request('http://x/wishlist', {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
    context: { lang: 'vi', requestId: 't', api },
  } as never);

describe('/wishlist', () => {
  it("answers the account's ids, and none for a visitor", async () => {
    const signedIn = fakeApi(on(wishlistContract.ids, ok([A])));
    expect(await loader({ context: { api: signedIn } } as never)).toEqual({ ids: [A] });
    const visitor = fakeApi(on(wishlistContract.ids, refused('UNAUTHORIZED')));
    expect(await loader({ context: { api: visitor } } as never)).toEqual({ ids: [] });
  });

  it('adds and removes through the API', async () => {
    const api = fakeApi(
      on(wishlistContract.add, ok({ productId: A })),
      on(wishlistContract.remove, ok({ productId: A })),
    );
    expect(await post({ intent: 'add', productId: A }, api)).toEqual({
      ok: true,
      intent: 'add',
      productId: A,
    });
    expect(await post({ intent: 'remove', productId: A }, api)).toMatchObject({ ok: true });
    expect(api.calls.map((c) => c.path)).toEqual([
      `/api/product/${A}/favourite`,
      `/api/product/favourite/${A}`,
    ]);
  });

  it('passes a refusal on as data (FAVOURITE_EXISTING is a warning, not a broken page)', async () => {
    const api = fakeApi(on(wishlistContract.add, refused('FAVOURITE_EXISTING')));
    expect(await post({ intent: 'add', productId: A }, api)).toEqual({
      ok: false,
      intent: 'add',
      productId: A,
      code: 'FAVOURITE_EXISTING',
    });
    expect(await post({ intent: 'add', productId: 'nope' }, api)).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
    });
  });

  it('merges only well-formed ids', async () => {
    const api = fakeApi(on(wishlistContract.merge, ok([A])));
    const result = await post({ intent: 'merge', productIds: JSON.stringify([A, 'x', 42]) }, api);
    expect(result).toEqual({ ok: true, intent: 'merge', productId: '', ids: [A] });
  });
});
