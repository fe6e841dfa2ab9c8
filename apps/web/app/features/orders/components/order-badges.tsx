import type { OrderStatus, PaymentStatus } from '@lotus/core';
import { useTranslation } from 'react-i18next';

const STATUS_LOOK: Record<OrderStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-amber-50 text-amber-900 ring-amber-200',
  delivering: 'bg-violet-50 text-violet-800 ring-violet-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancel: 'bg-ink-100 text-ink-700 ring-ink-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

const badge =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

/** An order's status as a coloured pill. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`${badge} ${STATUS_LOOK[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

const PAYMENT_LOOK: Record<PaymentStatus, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  unpaid: 'bg-white text-ink-700 ring-ink-200',
  refunded: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** Paid, unpaid, or refunded (a paid order cancelled or rejected, its money given back). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`${badge} ${PAYMENT_LOOK[status]}`} data-payment={status}>
      {t(`payment.${status}`)}
    </span>
  );
}
