/** The home page's own pieces: the banner, the perks, the newsletter teaser. */
export { HeroBanner } from './components/hero-banner';
export { NewsletterSoon } from './components/newsletter-soon';
export { Perks } from './components/perks';
