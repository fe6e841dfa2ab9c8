import type { PortalShowroom } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { usePageLanguage } from '../../../lib/format';
import { SHOWROOMS_PATH } from '../news-seo';

const small =
  'inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold ring-1 transition disabled:opacity-60';

function ShowroomRow({ showroom }: { showroom: PortalShowroom }) {
  const { t } = useTranslation('content');
  const lang = usePageLanguage();
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const name = lang === 'en' ? showroom.nameEn : showroom.nameVi;
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-100 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-lotus-50 px-2.5 py-0.5 font-semibold text-lotus-800 ring-1 ring-lotus-200">
            {t(`showrooms.kinds.${showroom.kind}`)}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ${
              showroom.isPublished
                ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                : 'bg-ink-100 text-ink-800 ring-ink-200'
            }`}
          >
            {showroom.isPublished ? t('portalShowrooms.published') : t('portalShowrooms.hidden')}
          </span>
          <span className="text-ink-500">
            {t('portalShowrooms.position', { position: showroom.position })}
          </span>
        </div>
        <h3 className="mt-1 font-semibold text-ink-900">{name}</h3>
        <p className="mt-0.5 text-sm text-ink-600">
          {lang === 'en' ? showroom.addressEn : showroom.addressVi} · {showroom.phone}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
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
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            onClick={(event) => {
              if (!window.confirm(t('portalShowrooms.confirmDelete', { name }))) {
                event.preventDefault();
              }
            }}
            className={`${small} bg-white text-red-700 ring-red-200 hover:bg-red-50`}
          >
            {t('portalShowrooms.delete')}
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** The back office's stores and service centres in their order, with a link to the shop's page. */
export function ShowroomAdminList({ items }: { items: readonly PortalShowroom[] }) {
  const { t } = useTranslation('content');
  return items.length > 0 ? (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" data-testid="portal-showroom-list">
        {items.map((showroom) => (
          <ShowroomRow key={showroom.id} showroom={showroom} />
        ))}
      </ul>
      <a
        href={SHOWROOMS_PATH}
        target="_blank"
        rel="noreferrer"
        className="w-fit text-sm font-semibold text-lotus-700 hover:underline"
      >
        {t('portalShowrooms.view')}
      </a>
    </div>
  ) : (
    <p className="rounded-2xl bg-white p-8 text-center text-ink-600 ring-1 ring-ink-100">
      {t('portalShowrooms.empty')}
    </p>
  );
}
