import type { Dong } from '../money/money.ts';

/**
 * The catalogue price of one product before any programme: the sale price when there is a real
 * one (set, and below the price), otherwise the price. The database's generated
 * `products.current_price` is the lower of this and the running price rules' price
 * (`products.rule_price`, kept by the `offers.reprice` job; see `catalogueUnitPrice`), so lists
 * filter and sort by what a shopper pays; a test holds the two equal for every product. The
 * checkout's pricing engine starts from here (price rules and flash prices join as adjustments).
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
