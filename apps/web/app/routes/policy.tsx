import { isPolicyKey, policyPath } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { PageTitle } from '../components/ui/page-title';
import { SeoMeta } from '../components/ui/seo-meta';
import { getPolicyPage, PolicyNav, RichText } from '../features/content';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { useDateTime } from '../lib/format';
import { useRootData } from '../lib/root-data';
import { notFound, toRouteError } from '../lib/route-errors';
import type { Route } from './+types/policy';

export const handle = i18nHandle('content');

/** One policy page in the visitor's language; an unknown key is the shop's 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isPolicyKey(params.key)) notFound();
  const page = await getPolicyPage(createApiClient(context.api), params.key).catch(toRouteError);
  return { page };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/policy/:key`: a policy page (security, warranty, shipping…) with the others beside it. */
export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { page } = loaderData;
  const { policies, setting } = useRootData();
  const date = useDateTime('date');
  const path = policyPath(page.key);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <PageTitle title={page.title} />
      <SeoMeta title={page.title} description={page.summary || page.title} path={path} />
      <Breadcrumbs
        label={t('policy.breadcrumb')}
        trail={[{ name: t('policy.home'), path: '/' }, { name: t('policy.policies') }]}
        current={{ name: page.title, path }}
        publicUrl={setting.publicUrl}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0 rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-8 lg:p-10">
          <header className="border-b border-ink-100 pb-5">
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {page.title}
            </h1>
            {page.summary ? (
              <p className="mt-3 text-base leading-7 text-ink-600">{page.summary}</p>
            ) : null}
            <p className="mt-3 text-xs text-ink-500">
              {t('policy.updated', { date: date(page.updatedAt) })}
            </p>
          </header>
          <RichText html={page.body} className="mt-6" />
        </article>
        <PolicyNav policies={policies} current={page.key} />
      </div>
    </div>
  );
}
