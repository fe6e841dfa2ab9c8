import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSearch } from '../../components/ui/list-search';
import { PageTitle } from '../../components/ui/page-title';
import { Pagination } from '../../components/ui/pagination';
import { requireUser } from '../../features/accounts';
import { listPortalOrders } from '../../features/backoffice';
import { OrderList, OrderTabs, pageOf, tabOf } from '../../features/orders';
import { createApiClient } from '../../lib/api-client';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/orders';

/**
 * Every order in the tab, page and search of the address (`?tab=NEW&search=LT0000…`); the search
 * finds an order number, a phone or an email.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'orders.list' });
  const url = new URL(request.url);
  const tab = tabOf(url);
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  const result = await listPortalOrders(createApiClient(context.api), {
    tab,
    page: pageOf(url),
    search,
  }).catch(toRouteError);
  return { tab, search: search ?? '', orders: result.items, meta: result.meta };
}

/** `/portal`: the orders screen, the back office's home. */
export default function PortalOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { tab, search, orders, meta } = loaderData;
  return (
    <section aria-labelledby="portal-orders-title" className="flex flex-col gap-4">
      <PageTitle title={t('orders.title')} />
      <div>
        <h2 id="portal-orders-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('orders.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('orders.subtitle')}</p>
      </div>
      <ListSearch
        id="orders-search"
        label={t('orders.searchLabel')}
        placeholder={t('orders.searchPlaceholder')}
        submit={t('orders.search')}
        defaultValue={search}
      >
        {tab !== 'ALL' ? <input type="hidden" name="tab" value={tab} /> : null}
      </ListSearch>
      <OrderTabs current={tab} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-600" aria-live="polite">
          {t('orders.count', { count: meta.total })}
        </p>
        {search ? (
          <Link
            to={tab === 'ALL' ? '/portal' : `/portal?tab=${tab}`}
            className="text-sm font-medium text-lotus-700 hover:underline"
          >
            {t('orders.clear')}
          </Link>
        ) : null}
      </div>
      {orders.length > 0 ? (
        <>
          <OrderList
            orders={orders}
            showCustomer
            hrefOf={(order) => `/portal/orders/${order.id}`}
          />
          <Pagination meta={meta} />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
          {t('orders.empty')}
        </p>
      )}
    </section>
  );
}
