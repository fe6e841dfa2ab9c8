import type { CartView } from '@lotus/core';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useNotify } from '../../../store/use-notify';
import type { CartActionData } from '../cart-actions';
import { CART_LINES_ROUTE } from '../cart-route';

/** A change the shopper made that the server has not confirmed yet (null: remove the line). */
type Wanted = ReadonlyMap<string, number | null>;

function confirmed(view: CartView, infoId: string, wanted: number | null): boolean {
  const line = view.lines.find((l) => l.infoId === infoId);
  return wanted === null ? line === undefined : line?.quantity === wanted;
}

/**
 * The signed-in shopper's cart page: changes show at once (the page prices them in the browser)
 * and go to the server one at a time, the latest wish per line, so quick clicks can't arrive out
 * of order. The server's answer (the page's data, loaded again) then replaces them; a refusal is
 * told in a toast and the line goes back to what the server has.
 */
export function useServerCart(view: CartView) {
  const fetcher = useFetcher<CartActionData>({ key: 'cart-change' });
  const notify = useNotify();
  const [wanted, setWanted] = useState<Wanted>(new Map());
  const told = useRef<CartActionData | undefined>(undefined);

  // An answer settles the wish it was for (a refusal lets the line show the server's quantity
  // again); a newer wish for the same line stays.
  const result = fetcher.data;
  const [seen, setSeen] = useState(result);
  let wishes = wanted;
  if (fetcher.state === 'idle' && result !== seen) {
    setSeen(result);
    if (result && wanted.has(result.infoId) && wanted.get(result.infoId) === result.asked) {
      const settled = new Map(wanted);
      settled.delete(result.infoId);
      wishes = settled;
    }
  }
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || result.ok || told.current === result) return;
    told.current = result;
    notify.warning(result.message);
  }, [fetcher.state, result, notify]);

  // What the server has now is no longer a wish.
  const open = [...wishes].filter(([infoId, want]) => !confirmed(view, infoId, want));
  if (open.length !== wanted.size) setWanted(new Map(open));

  // When nothing is on its way, the next wish goes.
  const [next] = open;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !next) return;
    const [infoId, want] = next;
    void fetcher.submit(
      want === null ? { intent: 'remove', infoId } : { intent: 'set', infoId, quantity: want },
      { method: 'post', action: CART_LINES_ROUTE },
    );
    // fetcher.submit is stable; the next wish decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, next?.[0], next?.[1]]);

  const quantities = new Map(view.lines.map((line) => [line.infoId, line.quantity]));
  for (const [infoId, want] of open) {
    if (want === null) quantities.delete(infoId);
    else if (quantities.has(infoId)) quantities.set(infoId, want);
  }

  const wish = (infoId: string, want: number | null) =>
    setWanted((current) => new Map(current).set(infoId, want));

  return {
    quantities,
    setQuantity: (infoId: string, quantity: number) => wish(infoId, quantity),
    remove: (infoId: string) => wish(infoId, null),
    updating: fetcher.state !== 'idle' || open.length > 0,
  };
}
