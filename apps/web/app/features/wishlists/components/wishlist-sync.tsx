import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useRootData } from '../../../lib/root-data';
import { favouritesSet } from '../../../store/wishlist-slice';
import { useAppDispatch, useAppSelector } from '../../../store/store';
import {
  WISHLIST_ACTION,
  WISHLIST_IDS_FETCHER,
  type WishlistActionData,
} from '../hooks/use-wishlist';

/**
 * Keeps the account's wishlist ids at hand once a shopper is signed in, and merges the visitor's
 * local list into the account when someone signs in with one (then empties the local list).
 * Rendered once, in the shell.
 */
export function WishlistSync() {
  const { user } = useRootData();
  const ids = useFetcher<{ ids: string[] }>({ key: WISHLIST_IDS_FETCHER });
  const merge = useFetcher<WishlistActionData>();
  const { wishlist, restored } = useAppSelector((state) => state.profile);
  const dispatch = useAppDispatch();
  const doneFor = useRef<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) {
      doneFor.current = null;
      return;
    }
    if (!restored || doneFor.current === userId) return;
    doneFor.current = userId;
    if (wishlist.length > 0) {
      void merge.submit(
        { intent: 'merge', productIds: JSON.stringify(wishlist.map((item) => item.id)) },
        { method: 'post', action: WISHLIST_ACTION },
      );
    } else {
      void ids.load(WISHLIST_ACTION);
    }
    // Runs when the user or the restored flag changes, not on every change of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, restored]);

  const merged = merge.data;
  useEffect(() => {
    if (merge.state !== 'idle' || !merged?.ok || merged.intent !== 'merge') return;
    dispatch(favouritesSet([]));
    void ids.load(WISHLIST_ACTION);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [merged, merge.state, dispatch]);

  return null;
}
