// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readStoredCart, writeStoredCart } from './cart-storage';
import { MAX_TOASTS, toastDismissed, toastShown } from './common-slice';
import {
  cartCleared,
  cartLineAdded,
  cartLineRemoved,
  cartQuantityUpdated,
  cartRestored,
  orderedLinesRemoved,
} from './cart-slice';
import { favouritesSet, wishlistAdded, wishlistRemoved, wishlistRestored } from './wishlist-slice';
import { makeStore } from './store';
import { readStoredWishlist, writeStoredWishlist } from './wishlist-storage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('store', () => {
  it('starts in the language it is given, with the spec defaults', () => {
    const state = makeStore({ language: 'en' }).getState();
    expect(state.common).toMatchObject({ language: 'en', timeout: 30000, notifications: [] });
    expect(state.session).toMatchObject({
      loadingCount: 0,
      isLoading: false,
      sessionLoading: false,
    });
    expect(state.product).toMatchObject({ carts: [], totalCart: 0 });
  });

  it('keeps separate state per store (one per request)', () => {
    const a = makeStore();
    const b = makeStore();
    a.dispatch(cartLineAdded({ infoId: 'x', quantity: 1, isOrder: false }));
    expect(b.getState().product.carts).toEqual([]);
  });

  it('keeps the newest three toasts', () => {
    const store = makeStore();
    for (let i = 0; i < 5; i += 1) store.dispatch(toastShown({ type: 'info', message: `m${i}` }));
    const { notifications } = store.getState().common;
    expect(notifications).toHaveLength(MAX_TOASTS);
    expect(notifications.map((n) => n.message)).toEqual(['m2', 'm3', 'm4']);
    store.dispatch(toastDismissed(notifications[0]!.key));
    expect(store.getState().common.notifications).toHaveLength(2);
  });

  it('follows the spec cart rules: same infoId adds up, total is the number of lines', () => {
    const store = makeStore();
    store.dispatch(cartLineAdded({ infoId: 'a', quantity: 1, isOrder: true }));
    store.dispatch(cartLineAdded({ infoId: 'a', quantity: 2, isOrder: true }));
    store.dispatch(cartLineAdded({ infoId: 'b', quantity: 1, isOrder: false }));
    expect(store.getState().product.carts).toEqual([
      { infoId: 'a', quantity: 3, isOrder: true },
      { infoId: 'b', quantity: 1, isOrder: false },
    ]);
    expect(store.getState().product.totalCart).toBe(2);

    store.dispatch(cartQuantityUpdated({ infoId: 'b', quantity: 0 }));
    expect(store.getState().product.carts[1]!.quantity).toBe(1);
    store.dispatch(cartQuantityUpdated({ infoId: 'b', quantity: 4 }));
    expect(store.getState().product.carts[1]!.quantity).toBe(4);

    store.dispatch(orderedLinesRemoved());
    expect(store.getState().product.carts.map((l) => l.infoId)).toEqual(['b']);
    store.dispatch(cartLineRemoved('b'));
    expect(store.getState().product.totalCart).toBe(0);
    store.dispatch(cartRestored([{ infoId: 'z', quantity: 1, isOrder: false }]));
    store.dispatch(cartCleared());
    expect(store.getState().product).toMatchObject({ carts: [], totalCart: 0, restored: true });
  });

  it('reads back what it stored, and treats a damaged cart as empty', () => {
    const storage = memoryStorage();
    writeStoredCart(storage, [{ infoId: 'a', quantity: 2, isOrder: false }]);
    expect(storage.getItem('totalQuantity')).toBe('1');
    expect(readStoredCart(storage)).toEqual([{ infoId: 'a', quantity: 2, isOrder: false }]);
    storage.setItem('carts', '{not json');
    expect(readStoredCart(storage)).toEqual([]);
    storage.setItem(
      'carts',
      JSON.stringify([{ infoId: 'a', quantity: -1 }, { nope: 1 }, { infoId: 'b', quantity: 1 }]),
    );
    expect(readStoredCart(storage)).toEqual([{ infoId: 'b', quantity: 1, isOrder: false }]);
  });

  it('follows the spec wishlist rules: add and remove by id, setting favourites replaces it', () => {
    const store = makeStore();
    store.dispatch(wishlistRestored([]));
    store.dispatch(wishlistAdded('a'));
    store.dispatch(wishlistAdded('b'));
    store.dispatch(wishlistAdded('a'));
    expect(store.getState().profile.wishlist).toEqual([{ id: 'b' }, { id: 'a' }]);
    store.dispatch(wishlistRemoved('b'));
    expect(store.getState().profile.wishlist).toEqual([{ id: 'a' }]);
    store.dispatch(favouritesSet(['x', 'y', 'x']));
    expect(store.getState().profile.wishlist).toEqual([{ id: 'x' }, { id: 'y' }]);
  });

  it('keeps the wishlist under `wishlist`, and reads a damaged one as empty', () => {
    const storage = memoryStorage();
    writeStoredWishlist(storage, [{ id: 'a' }, { id: 'b' }]);
    expect(JSON.parse(storage.getItem('wishlist')!)).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(readStoredWishlist(storage)).toEqual([{ id: 'a' }, { id: 'b' }]);
    writeStoredWishlist(storage, []);
    expect(storage.getItem('wishlist')).toBeNull();
    storage.setItem('wishlist', '{oops');
    expect(readStoredWishlist(storage)).toEqual([]);
    storage.setItem('wishlist', JSON.stringify(['plain-id', { id: 'c' }, { nope: 1 }, 'c']));
    expect(readStoredWishlist(storage)).toEqual([{ id: 'plain-id' }, { id: 'c' }]);
  });
});
