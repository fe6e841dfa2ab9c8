import { useEffect } from 'react';
import { CARTS_KEY, readStoredCart, writeStoredCart } from './cart-storage';
import { cartRestored } from './cart-slice';
import { wishlistRestored } from './wishlist-slice';
import type { AppStore } from './store';
import { readStoredWishlist, WISHLIST_KEY, writeStoredWishlist } from './wishlist-storage';

/**
 * After hydration: reads the visitor's cart and wishlist from local storage into the store,
 * writes them back on every change, and follows changes made in other tabs.
 */
export function useStorageSync(store: AppStore): void {
  useEffect(() => {
    store.dispatch(cartRestored(readStoredCart(localStorage)));
    store.dispatch(wishlistRestored(readStoredWishlist(localStorage)));
    let written = store.getState().product.carts;
    let writtenWishlist = store.getState().profile.wishlist;
    const unsubscribe = store.subscribe(() => {
      const { carts } = store.getState().product;
      const { wishlist } = store.getState().profile;
      if (carts !== written) {
        written = carts;
        writeStoredCart(localStorage, carts);
      }
      if (wishlist !== writtenWishlist) {
        writtenWishlist = wishlist;
        writeStoredWishlist(localStorage, wishlist);
      }
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === CARTS_KEY || event.key === null) {
        const carts = readStoredCart(localStorage);
        written = carts;
        store.dispatch(cartRestored(carts));
      }
      if (event.key === WISHLIST_KEY || event.key === null) {
        const wishlist = readStoredWishlist(localStorage);
        writtenWishlist = wishlist;
        store.dispatch(wishlistRestored(wishlist));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);
}
