import type { PaymentAttemptStatus, PaymentOutcome } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import {
  CheckCircleIcon,
  ClockIcon,
  ShieldCheckIcon,
  XCircleIcon,
} from '../../../components/ui/icons';

/** Each outcome's colours (a pill, and the large round icon of the result page) and icon. */
export const OUTCOME_LOOK: Record<
  PaymentOutcome,
  { pill: string; disc: string; Icon: typeof CheckCircleIcon }
> = {
  SUCCESS: {
    pill: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    disc: 'bg-emerald-50 text-emerald-700',
    Icon: CheckCircleIcon,
  },
  FAIL: {
    pill: 'bg-red-50 text-red-800 ring-red-200',
    disc: 'bg-red-50 text-red-700',
    Icon: XCircleIcon,
  },
  CANCELLED: {
    pill: 'bg-ink-100 text-ink-700 ring-ink-200',
    disc: 'bg-ink-100 text-ink-700',
    Icon: XCircleIcon,
  },
  PROCESSING: {
    pill: 'bg-sky-50 text-sky-800 ring-sky-200',
    disc: 'bg-sky-50 text-sky-700',
    Icon: ClockIcon,
  },
  WAITING_BUYER_CONFIRM_INSTALLMENT: {
    pill: 'bg-amber-50 text-amber-900 ring-amber-200',
    disc: 'bg-amber-50 text-amber-800',
    Icon: ClockIcon,
  },
  WAITING_MERCHANT_CONFIRM: {
    pill: 'bg-violet-50 text-violet-800 ring-violet-200',
    disc: 'bg-violet-50 text-violet-700',
    Icon: ShieldCheckIcon,
  },
};

const STATUS_LOOK: Record<PaymentAttemptStatus, string> = {
  PENDING: 'bg-sky-50 text-sky-800 ring-sky-200',
  PAID: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  FAILED: 'bg-red-50 text-red-800 ring-red-200',
  EXPIRED: 'bg-ink-100 text-ink-700 ring-ink-200',
  REFUND_DUE: 'bg-amber-50 text-amber-900 ring-amber-200',
  REFUNDED: 'bg-violet-50 text-violet-800 ring-violet-200',
};

const pill =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

/** What became of a payment attempt, as the shopper is told (spec section 4's outcomes). */
export function PaymentOutcomeBadge({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation('payments');
  return (
    <span className={`${pill} ${OUTCOME_LOOK[outcome].pill}`} data-outcome={outcome}>
      {t(`outcome.${outcome}`)}
    </span>
  );
}

/** Where a payment attempt stands for the shop: waiting, paid, failed, expired, refund due, refunded. */
export function AttemptStatusBadge({ status }: { status: PaymentAttemptStatus }) {
  const { t } = useTranslation('payments');
  return (
    <span className={`${pill} ${STATUS_LOOK[status]}`} data-attempt-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
