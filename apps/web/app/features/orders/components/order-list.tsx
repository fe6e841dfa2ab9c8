import type { OrderSummary } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon, LotusMark } from '../../../components/ui/icons';
import { useDateTime, useMoney } from '../../../lib/format';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';

/**
 * Orders as cards: number, date, status and payment, the first item with how many more, and the
 * total; each card links to its detail (`hrefOf`). The back office also shows who ordered.
 */
export function OrderList({
  orders,
  hrefOf,
  showCustomer = false,
}: {
  orders: OrderSummary[];
  hrefOf: (order: OrderSummary) => string;
  showCustomer?: boolean;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const date = useDateTime();
  return (
    <ul className="flex flex-col gap-3" data-testid="order-list">
      {orders.map((order) => {
        const more = order.itemCount - 1;
        return (
          <li
            key={order.id}
            data-order={order.number}
            className="relative rounded-2xl border border-ink-100 bg-white p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-lotus-600 hover:border-lotus-200 sm:p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">
                  <Link
                    to={hrefOf(order)}
                    className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
                    aria-label={t('viewNamed', { number: order.number })}
                  >
                    {order.number}
                  </Link>
                </p>
                <p className="text-sm text-ink-600">
                  {t('placedAt')}: {date(order.createdAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                <OrderStatusBadge status={order.status} />
                <PaymentStatusBadge status={order.paymentStatus} />
              </div>
            </div>
            <div className="mt-3 flex items-center gap-3 border-t border-ink-100 pt-3">
              <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-50">
                {order.firstItem?.image ? (
                  <img
                    src={order.firstItem.image.url}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : (
                  <LotusMark size={24} className="text-lotus-300" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink-900">
                  {order.firstItem?.name ?? t('itemCount', { count: order.itemCount })}
                </p>
                <p className="text-xs text-ink-600">
                  {more > 0
                    ? t('andMore', { count: more })
                    : t('itemCount', { count: order.itemQuantity })}
                  {' · '}
                  {t(`paymentMethod.${order.paymentMethod}`)}
                </p>
                {showCustomer ? (
                  <p className="mt-0.5 text-xs break-words text-ink-600">
                    {order.customer.fullName} · {order.customer.phone} · {order.customer.email}
                  </p>
                ) : null}
              </div>
              <div className="text-right">
                <p className="text-xs text-ink-500">{t('total')}</p>
                <p className="font-bold text-lotus-800" data-testid="order-total">
                  {money(order.grandTotal)}
                </p>
              </div>
              <ChevronRightIcon size={18} className="hidden shrink-0 text-ink-400 sm:block" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
