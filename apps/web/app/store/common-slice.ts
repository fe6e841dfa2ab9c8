import { DEFAULT_LANGUAGE, type Language } from '@lotus/core';
import type { AppAction } from './store';

/** Spec section 9: at most 3 toasts at once, each gone after 5000 ms; HTTP timeout 30000 ms. */
export const MAX_TOASTS = 3;
export const TOAST_TIMEOUT_MS = 5000;
const HTTP_TIMEOUT_MS = 30_000;

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
  /** The spec's chatbot state: whether the assistant's panel is open. */
  isOpenChatbot: boolean;
  /** The spec's counter: raised to make an open chat read its conversation again. */
  chatbotReloadTrigger: number;
}

export const initialCommonState: CommonState = {
  language: DEFAULT_LANGUAGE,
  timeout: HTTP_TIMEOUT_MS,
  notifications: [],
  previousUrl: '/portal',
  isOpenChatbot: false,
  chatbotReloadTrigger: 0,
};

/** Toasts are told apart by a key unique in this tab (or this server process). */
let lastToastKey = 0;

export const languageChanged = (language: Language) =>
  ({ type: 'common/languageChanged', payload: language }) as const;

/** Adds a toast on top; a fourth pushes out the oldest. */
export const toastShown = (toast: Omit<Notification, 'key'> & { key?: string }) =>
  ({
    type: 'common/toastShown',
    payload: { ...toast, key: toast.key ?? `toast-${(lastToastKey += 1)}` },
  }) as const;

export const toastDismissed = (key: string) =>
  ({ type: 'common/toastDismissed', payload: key }) as const;

export const previousUrlSet = (url: string) =>
  ({ type: 'common/previousUrlSet', payload: url }) as const;

/** Opens or closes the assistant's panel (spec: `isOpenChatbot`). */
export const chatbotToggled = (open: boolean) =>
  ({ type: 'common/chatbotToggled', payload: open }) as const;

/** Makes an open chat read its conversation again (spec: `chatbotReloadTrigger`). */
export const chatbotReloaded = () => ({ type: 'common/chatbotReloaded' }) as const;

export type CommonAction = ReturnType<
  | typeof languageChanged
  | typeof toastShown
  | typeof toastDismissed
  | typeof previousUrlSet
  | typeof chatbotToggled
  | typeof chatbotReloaded
>;

export function commonReducer(state: CommonState, action: AppAction): CommonState {
  switch (action.type) {
    case 'common/languageChanged':
      return { ...state, language: action.payload };
    case 'common/toastShown':
      return {
        ...state,
        notifications: [...state.notifications, action.payload].slice(-MAX_TOASTS),
      };
    case 'common/toastDismissed':
      return {
        ...state,
        notifications: state.notifications.filter((n) => n.key !== action.payload),
      };
    case 'common/previousUrlSet':
      return { ...state, previousUrl: action.payload };
    case 'common/chatbotToggled':
      return { ...state, isOpenChatbot: action.payload };
    case 'common/chatbotReloaded':
      return { ...state, chatbotReloadTrigger: state.chatbotReloadTrigger + 1 };
    default:
      return state;
  }
}
