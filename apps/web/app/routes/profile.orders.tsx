import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { PackageIcon } from '../components/ui/shop-icons';
import { listMyOrders, OrderList, OrderTabs, pageOf, tabOf } from '../features/orders';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/profile.orders';

export const handle = i18nHandle('orders', 'cart');

/** The shopper's orders in the tab and page of the address (`?tab=NEW&page=2`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = tabOf(url);
  const result = await listMyOrders(createApiClient(context.api), {
    tab,
    page: pageOf(url),
  }).catch(toRouteError);
  return { tab, orders: result.items, meta: result.meta };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/profile/orders`: my orders, by the spec's status tabs, 10 a page, newest first. */
export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('orders');
  const { tab, orders, meta } = loaderData;
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-5">
      <PageTitle title={t('title')} />
      <div>
        <h2 id="orders-title" className="text-xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('subtitle')}</p>
      </div>
      <OrderTabs current={tab} />
      {orders.length > 0 ? (
        <>
          <p className="text-sm text-ink-600" aria-live="polite">
            {t('count', { count: meta.total })}
          </p>
          <OrderList orders={orders} hrefOf={(order) => `/profile/orders/${order.id}`} />
          <Pagination meta={meta} />
        </>
      ) : (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 px-6 py-12 text-center">
          <PackageIcon size={40} className="text-lotus-300" />
          <p className="mt-4 font-semibold text-ink-900">
            {tab === 'ALL' ? t('emptyAll') : t('empty')}
          </p>
          <Link to="/products" className="btn-primary mt-5">
            {t('shopNow')}
          </Link>
        </div>
      )}
    </section>
  );
}
