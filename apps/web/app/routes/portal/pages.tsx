import { groupPolicies, policyPath } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requireUser } from '../../features/accounts';
import { listPortalPages } from '../../features/content';
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

/** `/portal/pages`: the policy pages by group, each with its edit link. */
export default function PortalPages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const lang = usePageLanguage();
  const date = useDateTime('date');
  const groups = groupPolicies(loaderData.pages);
  return (
    <section aria-labelledby="pages-title" className="flex flex-col gap-5">
      <header>
        <h1 id="pages-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('portalPages.title')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('portalPages.subtitle')}</p>
      </header>
      {groups.map(({ group, pages }) => (
        <section
          key={group}
          aria-labelledby={`group-${group}`}
          className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100"
        >
          <h3
            id={`group-${group}`}
            className="bg-ink-50 px-5 py-2.5 text-xs font-semibold tracking-wide text-ink-600 uppercase"
          >
            {t('portalPages.group')}: {t(`groups.${group}`)}
          </h3>
          <ul className="divide-y divide-ink-100">
            {pages.map((page) => (
              <li
                key={page.key}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-3.5"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">
                    {lang === 'en' ? page.titleEn : page.titleVi}
                  </p>
                  <p className="text-sm text-ink-500">
                    {lang === 'en' ? page.titleVi : page.titleEn} ·{' '}
                    {t('portalPages.updated', { date: date(page.updatedAt) })}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link
                    to={policyPath(page.key)}
                    className="inline-flex h-9 items-center rounded-full px-3.5 text-sm font-medium text-ink-700 ring-1 ring-ink-200 hover:text-lotus-800"
                  >
                    {t('portalPages.view')}
                  </Link>
                  <Link
                    to={`/portal/pages/${page.key}`}
                    aria-label={`${t('portalPages.edit')}: ${lang === 'en' ? page.titleEn : page.titleVi}`}
                    className="inline-flex h-9 items-center rounded-full bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-800"
                  >
                    {t('portalPages.edit')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
