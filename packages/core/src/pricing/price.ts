import type { Dong } from '../money/money.ts';

/**
 * The catalogue price of one product as a shopper pays it: the sale price when there is a real
 * one (set, and below the price), otherwise the price. The database keeps the same figure in
 * `products.current_price` (a generated column that mirrors this rule) so lists can filter and
 * sort by it; a test holds the two equal for every product. The checkout's pricing engine grows
 * from here (price rules and flash prices join as adjustments).
 */
export function effectivePrice(price: Dong, salePrice: Dong | null | undefined): Dong {
  return isOnSale(price, salePrice) ? salePrice! : price;
}

/** Whether a product sells below its price (what shows the struck-through original). */
export function isOnSale(price: Dong, salePrice: Dong | null | undefined): boolean {
  return salePrice != null && salePrice < price;
}

/**
 * The whole-percent discount a card shows, rounded down, 0 when there is none
 * (`products.discount_percent` mirrors it for the "sale off" sort).
 */
export function discountPercent(price: Dong, salePrice: Dong | null | undefined): number {
  if (!isOnSale(price, salePrice) || price <= 0) return 0;
  return Math.floor(((price - salePrice!) * 100) / price);
}

/** What a shopper saves per unit (0 when the product is not on sale). */
export function savingPerUnit(price: Dong, salePrice: Dong | null | undefined): Dong {
  return price - effectivePrice(price, salePrice);
}
