/** The home page's own pieces: the banner, the perks and the flash-sale strip. */
export { FlashSaleStrip } from './components/flash-sale-strip';
export { HeroBanner } from './components/hero-banner';
export { Perks } from './components/perks';
