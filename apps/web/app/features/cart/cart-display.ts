import {
  priceCart,
  type CartLineProblem,
  type CartView,
  type CartViewLine,
  type Language,
  type PricedCart,
  type PricedLine,
} from '@lotus/core';

/** What the cart page shows: its lines, the engine's figures, and whether it may be ordered. */
export interface DisplayCart {
  lines: CartViewLine[];
  /** The promotion's gift lines (price 0), as the engine added them. */
  gifts: PricedLine[];
  pricing: PricedCart;
  /** The programmes' names by the `ref` their adjustments carry. */
  names: Readonly<Record<string, string>>;
  canOrder: boolean;
}

const giftsOf = (pricing: PricedCart) => pricing.lines.filter((line) => line.giftOf !== null);

/** A line's problem at `quantity`: an unpublished product stays flagged; stock is rechecked. */
function problemAt(line: CartViewLine, quantity: number): CartLineProblem | null {
  if (line.problem === 'UNAVAILABLE') return 'UNAVAILABLE';
  if (line.stock <= 0) return 'OUT_OF_STOCK';
  return quantity > line.stock ? 'NOT_ENOUGH_STOCK' : null;
}

/**
 * The cart as the shopper sees it while a change is on its way: the server's last answer
 * (`view`: names, pictures, prices, stock, the programmes in force) with the quantities the
 * shopper has now (`quantities`: the local cart, or a change not yet confirmed), priced again in
 * the browser by core's engine with the same programmes, for instant feedback (a flash price
 * beyond its units left, a promotion's threshold, a gift). When the quantities are the server's,
 * its own answer is shown as it is; the server prices again at checkout and its answer is final.
 */
export function displayCart(
  view: CartView,
  quantities: ReadonlyMap<string, number> | null,
  options: { now: Date; lang: Language },
): DisplayCart {
  // Lines already ordered (`isOrder`) are not the cart's any more.
  const open = view.lines.filter((line) => !line.isOrder);
  const same =
    quantities === null ||
    (quantities.size === open.length &&
      open.every((line) => quantities.get(line.infoId) === line.quantity));
  const names = view.offerNames;
  if (same) {
    const { pricing, canOrder } = view;
    return { lines: open, gifts: giftsOf(pricing), pricing, names, canOrder };
  }

  const lines = open
    .filter((line) => quantities.has(line.infoId))
    .map((line) => {
      const quantity = quantities.get(line.infoId)!;
      return { ...line, quantity, problem: problemAt(line, quantity) };
    });
  const orderable = lines.filter((line) => line.problem === null);
  const pricing = priceCart({
    now: options.now,
    lang: options.lang,
    lines: orderable.map((line) => ({
      infoId: line.infoId,
      productId: line.productId,
      quantity: line.quantity,
      price: line.price,
      salePrice: line.salePrice,
    })),
    shipping: null,
    freeShippingThreshold: view.pricing.freeShipping.threshold,
    offers: view.offers,
  });
  const priced = new Map(
    pricing.lines.filter((line) => line.giftOf === null).map((line) => [line.infoId, line]),
  );
  return {
    lines: lines.map((line) => ({
      ...line,
      unitPrice: priced.get(line.infoId)?.unitPrice ?? 0,
      lineTotal: priced.get(line.infoId)?.lineTotal ?? 0,
    })),
    gifts: giftsOf(pricing),
    pricing,
    names,
    canOrder: lines.length > 0 && orderable.length === lines.length,
  };
}
