import { type OrderSummary, PORTAL_ORDER_SORTS } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSearch } from '../../components/ui/list-search';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import { DataTable, listPortalOrders, listSortOf, type Column } from '../../features/portal-kit';
import {
  OrderStatusBadge,
  OrderTabs,
  pageOf,
  PaymentStatusBadge,
  tabOf,
} from '../../features/orders';
import { useDateTime, useMoney } from '../../lib/format';
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
    ...listSortOf(url.searchParams, PORTAL_ORDER_SORTS),
  }).catch(toRouteError);
  return { tab, search: search ?? '', orders: result.items, meta: result.meta };
}

/** The orders table's columns: who ordered what, where it stands, and what it is worth. */
function useOrderColumns(): Column<OrderSummary>[] {
  const { t } = useTranslation('portal');
  const { t: tOrders } = useTranslation('orders');
  const { t: tCatalog } = useTranslation('catalog');
  const money = useMoney();
  const date = useDateTime();
  return [
    {
      key: 'number',
      header: t('orders.columns.number'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (order) => (
        <Link
          to={`/portal/orders/${order.id}`}
          aria-label={tOrders('viewNamed', { number: order.number })}
          className="font-semibold text-lotus-800 hover:underline"
        >
          {order.number}
        </Link>
      ),
    },
    {
      key: 'placed',
      header: t('orders.columns.placedAt'),
      className: 'min-w-28',
      sortable: true,
      cell: (order) => <time dateTime={order.createdAt}>{date(order.createdAt)}</time>,
    },
    {
      key: 'customer',
      header: t('orders.columns.customer'),
      sortable: true,
      cell: (order) => (
        <div className="max-w-48">
          <p className="truncate font-medium text-ink-900">{order.customer.fullName}</p>
          <p className="truncate text-xs text-ink-600">
            {order.customer.phone} · {order.customer.email}
          </p>
        </div>
      ),
    },
    {
      key: 'items',
      header: t('orders.columns.items'),
      cell: (order) => (
        <div className="max-w-48">
          <p className="truncate">
            {order.firstItem?.name ?? tOrders('itemCount', { count: order.itemCount })}
          </p>
          <p className="text-xs text-ink-600">
            {order.itemCount > 1
              ? tOrders('andMore', { count: order.itemCount - 1 })
              : tOrders('itemCount', { count: order.itemQuantity })}
            {' · '}
            {tOrders(`paymentMethod.${order.paymentMethod}`)}
            {order.installment
              ? ` · ${order.installment.bankName} · ${tCatalog('installment.months', { count: order.installment.months })}`
              : ''}
          </p>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('orders.columns.status'),
      cell: (order) => (
        <div className="flex flex-wrap gap-1.5">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      ),
    },
    {
      key: 'total',
      header: t('orders.columns.total'),
      align: 'end',
      className: 'whitespace-nowrap',
      sortable: true,
      cell: (order) => (
        <span className="font-semibold text-ink-900" data-testid="order-total">
          {money(order.grandTotal)}
        </span>
      ),
    },
  ];
}

/** `/portal`: the orders screen, the back office's home. */
export default function PortalOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { tab, search, orders, meta } = loaderData;
  const columns = useOrderColumns();
  return (
    <section aria-labelledby="portal-orders-title" className="flex flex-col gap-4">
      <PageTitle title={t('orders.title')} />
      <div>
        <h1 id="portal-orders-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('orders.title')}
        </h1>
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
            to={tab === 'ALL' ? '/portal/orders' : `/portal/orders?tab=${tab}`}
            className="text-sm font-medium text-lotus-700 hover:underline"
          >
            {t('orders.clear')}
          </Link>
        ) : null}
      </div>
      <DataTable
        caption={t('orders.caption')}
        columns={columns}
        rows={orders}
        rowKey={(order) => order.id}
        rowProps={(order) => ({ 'data-order': order.number })}
        meta={meta}
        empty={t('orders.empty')}
        testId="order-list"
      />
    </section>
  );
}
