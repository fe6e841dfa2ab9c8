import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import { pageOf } from '../../features/orders';
import { listRefunds, RefundFilter, RefundList, refundStatusOf } from '../../features/payments';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { createApiClient } from '../../lib/api-client';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/refunds';

export const handle = i18nHandle('payments');

/** The back office lists 20 refunds a page, like its other lists. */
export const REFUNDS_PAGE_SIZE = 20;

/** The refunds in the page and status of the address (`?status=REFUND_DUE&page=2`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'payments.refunds' });
  const url = new URL(request.url);
  const status = refundStatusOf(url);
  const result = await listRefunds(createApiClient(context.api), {
    page: pageOf(url),
    limit: REFUNDS_PAGE_SIZE,
    ...(status ? { status } : {}),
  }).catch(toRouteError);
  return { status, refunds: result.items, meta: result.meta };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/portal/refunds`: money owed back or given back to shoppers, newest first. */
export default function PortalRefunds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { status, refunds, meta } = loaderData;
  return (
    <section aria-labelledby="refunds-title" className="flex flex-col gap-4">
      <PageTitle title={t('refunds.title')} />
      <div>
        <h1 id="refunds-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('refunds.title')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('refunds.subtitle')}</p>
      </div>
      <RefundFilter current={status} />
      <p className="text-sm text-ink-600" aria-live="polite">
        {t('refunds.count', { count: meta.total })}
      </p>
      <RefundList refunds={refunds} meta={meta} />
    </section>
  );
}
