import { REWARD_STATUSES, type PageMeta, type RewardItem } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useDateTime, useMoney } from '../../../lib/format';

type Balances = {
  pending: number;
  available: number;
  newBalance: number;
  paid: number;
  totalReward: number;
};

/**
 * The Reward tab: the balances (new = held + available, paid, total), and the spec's reward
 * table (index, account, amount, payment order, status, date and time), filtered by status and
 * paged. On a phone the table scrolls sideways in its frame.
 */
export function RewardTable({
  items,
  meta,
  totals,
  status,
}: {
  items: readonly RewardItem[];
  meta: PageMeta;
  totals: Balances;
  status: string | null;
}) {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const dateTime = useDateTime();
  const figures = [
    ['newBalance', totals.newBalance],
    ['pending', totals.pending],
    ['available', totals.available],
    ['paid', totals.paid],
    ['totalReward', totals.totalReward],
  ] as const;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="reward-totals">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-2xl bg-ink-50 px-4 py-3 ring-1 ring-ink-100">
            <dt className="text-xs font-medium text-ink-600">{t(`totals.${key}`)}</dt>
            <dd className="mt-1 text-lg font-bold text-ink-900" data-total={key}>
              {money(value)}
            </dd>
          </div>
        ))}
      </dl>

      <Form method="get" className="flex items-center gap-2">
        <input type="hidden" name="tab" value="reward" />
        <label htmlFor="reward-status" className="text-sm text-ink-700">
          {t('table.filter')}
        </label>
        <select
          id="reward-status"
          name="status"
          defaultValue={status ?? ''}
          className="h-10 rounded-xl border border-ink-200 px-3 text-sm"
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        >
          <option value="">{t('table.all')}</option>
          {REWARD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`table.statuses.${s}`)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="btn-primary h-10">
            {t('table.filter')}
          </button>
        </noscript>
      </Form>

      <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-100">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="bg-ink-50 text-xs text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('table.index')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('table.account')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('table.amount')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('table.order')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('table.status')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('table.datetime')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100" data-testid="reward-rows">
            {items.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-ink-600">
                  {t('table.empty')}
                </td>
              </tr>
            ) : (
              items.map((item) => (
                <tr key={item.id} data-kind={item.kind} data-status={item.status ?? ''}>
                  <td className="px-3 py-2 text-ink-600">{item.index}</td>
                  <td className="px-3 py-2">
                    <span className="block text-ink-900">{item.account ?? '—'}</span>
                    <span className="block text-xs text-ink-500">
                      {t(`table.kind.${item.kind}`)}
                    </span>
                  </td>
                  <td
                    className={`px-3 py-2 text-right font-semibold whitespace-nowrap ${item.amount < 0 ? 'text-red-700' : 'text-ink-900'}`}
                  >
                    {money(item.amount)}
                  </td>
                  <td className="px-3 py-2">{item.orderNumber ?? '—'}</td>
                  <td className="px-3 py-2">
                    {item.status ? t(`table.statuses.${item.status}`) : '—'}
                    {item.inReview ? (
                      <span className="block text-xs text-amber-700">{t('table.inReview')}</span>
                    ) : null}
                    {item.cappedBy === 'monthly-cap' || item.cappedBy === 'budget' ? (
                      <span className="block text-xs text-amber-700">
                        {t(`table.cappedBy.${item.cappedBy}`)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-ink-600">
                    {dateTime(item.createdAt)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination meta={meta} className="flex justify-center" />
    </div>
  );
}
