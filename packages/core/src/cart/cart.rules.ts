/**
 * The quantity rules of the spec (section 5): a quantity must be a whole number above 0 and may
 * not exceed the stock. The browser uses them for instant feedback; the order service re-checks.
 */

/** A line of a cart (spec section 3): the variant (`infoId`), how many, and whether it was ordered. */
export interface CartLine {
  infoId: string;
  quantity: number;
  isOrder: boolean;
}

/**
 * A cart line from untrusted data (local storage, a merged cart), or null when it is not one: the
 * variant id must be a string and the quantity a whole number above 0; `isOrder` defaults to
 * false. Written without a schema library so the browser's first load stays light.
 */
export function toCartLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  if (typeof line.infoId !== 'string' || !line.infoId) return null;
  if (typeof line.quantity !== 'number' || !Number.isInteger(line.quantity)) return null;
  if (line.quantity <= 0) return null;
  return { infoId: line.infoId, quantity: line.quantity, isOrder: line.isOrder === true };
}

/** Why a quantity is refused: the spec's notification keys. */
export type QuantityProblem = 'NotAllowQuantityZero' | 'NotAllowAddMoreThanStock';

/** The largest quantity one cart line may ask for, whatever the stock. */
export const MAX_LINE_QUANTITY = 999;

/**
 * Checks a quantity a shopper chose against the stock: null when it may be taken, otherwise the
 * problem. Not a whole number, 0 or less is `NotAllowQuantityZero`; above the stock (or above
 * `MAX_LINE_QUANTITY`) is `NotAllowAddMoreThanStock`.
 */
export function checkQuantity(quantity: number, stock: number): QuantityProblem | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return 'NotAllowQuantityZero';
  if (quantity > Math.max(0, Math.min(stock, MAX_LINE_QUANTITY))) return 'NotAllowAddMoreThanStock';
  return null;
}

/**
 * Checks adding `quantity` to a cart that already holds `inCart` of the same variant (adding an
 * existing line raises its quantity, so the sum must fit the stock).
 */
export function checkAddToCart(
  quantity: number,
  inCart: number,
  stock: number,
): QuantityProblem | null {
  return checkQuantity(quantity, stock) ?? checkQuantity(quantity + Math.max(0, inCart), stock);
}
