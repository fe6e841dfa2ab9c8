import type { OfferState } from '@lotus/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime } from '../../../lib/format';
import { isOpenOffer, OfferStateBadge } from './offer-state-badge';
import { StopOfferButton } from './stop-offer-button';

/** One programme as the lists show it. */
export interface OfferRow {
  id: string;
  /** In the page's language. */
  name: string;
  startsAt: string;
  endsAt: string;
  state: OfferState;
  /** Its key figures (kind and value, quotas, uses). */
  figures: ReactNode;
  /** Actions besides edit and stop (a voucher's "give to a customer"). */
  extra?: ReactNode;
}

function OfferWindow({ row }: { row: OfferRow }) {
  const { t } = useTranslation('portal');
  const when = useDateTime();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm whitespace-nowrap">
      <dt className="text-ink-500">{t('offers.from')}</dt>
      <dd className="text-ink-800">
        <time dateTime={row.startsAt}>{when(row.startsAt)}</time>
      </dd>
      <dt className="text-ink-500">{t('offers.to')}</dt>
      <dd className="text-ink-800">
        <time dateTime={row.endsAt}>{when(row.endsAt)}</time>
      </dd>
    </dl>
  );
}

function OfferActions({ row }: { row: OfferRow }) {
  const { t } = useTranslation('portal');
  const open = isOpenOffer(row.state);
  if (!open && !row.extra) return null;
  return (
    <div className="flex flex-col items-end gap-2">
      {open ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Link
            to={`?edit=${row.id}`}
            aria-label={t('offers.editLabel', { name: row.name })}
            className="inline-flex h-9 items-center rounded-full border border-ink-200 bg-white px-3.5 text-sm font-semibold text-ink-900 transition hover:border-lotus-300 hover:text-lotus-800"
          >
            {t('offers.edit')}
          </Link>
          <StopOfferButton id={row.id} name={row.name} />
        </div>
      ) : null}
      {row.extra}
    </div>
  );
}

/**
 * The programmes of one kind: a card each on phones, a table on wider screens. `filtered` says
 * an empty list is the filter's doing.
 */
export function OfferList({ rows, filtered = false }: { rows: OfferRow[]; filtered?: boolean }) {
  const { t } = useTranslation('portal');
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
        {filtered ? t('offers.noMatch') : t('offers.empty')}
      </p>
    );
  }
  return (
    <>
      {/* Phones: one card per programme. */}
      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold break-words text-ink-900">{row.name}</p>
              <OfferStateBadge state={row.state} />
            </div>
            <div className="mt-2">
              <OfferWindow row={row} />
            </div>
            <div className="mt-3 text-sm text-ink-800">{row.figures}</div>
            <div className="mt-3">
              <OfferActions row={row} />
            </div>
          </li>
        ))}
      </ul>

      {/* Wider screens: a table (not clipped: the stop question opens below its button). */}
      <div className="hidden rounded-2xl border border-ink-100 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <tr className="bg-ink-50 [&>th:first-child]:rounded-tl-2xl [&>th:last-child]:rounded-tr-2xl">
              <th scope="col" className="px-4 py-3">
                {t('offers.columns.name')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('offers.columns.window')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('offers.columns.state')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('offers.columns.figures')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('offers.columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => (
              <tr key={row.id} className="align-top">
                <th scope="row" className="max-w-64 px-4 py-3 font-medium break-words text-ink-900">
                  {row.name}
                </th>
                <td className="px-4 py-3">
                  <OfferWindow row={row} />
                </td>
                <td className="px-4 py-3">
                  <OfferStateBadge state={row.state} />
                </td>
                <td className="px-4 py-3 text-ink-800">{row.figures}</td>
                <td className="px-4 py-3">
                  <OfferActions row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
