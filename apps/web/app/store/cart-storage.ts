import { toCartLine, type CartLine } from '@lotus/core';

/** Local storage keys of the spec (section 3). */
export const CARTS_KEY = 'carts';
const TOTAL_QUANTITY_KEY = 'totalQuantity';

/**
 * The stored cart, each line checked by core's `toCartLine` (lines that aren't are dropped);
 * anything unreadable counts as empty rather than breaking the page.
 */
export function readStoredCart(storage: Storage): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CARTS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.map(toCartLine).filter((line): line is CartLine => line !== null);
  } catch {
    return [];
  }
}

export function writeStoredCart(storage: Storage, carts: CartLine[]): void {
  try {
    storage.setItem(CARTS_KEY, JSON.stringify(carts));
    storage.setItem(TOTAL_QUANTITY_KEY, String(carts.length));
  } catch {
    // Private mode or a full quota: the cart still works for this page view.
  }
}
