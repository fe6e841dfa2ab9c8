import type { CartLine } from '@lotus/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The visitor's cart, kept in local storage (`carts`, `totalQuantity`). Empty until the browser
 * has hydrated and read local storage, so the server render and the first client render agree.
 * The spec names this state `product` (the slice's name and its key in the store).
 */
export interface CartState {
  carts: CartLine[];
  /** The number of lines (the spec's stored total quantity). */
  totalCart: number;
  /** True once the cart was read from local storage. */
  restored: boolean;
}

const initialState: CartState = { carts: [], totalCart: 0, restored: false };

export const cartSlice = createSlice({
  name: 'product',
  initialState,
  reducers: {
    cartRestored(state, action: PayloadAction<CartLine[]>) {
      state.carts = action.payload;
      state.totalCart = action.payload.length;
      state.restored = true;
    },
    /** Adding a line whose infoId exists raises its quantity, otherwise appends it. */
    cartLineAdded(state, action: PayloadAction<CartLine>) {
      const existing = state.carts.find((line) => line.infoId === action.payload.infoId);
      if (existing) existing.quantity += action.payload.quantity;
      else state.carts.push(action.payload);
      state.totalCart = state.carts.length;
    },
    cartLineRemoved(state, action: PayloadAction<string>) {
      state.carts = state.carts.filter((line) => line.infoId !== action.payload);
      state.totalCart = state.carts.length;
    },
    cartQuantityUpdated(state, action: PayloadAction<{ infoId: string; quantity: number }>) {
      const line = state.carts.find((l) => l.infoId === action.payload.infoId);
      if (line && action.payload.quantity > 0) line.quantity = action.payload.quantity;
    },
    cartCleared(state) {
      state.carts = [];
      state.totalCart = 0;
    },
    /** After an order: drops only the lines that were ordered. */
    orderedLinesRemoved(state) {
      state.carts = state.carts.filter((line) => !line.isOrder);
      state.totalCart = state.carts.length;
    },
  },
});

export const {
  cartRestored,
  cartLineAdded,
  cartLineRemoved,
  cartQuantityUpdated,
  cartCleared,
  orderedLinesRemoved,
} = cartSlice.actions;
