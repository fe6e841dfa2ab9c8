import { WAITING_STATUSES } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import { DashboardChart, getDashboard, StatCard } from '../../features/back-office';
import { OrderStatusBadge } from '../../features/orders';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { createApiClient } from '../../lib/api-client';
import { useDateTime, useMoney } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/dashboard';

export const handle = i18nHandle('backoffice', 'portal', 'orders');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'dashboard.read' });
  return { dashboard: await getDashboard(createApiClient(context.api)).catch(toRouteError) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

const TAB_OF = { new: 'NEW', processing: 'PROCESSING', delivering: 'DELIVERING' } as const;

const card = 'min-w-0 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs';

/** `/portal`: the back office's home, by Vietnam's day (Asia/Ho_Chi_Minh). */
export default function PortalDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('backoffice');
  const { t: tOrders } = useTranslation('orders');
  const money = useMoney();
  const when = useDateTime();
  const { dashboard: d } = loaderData;
  const { running, next } = d.flashSale;

  return (
    <section aria-labelledby="dashboard-title">
      <PageTitle title={t('dashboard.title')} />
      <h1 id="dashboard-title" className="text-xl font-bold tracking-tight text-ink-900">
        {t('dashboard.title')}
      </h1>
      <p className="mt-1 text-sm text-ink-600">{t('dashboard.subtitle')}</p>

      <div className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          testId="today-orders"
          label={t('dashboard.todayOrders')}
          value={d.today.orders}
          note={t('dashboard.yesterdayOrders', { count: d.yesterday.orders })}
          to="/portal/orders"
        />
        <StatCard
          testId="today-revenue"
          label={t('dashboard.todayRevenue')}
          value={money(d.today.revenue)}
          note={t('dashboard.yesterdayRevenue', { amount: money(d.yesterday.revenue) })}
        />
        <StatCard
          label={t('dashboard.pendingReviews')}
          value={d.pendingReviews}
          tone={d.pendingReviews ? 'attention' : 'plain'}
          to="/portal/reviews"
        />
        <StatCard
          label={t('dashboard.refundsDue')}
          value={d.refundsDue}
          tone={d.refundsDue ? 'attention' : 'plain'}
          to="/portal/refunds"
        />
      </div>

      <div className={`${card} mt-3`}>
        <h2 className="text-sm font-semibold text-ink-900">{t('dashboard.waiting')}</h2>
        <ul className="mt-2 grid grid-cols-3 gap-2">
          {WAITING_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={`/portal/orders?tab=${TAB_OF[status]}`}
                className="flex flex-col rounded-xl bg-ink-50 px-3 py-2 transition hover:bg-lotus-50"
              >
                <span className="text-xl font-bold text-ink-900 tabular-nums">
                  {d.waiting[status]}
                </span>
                <span className="truncate text-xs text-ink-600">{tOrders(`status.${status}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className={`${card} mt-3`}>
        <h2 className="text-sm font-semibold text-ink-900">{t('dashboard.lastDays')}</h2>
        <div className="mt-2">
          <DashboardChart days={d.days} />
        </div>
      </div>

      <div className="mt-3 grid gap-3 lg:grid-cols-2">
        <div className={card}>
          <h2 className="text-sm font-semibold text-ink-900">{t('dashboard.latestOrders')}</h2>
          {d.latestOrders.length === 0 ? (
            <p className="mt-2 text-sm text-ink-600">{t('dashboard.noOrders')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-ink-100" data-testid="latest-orders">
              {d.latestOrders.map((order) => (
                <li key={order.id} data-order={order.number}>
                  <Link
                    to={`/portal/orders/${order.id}`}
                    className="flex items-center gap-3 py-2 text-sm hover:text-lotus-700"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-ink-900">{order.number}</span>
                      <span className="block truncate text-xs text-ink-600">
                        {order.customer} · {when(order.createdAt)}
                      </span>
                    </span>
                    <span className="shrink-0 text-end">
                      <span className="block font-semibold text-ink-900 tabular-nums">
                        {money(order.grandTotal)}
                      </span>
                      <OrderStatusBadge status={order.status} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="grid min-w-0 gap-3">
          <div className={card}>
            <h2 className="text-sm font-semibold text-ink-900">
              {t('dashboard.lowStock', { count: d.lowStock.total })}
            </h2>
            {d.lowStock.items.length === 0 ? (
              <p className="mt-2 text-sm text-ink-600">{t('dashboard.noLowStock')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-ink-100">
                {d.lowStock.items.map((item) => (
                  <li key={item.variantId}>
                    <Link
                      to={`/portal/products/${item.productId}`}
                      className="flex items-center gap-3 py-2 text-sm hover:text-lotus-700"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-ink-900">{item.name}</span>
                        <span className="block text-xs text-ink-600">{item.sku}</span>
                      </span>
                      <span
                        className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${item.stock === 0 ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
                      >
                        {item.stock === 0
                          ? t('dashboard.outOfStock')
                          : t('dashboard.left', { count: item.stock })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className={card}>
            <h2 className="text-sm font-semibold text-ink-900">{t('dashboard.flashSales')}</h2>
            <dl className="mt-2 space-y-2 text-sm">
              <div>
                <dt className="text-xs text-ink-600">{t('dashboard.running')}</dt>
                <dd className="font-medium text-ink-900">
                  {running
                    ? t('dashboard.until', { name: running.name, at: when(running.endsAt) })
                    : t('dashboard.none')}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-ink-600">{t('dashboard.next')}</dt>
                <dd className="font-medium text-ink-900">
                  {next
                    ? t('dashboard.from', { name: next.name, at: when(next.startsAt) })
                    : t('dashboard.none')}
                </dd>
              </div>
            </dl>
            <Link
              to="/portal/flash-sales"
              className="mt-3 inline-block text-sm font-medium text-lotus-700 hover:underline"
            >
              {t('dashboard.manageFlashSales')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
