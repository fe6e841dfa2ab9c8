import { useEffect, useMemo, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ClientErrorCode } from '../../../lib/api-client';
import { useRootData } from '../../../lib/root-data';
import { wishlistAdded, wishlistRemoved } from '../../../store/wishlist-slice';
import { useAppDispatch, useAppSelector } from '../../../store/store';
import { useNotify } from '../../../store/use-notify';

/** Where the heart buttons send their changes (the `/wishlist` resource route). */
export const WISHLIST_ACTION = '/wishlist';
/** The one fetcher holding the signed-in shopper's wishlist ids, shared by every heart. */
export const WISHLIST_IDS_FETCHER = 'wishlist-ids';

export type WishlistActionData =
  | { ok: true; intent: 'add' | 'remove'; productId: string }
  | { ok: true; intent: 'merge'; productId: ''; ids: string[] }
  | { ok: false; intent: 'add' | 'remove'; productId: string; code: ClientErrorCode };

/**
 * The products on the shopper's wishlist: the account's list (loaded by `WishlistSync`) when
 * signed in, the local one otherwise. Empty in the server render and until the list is known.
 */
export function useWishlistIds(): Set<string> {
  const { user } = useRootData();
  const server = useFetcher<{ ids: string[] }>({ key: WISHLIST_IDS_FETCHER });
  const local = useAppSelector((state) => state.profile.wishlist);
  const serverIds = server.data?.ids;
  return useMemo(
    () => new Set(user ? (serverIds ?? []) : local.map((item) => item.id)),
    [user, serverIds, local],
  );
}

/**
 * One product's heart: whether it is on the wishlist (showing a change in flight at once) and a
 * toggle. A visitor's change is kept in local storage; a signed-in shopper's goes to the account
 * through a fetcher, and its outcome is told in a toast (FavouriteExisting as a warning).
 */
export function useWishlistToggle(productId: string) {
  const { user } = useRootData();
  const ids = useWishlistIds();
  const fetcher = useFetcher<WishlistActionData>();
  const dispatch = useAppDispatch();
  const notify = useNotify();

  const pending = fetcher.formData?.get('intent');
  const active = pending === 'add' ? true : pending === 'remove' ? false : ids.has(productId);

  const told = useRef<WishlistActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || told.current === result) return;
    told.current = result;
    if (result.ok) {
      if (result.intent === 'add') notify.success('catalog:notify.AddFavouriteSuccess');
      else if (result.intent === 'remove') notify.info('catalog:notify.RemoveFavouriteSuccess');
    } else if (result.code === 'FAVOURITE_EXISTING') {
      notify.warning('catalog:notify.FavouriteExisting');
    } else {
      notify.error(`errors:${result.code}`);
    }
  }, [fetcher.state, fetcher.data, notify]);

  const toggle = () => {
    if (user) {
      void fetcher.submit(
        { intent: active ? 'remove' : 'add', productId },
        { method: 'post', action: WISHLIST_ACTION },
      );
    } else if (active) {
      dispatch(wishlistRemoved(productId));
      notify.info('catalog:notify.RemoveFavouriteSuccess');
    } else {
      dispatch(wishlistAdded(productId));
      notify.success('catalog:notify.AddFavouriteSuccess');
    }
  };
  return { active, toggle, busy: fetcher.state !== 'idle' };
}
