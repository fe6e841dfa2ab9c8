import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import { trackingSummary, TrackingSummaryView } from '../../features/tracking';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { createApiClient } from '../../lib/api-client';
import { badRequest, toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/tracking';

export const handle = i18nHandle('tracking');

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range of the address (`?from=2026-11-01&to=2026-11-23`, Vietnamese days; default 30). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'tracking.read' });
  const url = new URL(request.url);
  const query: { from?: string; to?: string } = {};
  for (const name of ['from', 'to'] as const) {
    const value = url.searchParams.get(name);
    if (!value) continue;
    if (!DAY.test(value)) badRequest(name);
    query[name] = value;
  }
  const summary = await trackingSummary(createApiClient(context.api), query).catch(toRouteError);
  return { summary };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/portal/tracking`: page views per page and per day, for admins. */
export default function PortalTracking({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('tracking');
  return (
    <section aria-labelledby="tracking-title" className="flex flex-col gap-4">
      <PageTitle title={t('title')} />
      <div>
        <h1 id="tracking-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('title')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-600">{t('subtitle')}</p>
      </div>
      <TrackingSummaryView summary={loaderData.summary} />
    </section>
  );
}
