/** Flash sales: the running sale's data, a countdown on the server's clock, the product panel. */
export {
  getCurrentFlashSale,
  getProductFlashSale,
  listFlashSaleProducts,
} from './api/flash-sale-api';
export { Countdown } from './components/countdown';
export { ProductFlashPanel } from './components/product-flash-panel';
export { flashPhase, isSoldOut, soldPercent, type FlashPhase } from './flash-display';
export { CURRENT_FLASH_SALE_ROUTE } from './flash-routes';
export { useCountdown } from './hooks/use-countdown';
export { useServerClock } from './hooks/use-server-clock';
