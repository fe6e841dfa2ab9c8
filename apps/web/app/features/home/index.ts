/** The home page's own pieces: the banner and the perks. */
export { HeroBanner } from './components/hero-banner';
export { Perks } from './components/perks';
