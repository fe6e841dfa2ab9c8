/** The running flash sale, fresh, with the server's time (`routes/flash-sale.current.ts`). */
export const CURRENT_FLASH_SALE_ROUTE = '/flash-sale/current';

/** A product's flash offer, fresh, with the server's time (`routes/flash-sale.product.ts`). */
export const productFlashSaleRoute = (productId: string) =>
  `/flash-sale/product/${encodeURIComponent(productId)}`;
