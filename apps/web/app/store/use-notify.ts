import { useMemo } from 'react';
import { toastShown, type ToastType } from './common-slice';
import { useAppDispatch } from './store';

type Notify = (message: string, values?: Record<string, string | number>) => void;

/**
 * Shows a toast from a component: `notify.success('common:…')`, `notify.error('errors:CODE')`.
 * Messages are dictionary keys, so the toast follows the shopper's language.
 */
export function useNotify(): Record<ToastType, Notify> {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const make =
      (type: ToastType): Notify =>
      (message, values) =>
        dispatch(toastShown({ type, message, ...(values ? { values } : {}) }));
    return {
      success: make('success'),
      error: make('error'),
      warning: make('warning'),
      info: make('info'),
    };
  }, [dispatch]);
}
