import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../i18n/i18n';
import {
  TOAST_TIMEOUT_MS,
  toastDismissed,
  type Notification,
  type ToastType,
} from '../../store/common-slice';
import { useAppDispatch, useAppSelector } from '../../store/store';
import {
  AlertTriangleIcon,
  CheckCircleIcon,
  CloseIcon,
  InfoIcon,
  XCircleIcon,
  type IconProps,
} from './icons';

const STYLES: Record<ToastType, { box: string; icon: string; Icon: ComponentType<IconProps> }> = {
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: 'text-emerald-600',
    Icon: CheckCircleIcon,
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: 'text-red-600',
    Icon: XCircleIcon,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-950',
    icon: 'text-amber-600',
    Icon: AlertTriangleIcon,
  },
  info: {
    box: 'border-sky-200 bg-sky-50 text-sky-900',
    icon: 'text-sky-600',
    Icon: InfoIcon,
  },
};

function Toast({ toast }: { toast: Notification }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { box, icon, Icon } = STYLES[toast.type];

  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.key)), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.key]);

  return (
    <li
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      className={`toast-enter pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 shadow-lg shadow-black/5 ${box}`}
    >
      <Icon className={`mt-0.5 shrink-0 ${icon}`} />
      <p className="min-w-0 flex-1 text-sm leading-6">
        <span className="sr-only">{t(`toast.${toast.type}`)}: </span>
        {translateKey(t, toast.message, toast.values)}
      </p>
      <button
        type="button"
        onClick={() => dispatch(toastDismissed(toast.key))}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
        aria-label={t('toast.close')}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/**
 * Toasts at top centre (spec section 2): at most 3, each gone after 5000 ms or when closed. On
 * narrow screens they start below the header's logo, account and cart row, which stay usable.
 */
export function ToastStack() {
  const { t } = useTranslation();
  const notifications = useAppSelector((state) => state.common.notifications);
  return (
    <ol
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 top-[6.5rem] z-[60] md:top-3 mx-auto flex w-[min(28rem,calc(100%-1.5rem))] flex-col gap-2"
    >
      {notifications.map((toast) => (
        <Toast key={toast.key} toast={toast} />
      ))}
    </ol>
  );
}
