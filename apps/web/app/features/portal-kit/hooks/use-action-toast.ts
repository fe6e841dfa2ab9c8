import { useEffect, useEffectEvent, useRef } from 'react';
import type { ToastType } from '../../../store/common-slice';
import { useNotify } from '../../../store/use-notify';

/** The toast an action's answer deserves: a dictionary key and its values, or nothing. */
export interface ActionToast {
  type: ToastType;
  /** A dictionary key (`portal:orders.moved`, `errors:CODE`). */
  message: string;
  values?: Record<string, string | number>;
}

/**
 * The back office's one way to tell the outcome of an action: once per answer (a fetcher's
 * `data` or the page's `actionData`), when the post has settled, `describe` picks the toast (or
 * none). The toast speaks the shopper's language: messages are dictionary keys.
 */
export function useActionToast<Data>(
  data: Data | undefined,
  describe: (data: Data) => ActionToast | null,
  state: 'idle' | 'loading' | 'submitting' = 'idle',
): void {
  const notify = useNotify();
  const shown = useRef<Data | undefined>(undefined);
  const show = useEffectEvent((answer: Data) => {
    const toast = describe(answer);
    if (toast) notify[toast.type](toast.message, toast.values);
  });
  useEffect(() => {
    if (state !== 'idle' || data === undefined || shown.current === data) return;
    shown.current = data;
    show(data);
  }, [data, state]);
}
