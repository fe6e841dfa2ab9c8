import type { Refund } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime, useMoney } from '../../../lib/format';
import { AttemptStatusBadge } from './payment-badges';

/**
 * The back office's refunds: a card per refund on phones, a table from 768 px. Each names its
 * order (a link to it), who paid, how much through which gateway, why the money goes back, where
 * it stands, when it was paid and when it was given back.
 */
export function RefundList({ refunds }: { refunds: readonly Refund[] }) {
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

  return (
    <>
      {/* Phones: one card per refund. */}
      <ul className="mt-3 flex flex-col gap-3 md:hidden" data-testid="refund-cards">
        {refunds.map((refund) => (
          <li
            key={refund.id}
            className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm"
            data-status={refund.status}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p>{orderLink(refund)}</p>
                <p className="truncate text-sm text-ink-600" title={refund.order.email}>
                  {refund.order.email}
                </p>
              </div>
              <AttemptStatusBadge status={refund.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-500">{t('refunds.columns.amount')}</dt>
              <dd className="font-semibold text-ink-900">
                {money(refund.amount)}{' '}
                <span className="font-normal text-ink-500">
                  · {tPay(`gateway.${refund.gateway}`)}
                </span>
              </dd>
              <dt className="text-ink-500">{t('refunds.columns.reason')}</dt>
              <dd className="text-ink-800">{t(`refunds.reason.${refund.reason}`)}</dd>
              <dt className="text-ink-500">{t('refunds.columns.paidAt')}</dt>
              <dd className="text-ink-800">{paidAt(refund)}</dd>
              <dt className="text-ink-500">{t('refunds.columns.refundedAt')}</dt>
              <dd className="text-ink-800">{refundedAt(refund)}</dd>
            </dl>
          </li>
        ))}
      </ul>

      {/* From 768 px: a table. */}
      <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm" data-testid="refund-table">
          <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('refunds.columns.order')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('refunds.columns.amount')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('refunds.columns.reason')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('refunds.columns.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('refunds.columns.paidAt')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('refunds.columns.refundedAt')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {refunds.map((refund) => (
              <tr key={refund.id} className="hover:bg-ink-50/60" data-status={refund.status}>
                <td className="max-w-64 px-4 py-3">
                  <p>{orderLink(refund)}</p>
                  <p className="truncate text-ink-600" title={refund.order.email}>
                    {refund.order.email}
                  </p>
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <p className="font-semibold text-ink-900">{money(refund.amount)}</p>
                  <p className="text-xs text-ink-500">{tPay(`gateway.${refund.gateway}`)}</p>
                </td>
                <td className="px-4 py-3 text-ink-700">{t(`refunds.reason.${refund.reason}`)}</td>
                <td className="px-4 py-3">
                  <AttemptStatusBadge status={refund.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">{paidAt(refund)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">{refundedAt(refund)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
