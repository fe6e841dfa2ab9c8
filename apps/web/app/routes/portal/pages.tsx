import { groupPolicies, policyPath } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireUser } from '../../features/accounts';
import { listPortalPages } from '../../features/content';
import { DataTable, type Column } from '../../features/portal-kit';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { createApiClient } from '../../lib/api-client';
import { useDateTime, usePageLanguage } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/pages';

export const handle = i18nHandle('portal', 'content');

/** Every policy page in both languages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  return { pages: await listPortalPages(createApiClient(context.api)).catch(toRouteError) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

type PortalPage = Route.ComponentProps['loaderData']['pages'][number];

/** `/portal/pages`: the policy pages, group by group, each with its view and edit links. */
export default function PortalPages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const lang = usePageLanguage();
  const date = useDateTime('date');
  const pages = groupPolicies(loaderData.pages).flatMap((group) => group.pages);
  const titleOf = (page: PortalPage) => (lang === 'en' ? page.titleEn : page.titleVi);
  const columns: Column<PortalPage>[] = [
    {
      key: 'title',
      header: t('portalPages.columns.page'),
      rowHeader: true,
      sortValue: titleOf,
      cell: (page) => (
        <>
          <p className="font-semibold text-ink-900">{titleOf(page)}</p>
          <p className="font-normal text-ink-500">{lang === 'en' ? page.titleVi : page.titleEn}</p>
        </>
      ),
    },
    {
      key: 'group',
      header: t('portalPages.group'),
      className: 'whitespace-nowrap',
      sortValue: (page) => t(`groups.${page.group}`),
      cell: (page) => t(`groups.${page.group}`),
    },
    {
      key: 'updated',
      header: t('portalPages.columns.updated'),
      className: 'whitespace-nowrap',
      sortValue: (page) => page.updatedAt,
      cell: (page) => date(page.updatedAt),
    },
    {
      key: 'actions',
      header: t('portalPages.columns.actions'),
      align: 'end',
      cell: (page) => (
        <div className="flex justify-end gap-2">
          <Link
            to={policyPath(page.key)}
            className="inline-flex h-9 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap text-ink-700 ring-1 ring-ink-200 hover:text-lotus-800"
          >
            {t('portalPages.view')}
          </Link>
          <Link
            to={`/portal/pages/${page.key}`}
            aria-label={`${t('portalPages.edit')}: ${titleOf(page)}`}
            className="inline-flex h-9 items-center rounded-full bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-800"
          >
            {t('portalPages.edit')}
          </Link>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="pages-title" className="flex flex-col gap-5">
      <header>
        <h1 id="pages-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('portalPages.title')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('portalPages.subtitle')}</p>
      </header>
      <DataTable
        caption={t('portalPages.title')}
        columns={columns}
        rows={pages}
        rowKey={(page) => page.key}
      />
    </section>
  );
}
