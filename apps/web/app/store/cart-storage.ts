import type { CartLine } from './product-slice';

/** Local storage keys of the spec (section 3). */
export const CARTS_KEY = 'carts';
export const TOTAL_QUANTITY_KEY = 'totalQuantity';

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.infoId === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0
  );
}

/** The stored cart; anything unreadable counts as empty rather than breaking the page. */
export function readStoredCart(storage: Storage): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CARTS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isCartLine).map((line) => ({
      infoId: line.infoId,
      quantity: line.quantity,
      isOrder: Boolean(line.isOrder),
    }));
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
