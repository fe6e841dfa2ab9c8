/** The shop's shell: header (search, account menu, cart and wishlist links), footer, policies. */
export { type SuggestionsAnswer } from './components/search-form';
export { SiteFooter } from './components/site-footer';
export { SiteHeader } from './components/site-header';
