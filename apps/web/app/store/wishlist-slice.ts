import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** An entry of the visitor's wishlist (spec section 3: `profile.wishlist`, items with an id). */
export interface WishlistItem {
  id: string;
}

/**
 * The visitor's wishlist, kept in local storage (`wishlist`). A signed-in shopper's list lives on
 * the server; the local one is merged into it at login and then emptied. Empty until the browser
 * has hydrated and read local storage, so the server render and the first client render agree.
 * The spec names this state `profile` (the slice's name and its key in the store).
 */
export interface WishlistState {
  wishlist: WishlistItem[];
  /** True once the wishlist was read from local storage. */
  restored: boolean;
}

const initialState: WishlistState = { wishlist: [], restored: false };

export const wishlistSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    wishlistRestored(state, action: PayloadAction<WishlistItem[]>) {
      state.wishlist = action.payload;
      state.restored = true;
    },
    /** Adds a product by id (newest first); one already there stays where it is. */
    wishlistAdded(state, action: PayloadAction<string>) {
      if (!state.wishlist.some((item) => item.id === action.payload))
        state.wishlist.unshift({ id: action.payload });
    },
    wishlistRemoved(state, action: PayloadAction<string>) {
      state.wishlist = state.wishlist.filter((item) => item.id !== action.payload);
    },
    /** Setting favourites replaces the wishlist (spec section 4). */
    favouritesSet(state, action: PayloadAction<string[]>) {
      state.wishlist = [...new Set(action.payload)].map((id) => ({ id }));
    },
  },
});

export const { wishlistRestored, wishlistAdded, wishlistRemoved, favouritesSet } =
  wishlistSlice.actions;
