/** The wishlist: the hearts, the account's list kept in step, and its API calls. */
export {
  addFavourite,
  listFavouriteIds,
  listFavourites,
  mergeFavourites,
  removeFavourite,
} from './api/wishlist-api';
export { WishlistButton } from './components/wishlist-button';
export { WishlistSync } from './components/wishlist-sync';
export {
  useWishlistIds,
  useWishlistToggle,
  WISHLIST_ACTION,
  type WishlistActionData,
} from './hooks/use-wishlist';
