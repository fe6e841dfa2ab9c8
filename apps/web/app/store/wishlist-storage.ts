import type { WishlistItem } from './wishlist-slice';

/** Local storage key of the spec (section 3). */
export const WISHLIST_KEY = 'wishlist';

/** The stored wishlist; anything unreadable counts as empty rather than breaking the page. */
export function readStoredWishlist(storage: Storage): WishlistItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(WISHLIST_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed
      .map((item: unknown) =>
        typeof item === 'string'
          ? item
          : typeof item === 'object' &&
              item !== null &&
              typeof (item as WishlistItem).id === 'string'
            ? (item as WishlistItem).id
            : null,
      )
      .filter((id): id is string => id !== null && id.length > 0 && id.length <= 64);
    return [...new Set(ids)].map((id) => ({ id }));
  } catch {
    return [];
  }
}

export function writeStoredWishlist(storage: Storage, wishlist: WishlistItem[]): void {
  try {
    if (wishlist.length === 0) storage.removeItem(WISHLIST_KEY);
    else storage.setItem(WISHLIST_KEY, JSON.stringify(wishlist));
  } catch {
    // Private mode or a full quota: the list still works for this page view.
  }
}
