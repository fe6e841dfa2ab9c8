import type { CartLine } from '@lotus/core';
import type { AppAction } from './store';

/**
 * The visitor's cart, kept in local storage (`carts`, `totalQuantity`). Empty until the browser
 * has hydrated and read local storage, so the server render and the first client render agree.
 * The spec names this state `product` (its key in the store).
 */
export interface CartState {
  carts: CartLine[];
  /** The number of lines (the spec's stored total quantity). */
  totalCart: number;
  /** True once the cart was read from local storage. */
  restored: boolean;
}

export const initialCartState: CartState = { carts: [], totalCart: 0, restored: false };

export const cartRestored = (lines: CartLine[]) =>
  ({ type: 'product/cartRestored', payload: lines }) as const;

/** Adding a line whose infoId exists raises its quantity, otherwise appends it. */
export const cartLineAdded = (line: CartLine) =>
  ({ type: 'product/cartLineAdded', payload: line }) as const;

export const cartLineRemoved = (infoId: string) =>
  ({ type: 'product/cartLineRemoved', payload: infoId }) as const;

export const cartQuantityUpdated = (change: { infoId: string; quantity: number }) =>
  ({ type: 'product/cartQuantityUpdated', payload: change }) as const;

export const cartCleared = () => ({ type: 'product/cartCleared' }) as const;

/** After an order: drops only the lines that were ordered. */
export const orderedLinesRemoved = () => ({ type: 'product/orderedLinesRemoved' }) as const;

export type CartAction = ReturnType<
  | typeof cartRestored
  | typeof cartLineAdded
  | typeof cartLineRemoved
  | typeof cartQuantityUpdated
  | typeof cartCleared
  | typeof orderedLinesRemoved
>;

/** The lines given, with the spec's total (the number of lines). */
const withLines = (state: CartState, carts: CartLine[]): CartState => ({
  ...state,
  carts,
  totalCart: carts.length,
});

export function cartReducer(state: CartState, action: AppAction): CartState {
  switch (action.type) {
    case 'product/cartRestored':
      return { ...withLines(state, action.payload), restored: true };
    case 'product/cartLineAdded': {
      const added = action.payload;
      const existing = state.carts.some((line) => line.infoId === added.infoId);
      return withLines(
        state,
        existing
          ? state.carts.map((line) =>
              line.infoId === added.infoId
                ? { ...line, quantity: line.quantity + added.quantity }
                : line,
            )
          : [...state.carts, added],
      );
    }
    case 'product/cartLineRemoved':
      return withLines(
        state,
        state.carts.filter((line) => line.infoId !== action.payload),
      );
    case 'product/cartQuantityUpdated': {
      const { infoId, quantity } = action.payload;
      if (quantity <= 0 || !state.carts.some((line) => line.infoId === infoId)) return state;
      return {
        ...state,
        carts: state.carts.map((line) => (line.infoId === infoId ? { ...line, quantity } : line)),
      };
    }
    case 'product/cartCleared':
      return withLines(state, []);
    case 'product/orderedLinesRemoved':
      return withLines(
        state,
        state.carts.filter((line) => !line.isOrder),
      );
    default:
      return state;
  }
}
