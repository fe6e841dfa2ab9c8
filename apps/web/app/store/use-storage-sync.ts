import { useEffect } from 'react';
import { CARTS_KEY, readStoredCart, writeStoredCart } from './cart-storage';
import { cartRestored } from './product-slice';
import type { AppStore } from './store';

/**
 * After hydration: reads the visitor's cart from local storage into the store, writes it back on
 * every change, and follows changes made in other tabs.
 */
export function useStorageSync(store: AppStore): void {
  useEffect(() => {
    store.dispatch(cartRestored(readStoredCart(localStorage)));
    let written = store.getState().product.carts;
    const unsubscribe = store.subscribe(() => {
      const { carts } = store.getState().product;
      if (carts === written) return;
      written = carts;
      writeStoredCart(localStorage, carts);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CARTS_KEY && event.key !== null) return;
      const carts = readStoredCart(localStorage);
      written = carts;
      store.dispatch(cartRestored(carts));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);
}
