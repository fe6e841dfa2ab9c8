import type { Language } from '@lotus/core';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { commonSlice } from './common-slice';
import { cartSlice } from './cart-slice';
import { sessionSlice } from './session-slice';
import { wishlistSlice } from './wishlist-slice';

const rootReducer = combineReducers({
  common: commonSlice.reducer,
  session: sessionSlice.reducer,
  // The spec's state names: `product` holds the cart, `profile` the wishlist.
  product: cartSlice.reducer,
  profile: wishlistSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new store for one render tree: one per server request, one per browser tab. It holds client
 * state only; server data comes from loaders.
 */
export function makeStore(
  options: { language?: Language; preloadedState?: Partial<RootState> } = {},
) {
  const preloadedState: Partial<RootState> = { ...options.preloadedState };
  if (options.language) {
    preloadedState.common = {
      ...commonSlice.getInitialState(),
      ...preloadedState.common,
      language: options.language,
    };
  }
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
