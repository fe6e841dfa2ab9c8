import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircleIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { getMyOrder, OrderStatusBadge, PaymentStatusBadge } from '../features/orders';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { useMoney } from '../lib/format';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/checkout.completed';

export const handle = i18nHandle('checkout', 'orders');

/** The order just placed (the shopper's own; anyone else's is the 404 page). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await getMyOrder(createApiClient(context.api), params.id).catch(toRouteError);
  return { order };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/checkout/completed/:id`: the order completed page. */
export default function CheckoutCompleted({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['checkout', 'orders']);
  const money = useMoney();
  const { order } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <PageTitle title={t('completed.title')} />
      <section
        className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 py-10 text-center shadow-sm"
        data-testid="order-completed"
      >
        <span className="grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700">
          <CheckCircleIcon size={36} />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-900">
          {t('completed.title')}
        </h1>
        <p className="mt-2 text-ink-700">{t('completed.thanks', { number: order.number })}</p>
        <p className="mt-1 text-sm text-ink-600">
          {t('completed.mail', { email: order.customer.email })}
        </p>
        <dl className="mt-6 grid w-full max-w-sm grid-cols-2 gap-3 rounded-2xl bg-ink-50 p-4 text-left">
          <div>
            <dt className="text-xs text-ink-500">{t('completed.number')}</dt>
            <dd className="font-semibold text-ink-900" data-testid="order-number">
              {order.number}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-500">{t('completed.total')}</dt>
            <dd className="font-bold text-lotus-800" data-testid="order-total">
              {money(order.grandTotal)}
            </dd>
          </div>
          <div className="col-span-2 flex flex-wrap gap-1.5">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
            <span className="text-xs text-ink-600">
              {t(`orders:paymentMethod.${order.paymentMethod}`)}
            </span>
          </div>
        </dl>
        <p className="mt-4 max-w-md text-sm text-ink-700">
          {order.paymentMethod === 'COD'
            ? t('completed.cod', { total: money(order.grandTotal) })
            : t('completed.unpaid')}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={`/profile/orders/${order.id}`} className="btn-primary">
            {t('completed.view')}
          </Link>
          <Link to="/products" className="btn-secondary">
            {t('completed.shop')}
          </Link>
        </div>
      </section>
    </div>
  );
}
