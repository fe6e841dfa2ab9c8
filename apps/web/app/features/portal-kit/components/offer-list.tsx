import type { OfferState } from '@lotus/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime } from '../../../lib/format';
import { DataTable, type Column } from './data-table';
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
        <div className="flex justify-end gap-2">
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
 * The programmes of one kind, in the kit's table (sortable by name, start and end). `filtered`
 * says an empty list is the filter's doing.
 */
export function OfferList({ rows, filtered = false }: { rows: OfferRow[]; filtered?: boolean }) {
  const { t } = useTranslation('portal');
  const columns: Column<OfferRow>[] = [
    {
      key: 'name',
      header: t('offers.columns.name'),
      rowHeader: true,
      className: 'max-w-64 min-w-40 break-words',
      sortValue: (row) => row.name,
      cell: (row) => row.name,
    },
    {
      key: 'starts',
      header: t('offers.columns.window'),
      sortValue: (row) => row.startsAt,
      cell: (row) => <OfferWindow row={row} />,
    },
    {
      key: 'state',
      header: t('offers.columns.state'),
      cell: (row) => <OfferStateBadge state={row.state} />,
    },
    {
      key: 'figures',
      header: t('offers.columns.figures'),
      className: 'min-w-56',
      cell: (row) => row.figures,
    },
    {
      key: 'actions',
      header: t('offers.columns.actions'),
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (row) => <OfferActions row={row} />,
    },
  ];
  return (
    <DataTable
      caption={t('offers.columns.name')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={filtered ? t('offers.noMatch') : t('offers.empty')}
    />
  );
}
