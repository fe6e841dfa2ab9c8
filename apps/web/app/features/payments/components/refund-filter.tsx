import type { RefundQuery } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateKey } from '../../../i18n/i18n';

/** The refund statuses the back office filters by (the refunds query's `status`). */
export type RefundStatus = NonNullable<RefundQuery['status']>;
const REFUND_STATUSES = ['REFUND_DUE', 'REFUNDED'] as const satisfies readonly RefundStatus[];

/** The refunds' status chips (all, refund due, refunded) as links: `?status=REFUND_DUE`. */
export function RefundFilter({ current }: { current: RefundStatus | null }) {
  const { t } = useTranslation('portal');
  return (
    <nav
      aria-label={t('refunds.filterLabel')}
      className="-mx-4 overflow-x-auto px-4 py-1 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2">
        {[null, ...REFUND_STATUSES].map((status) => {
          const selected = status === current;
          return (
            <li key={status ?? 'all'}>
              <Link
                to={status ? `?status=${status}` : '.'}
                aria-current={selected ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex h-9 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition ${
                  selected
                    ? 'bg-lotus-700 text-white'
                    : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:text-lotus-800'
                }`}
              >
                {status ? translateKey(t, `payments:status.${status}`) : t('refunds.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The status filter of a refunds address (`?status=`), none when absent or unknown. */
export function refundStatusOf(url: URL): RefundStatus | null {
  const status = url.searchParams.get('status')?.toUpperCase();
  return (REFUND_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as RefundStatus)
    : null;
}
