/** The cart: the visitor's local cart priced by the server, the signed-in shopper's server cart. */
export { getCart, mergeCart, priceLocalCart } from './api/cart-api';
export { giftProducts } from './api/gift-api';
export { lineAdjustments, type AdjustmentRow, type ShownAdjustment } from './adjustment-rows';
export { CART_LINES_ROUTE } from './cart-route';
export { changeCart, parseLines, type CartActionData, type CartIntent } from './cart-actions';
export { displayCart, type DisplayCart } from './cart-display';
export { CartContents, EmptyCart } from './components/cart-contents';
export {
  GiftLineItem,
  LineOfferTags,
  type GiftProduct,
  type GiftProducts,
} from './components/line-offers';
export { PriceSummary, type SummaryFigures } from './components/price-summary';
export { useLocalCart } from './hooks/use-local-cart';
export { useServerCart } from './hooks/use-server-cart';
