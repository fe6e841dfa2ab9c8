import type { CartView } from '@lotus/core';
import { useEffect, useMemo, useRef } from 'react';
import { useJsonResource } from '../../../lib/use-json-resource';
import { cartLineRemoved, cartQuantityUpdated } from '../../../store/cart-slice';
import { useAppDispatch, useAppSelector } from '../../../store/store';
import { useNotify } from '../../../store/use-notify';
import { CART_LINES_ROUTE } from '../cart-route';
import type { GiftProducts } from '../components/line-offers';

/** How long the cart waits after a change before asking the server to price it again. */
const PRICE_PAUSE_MS = 250;

type Answer = { view: CartView; gifts?: GiftProducts } | { view: null; code: string };

/**
 * A visitor's cart page: the lines are the local cart's (local storage, spec semantics); the
 * server describes and prices them (`/cart/lines`, nothing stored) after each change, and the page
 * prices changes in the browser meanwhile. Variants that no longer exist leave the local cart.
 */
export function useLocalCart() {
  const { carts, restored } = useAppSelector((state) => state.product);
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const key = JSON.stringify(carts);
  const priced = useJsonResource<Answer>(
    restored && carts.length > 0 ? `${CART_LINES_ROUTE}?lines=${encodeURIComponent(key)}` : null,
    PRICE_PAUSE_MS,
  );

  // The last answer stays while the next one is on its way.
  const answer = priced.data;
  const view = answer?.view ?? null;
  const seen = useRef<Answer | null>(null);
  useEffect(() => {
    if (!answer?.view || seen.current === answer) return;
    seen.current = answer;
    const { missing } = answer.view;
    if (missing.length === 0) return;
    for (const infoId of missing) dispatch(cartLineRemoved(infoId));
    notify.info('cart:dropped', { count: missing.length });
  }, [answer, dispatch, notify]);

  const quantities = useMemo(
    () => new Map(carts.map((line) => [line.infoId, line.quantity])),
    [carts],
  );
  const failed =
    (answer && !answer.view ? answer.code : null) ?? (priced.failed ? 'NETWORK_ERROR' : null);

  return {
    view,
    gifts: answer?.view ? answer.gifts : undefined,
    quantities,
    empty: restored && carts.length === 0,
    loading: !restored || (carts.length > 0 && !answer && !priced.failed),
    failed,
    setQuantity: (infoId: string, quantity: number) =>
      dispatch(cartQuantityUpdated({ infoId, quantity })),
    remove: (infoId: string) => dispatch(cartLineRemoved(infoId)),
    updating: priced.pending,
  };
}
