import type { Language } from '@lotus/core';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { commonReducer, initialCommonState, type CommonAction } from './common-slice';
import { cartReducer, initialCartState, type CartAction } from './cart-slice';
import { initialSessionState, sessionReducer, type SessionAction } from './session-slice';
import { initialWishlistState, wishlistReducer, type WishlistAction } from './wishlist-slice';

/** The spec's state names: `product` holds the cart, `profile` the wishlist. */
export interface RootState {
  common: ReturnType<typeof commonReducer>;
  session: ReturnType<typeof sessionReducer>;
  product: ReturnType<typeof cartReducer>;
  profile: ReturnType<typeof wishlistReducer>;
}

/** Every change to the client state, as a plain `{ type, payload }` action (decision 020). */
export type AppAction = CommonAction | SessionAction | CartAction | WishlistAction;

/** A slice that did not change keeps its object, and so does the whole state. */
function rootReducer(state: RootState, action: AppAction): RootState {
  const next: RootState = {
    common: commonReducer(state.common, action),
    session: sessionReducer(state.session, action),
    product: cartReducer(state.product, action),
    profile: wishlistReducer(state.profile, action),
  };
  const changed = (Object.keys(next) as (keyof RootState)[]).some(
    (key) => next[key] !== state[key],
  );
  return changed ? next : state;
}

/** The client store: the state, a `dispatch` for actions and a `subscribe` for changes. */
export interface AppStore {
  getState: () => RootState;
  dispatch: (action: AppAction) => void;
  subscribe: (listener: () => void) => () => void;
  /** For React's `useSyncExternalStore` (the store of zustand underneath). */
  readonly api: StoreApi<RootState>;
}

/**
 * A new store for one render tree: one per server request, one per browser tab. It holds client
 * state only; server data comes from loaders.
 */
export function makeStore(
  options: { language?: Language; preloadedState?: Partial<RootState> } = {},
): AppStore {
  const preloaded = options.preloadedState ?? {};
  const initial: RootState = {
    common: { ...initialCommonState, ...preloaded.common },
    session: preloaded.session ?? initialSessionState,
    product: preloaded.product ?? initialCartState,
    profile: preloaded.profile ?? initialWishlistState,
  };
  if (options.language) initial.common.language = options.language;
  const api = createStore<RootState>()(() => initial);
  return {
    api,
    getState: api.getState,
    dispatch: (action) => api.setState(rootReducer(api.getState(), action), true),
    subscribe: (listener) => api.subscribe(() => listener()),
  };
}

export type AppDispatch = AppStore['dispatch'];

const StoreContext = createContext<AppStore | null>(null);

/** Hands the store of this render tree to the components below. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

function useAppStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore needs a StoreProvider above it');
  return store;
}

export const useAppDispatch = (): AppDispatch => useAppStore().dispatch;

/** A part of the state; the component renders again when that part changes. */
export const useAppSelector = <T>(selector: (state: RootState) => T): T =>
  useStore(useAppStore().api, selector);
