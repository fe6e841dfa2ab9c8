import { SHOWROOM_KINDS } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { PageTitle } from '../components/ui/page-title';
import { JsonLd, SeoMeta } from '../components/ui/seo-meta';
import {
  listShowrooms,
  SameUrlHreflang,
  ShowroomCard,
  SHOWROOMS_PATH,
  showroomsJsonLd,
} from '../features/content';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { useRootData } from '../lib/root-data';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/showrooms';

export const handle = i18nHandle('content');

/** The published stores and service centres, in the shop's order. */
export async function loader({ context }: Route.LoaderArgs) {
  const showrooms = await listShowrooms(createApiClient(context.api)).catch(toRouteError);
  return { showrooms };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/showrooms`: stores, then service centres, each a card with how to get there and call. */
export default function ShowroomsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { setting } = useRootData();
  const { showrooms } = loaderData;
  const groups = SHOWROOM_KINDS.map((kind) => ({
    kind,
    items: showrooms.filter((s) => s.kind === kind),
  })).filter((group) => group.items.length > 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('showrooms.title')} />
      <SeoMeta
        title={t('showrooms.title')}
        description={t('showrooms.description')}
        path={SHOWROOMS_PATH}
      />
      <SameUrlHreflang path={SHOWROOMS_PATH} />
      {showrooms.length > 0 ? (
        <JsonLd data={showroomsJsonLd(showrooms, { siteName: setting.siteName })} />
      ) : null}
      <Breadcrumbs
        label={t('news.breadcrumb')}
        trail={[{ name: t('news.home'), path: '/' }]}
        current={{ name: t('showrooms.title'), path: SHOWROOMS_PATH }}
      />
      <header className="mt-4 mb-6 sm:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('showrooms.title')}
        </h1>
        <p className="mt-1 max-w-2xl text-ink-600">{t('showrooms.intro')}</p>
      </header>
      {groups.length > 0 ? (
        <div className="flex flex-col gap-8 sm:gap-10">
          {groups.map((group) => (
            <section key={group.kind} aria-labelledby={`kind-${group.kind}`}>
              <h2
                id={`kind-${group.kind}`}
                className="mb-4 text-lg font-bold tracking-tight text-ink-900 sm:text-xl"
              >
                {t(`showrooms.kinds.${group.kind}`)}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2" data-testid={`showrooms-${group.kind}`}>
                {group.items.map((showroom) => (
                  <li key={showroom.id}>
                    <ShowroomCard showroom={showroom} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <p className="rounded-2xl bg-white p-8 text-center text-ink-600 ring-1 ring-ink-100">
          {t('showrooms.empty')}
        </p>
      )}
    </div>
  );
}
