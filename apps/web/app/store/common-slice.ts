import { DEFAULT_LANGUAGE, type Language } from '@lotus/core';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 9: at most 3 toasts at once, each gone after 5000 ms; HTTP timeout 30000 ms. */
export const MAX_TOASTS = 3;
export const TOAST_TIMEOUT_MS = 5000;
export const HTTP_TIMEOUT_MS = 30_000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** A toast. `message` is a dictionary key (e.g. `errors:INVALID_CREDENTIALS`), never words. */
export interface Notification {
  key: string;
  type: ToastType;
  message: string;
  values?: Record<string, string | number>;
}

export interface CommonState {
  language: Language;
  timeout: number;
  notifications: Notification[];
  previousUrl: string;
}

const initialState: CommonState = {
  language: DEFAULT_LANGUAGE,
  timeout: HTTP_TIMEOUT_MS,
  notifications: [],
  previousUrl: '/portal',
};

export const commonSlice = createSlice({
  name: 'common',
  initialState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    /** Adds a toast on top; a fourth pushes out the oldest. */
    toastShown: {
      reducer(state, action: PayloadAction<Notification>) {
        state.notifications.push(action.payload);
        if (state.notifications.length > MAX_TOASTS) {
          state.notifications.splice(0, state.notifications.length - MAX_TOASTS);
        }
      },
      prepare(toast: Omit<Notification, 'key'> & { key?: string }) {
        return { payload: { ...toast, key: toast.key ?? nanoid() } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.notifications = state.notifications.filter((n) => n.key !== action.payload);
    },
    previousUrlSet(state, action: PayloadAction<string>) {
      state.previousUrl = action.payload;
    },
  },
});

export const { languageChanged, toastShown, toastDismissed, previousUrlSet } = commonSlice.actions;
