import type { AppAction } from './store';

/** An entry of the visitor's wishlist (spec section 3: `profile.wishlist`, items with an id). */
export interface WishlistItem {
  id: string;
}

/**
 * The visitor's wishlist, kept in local storage (`wishlist`). A signed-in shopper's list lives on
 * the server; the local one is merged into it at login and then emptied. Empty until the browser
 * has hydrated and read local storage, so the server render and the first client render agree.
 * The spec names this state `profile` (its key in the store).
 */
export interface WishlistState {
  wishlist: WishlistItem[];
  /** True once the wishlist was read from local storage. */
  restored: boolean;
}

export const initialWishlistState: WishlistState = { wishlist: [], restored: false };

export const wishlistRestored = (items: WishlistItem[]) =>
  ({ type: 'profile/wishlistRestored', payload: items }) as const;

/** Adds a product by id (newest first); one already there stays where it is. */
export const wishlistAdded = (productId: string) =>
  ({ type: 'profile/wishlistAdded', payload: productId }) as const;

export const wishlistRemoved = (productId: string) =>
  ({ type: 'profile/wishlistRemoved', payload: productId }) as const;

/** Setting favourites replaces the wishlist (spec section 4). */
export const favouritesSet = (productIds: string[]) =>
  ({ type: 'profile/favouritesSet', payload: productIds }) as const;

export type WishlistAction = ReturnType<
  typeof wishlistRestored | typeof wishlistAdded | typeof wishlistRemoved | typeof favouritesSet
>;

export function wishlistReducer(state: WishlistState, action: AppAction): WishlistState {
  switch (action.type) {
    case 'profile/wishlistRestored':
      return { wishlist: action.payload, restored: true };
    case 'profile/wishlistAdded':
      if (state.wishlist.some((item) => item.id === action.payload)) return state;
      return { ...state, wishlist: [{ id: action.payload }, ...state.wishlist] };
    case 'profile/wishlistRemoved':
      return { ...state, wishlist: state.wishlist.filter((item) => item.id !== action.payload) };
    case 'profile/favouritesSet':
      return { ...state, wishlist: [...new Set(action.payload)].map((id) => ({ id })) };
    default:
      return state;
  }
}
