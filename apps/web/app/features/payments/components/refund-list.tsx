import type { PageMeta, Refund } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime, useMoney } from '../../../lib/format';
import { DataTable, type Column } from '../../portal-kit';
import { AttemptStatusBadge } from './payment-badges';

/**
 * The back office's refunds in the kit's table (sideways on a phone). Each names its
 * order (a link to it), who paid, how much through which gateway, why the money goes back, where
 * it stands, when it was paid and when it was given back.
 */
export function RefundList({ refunds, meta }: { refunds: readonly Refund[]; meta: PageMeta }) {
  const { t } = useTranslation('portal');
  const { t: tPay } = useTranslation('payments');
  const money = useMoney();
  const date = useDateTime();
  const paidAt = (refund: Refund) => date(refund.settledAt ?? refund.createdAt);
  const refundedAt = (refund: Refund) => (refund.refundedAt ? date(refund.refundedAt) : '—');
  const orderLink = (refund: Refund) => (
    <Link
      to={`/portal/orders/${refund.order.id}`}
      className="font-semibold text-lotus-700 hover:underline"
      aria-label={t('refunds.viewOrder', { number: refund.order.number })}
    >
      {refund.order.number}
    </Link>
  );

  const columns: Column<Refund>[] = [
    {
      key: 'order',
      header: t('refunds.columns.order'),
      className: 'max-w-64',
      cell: (refund) => (
        <>
          <p>{orderLink(refund)}</p>
          <p className="truncate text-ink-600" title={refund.order.email}>
            {refund.order.email}
          </p>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('refunds.columns.amount'),
      align: 'end',
      className: 'whitespace-nowrap',
      sortValue: (refund) => refund.amount,
      cell: (refund) => (
        <>
          <p className="font-semibold text-ink-900">{money(refund.amount)}</p>
          <p className="text-xs text-ink-500">{tPay(`gateway.${refund.gateway}`)}</p>
        </>
      ),
    },
    {
      key: 'reason',
      header: t('refunds.columns.reason'),
      cell: (refund) => (
        <>
          <p>{t(`refunds.reason.${refund.reason}`)}</p>
          {refund.note ? (
            <p className="text-xs break-words text-ink-600">
              {t('refunds.note', { note: refund.note })}
            </p>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: t('refunds.columns.status'),
      cell: (refund) => <AttemptStatusBadge status={refund.status} />,
    },
    {
      key: 'paid',
      header: t('refunds.columns.paidAt'),
      className: 'whitespace-nowrap',
      sortValue: (refund) => refund.settledAt ?? refund.createdAt,
      cell: paidAt,
    },
    {
      key: 'refunded',
      header: t('refunds.columns.refundedAt'),
      className: 'whitespace-nowrap',
      sortValue: (refund) => refund.refundedAt,
      cell: refundedAt,
    },
  ];
  return (
    <DataTable
      caption={t('refunds.title')}
      columns={columns}
      rows={refunds}
      rowKey={(refund) => refund.id}
      rowProps={(refund) => ({ 'data-status': refund.status })}
      meta={meta}
      empty={t('refunds.empty')}
      testId="refund-table"
    />
  );
}
