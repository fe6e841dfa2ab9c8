import { useCallback } from 'react';
import { toastShown } from './common-slice';
import { wishlistRestored } from './wishlist-slice';
import { clearSessionStorage } from './session-storage';
import { useAppDispatch } from './store';

/**
 * What the browser does once the server has ended the session (spec section 4, Logout): the
 * session's local storage keys go, the local wishlist empties, and a "Logout" toast says so.
 */
export function useSignedOut(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    clearSessionStorage(localStorage);
    dispatch(wishlistRestored([]));
    dispatch(toastShown({ type: 'success', message: 'accounts:notify.Logout' }));
  }, [dispatch]);
}
