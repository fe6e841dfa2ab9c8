import type { PortalShowroom } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { usePageLanguage } from '../../../lib/format';
import { ConfirmButton } from './confirm-button';
import { DataTable, type Column } from './data-table';
import { SHOWROOMS_PATH } from '../../content';

const small =
  'inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold ring-1 transition disabled:opacity-60';

/** What can be done with a store: edit, show or hide, delete (asked). */
function ShowroomActions({ showroom, name }: { showroom: PortalShowroom; name: string }) {
  const { t } = useTranslation('content');
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  return (
    <div className="flex justify-end gap-2 whitespace-nowrap">
      <Link
        to={`?edit=${showroom.id}`}
        className={`${small} bg-white text-ink-900 ring-ink-200 hover:text-lotus-800`}
      >
        {t('portalShowrooms.edit')}
      </Link>
      <fetcher.Form method="post" className="contents">
        <input type="hidden" name="id" value={showroom.id} />
        <input type="hidden" name="name" value={name} />
        <input type="hidden" name="isPublished" value={showroom.isPublished ? 'false' : 'true'} />
        <button
          type="submit"
          name="intent"
          value="visibility"
          disabled={busy}
          className={`${small} bg-white text-ink-900 ring-ink-200 hover:text-lotus-800`}
        >
          {showroom.isPublished ? t('portalShowrooms.hide') : t('portalShowrooms.show')}
        </button>
      </fetcher.Form>
      <ConfirmButton
        tone="danger"
        title={t('portalShowrooms.confirmDelete', { name })}
        confirmLabel={t('portalShowrooms.delete')}
        fields={{ intent: 'delete', id: showroom.id, name }}
        fetcher={fetcher}
        disabled={busy}
        className={`${small} bg-white text-red-700 ring-red-200 hover:bg-red-50`}
      >
        {t('portalShowrooms.delete')}
      </ConfirmButton>
    </div>
  );
}

/** The back office's stores and service centres in their order, with a link to the shop's page. */
export function ShowroomAdminList({ items }: { items: readonly PortalShowroom[] }) {
  const { t } = useTranslation('content');
  const lang = usePageLanguage();
  const nameOf = (showroom: PortalShowroom) => (lang === 'en' ? showroom.nameEn : showroom.nameVi);
  const columns: Column<PortalShowroom>[] = [
    {
      key: 'position',
      header: t('portalShowrooms.columns.position'),
      align: 'end',
      className: 'w-12 tabular-nums',
      sortValue: (showroom) => showroom.position,
      cell: (showroom) => showroom.position,
    },
    {
      key: 'name',
      header: t('portalShowrooms.columns.store'),
      rowHeader: true,
      className: 'min-w-56',
      sortValue: nameOf,
      cell: (showroom) => (
        <>
          <p className="font-semibold text-ink-900">{nameOf(showroom)}</p>
          <p className="mt-0.5 font-normal text-ink-600">
            {lang === 'en' ? showroom.addressEn : showroom.addressVi} · {showroom.phone}
          </p>
        </>
      ),
    },
    {
      key: 'kind',
      header: t('portalShowrooms.columns.kind'),
      className: 'whitespace-nowrap',
      cell: (showroom) => t(`showrooms.kinds.${showroom.kind}`),
    },
    {
      key: 'shown',
      header: t('portalShowrooms.columns.shown'),
      cell: (showroom) => (
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${
            showroom.isPublished
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
              : 'bg-ink-100 text-ink-800 ring-ink-200'
          }`}
        >
          {showroom.isPublished ? t('portalShowrooms.published') : t('portalShowrooms.hidden')}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('portalShowrooms.columns.actions'),
      align: 'end',
      cell: (showroom) => <ShowroomActions showroom={showroom} name={nameOf(showroom)} />,
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        caption={t('portalShowrooms.title')}
        columns={columns}
        rows={items}
        rowKey={(showroom) => showroom.id}
        empty={t('portalShowrooms.empty')}
        testId="portal-showroom-list"
      />
      {items.length > 0 ? (
        <a
          href={SHOWROOMS_PATH}
          target="_blank"
          rel="noreferrer"
          className="w-fit text-sm font-semibold text-lotus-700 hover:underline"
        >
          {t('portalShowrooms.view')}
        </a>
      ) : null}
    </div>
  );
}
