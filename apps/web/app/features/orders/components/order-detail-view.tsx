import { COLOURS, type OrderDetail } from '@lotus/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, GiftIcon, LotusMark } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { useDateTime, useMoney, usePageLanguage } from '../../../lib/format';
import { lineAdjustments, LineOfferTags, PriceSummary } from '../../cart';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { InstallmentPlanSummary } from '../../payments';

/** Who moved the order, as its history says it. */
const BY = {
  CUSTOMER: 'detail.byCustomer',
  OPERATOR: 'detail.byShop',
  SYSTEM: 'detail.bySystem',
} as const;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-base font-bold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 py-1 text-sm">
      <dt className="text-ink-500">{label}</dt>
      <dd className="break-words text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * An order's page as its shopper and the shop read it: its number under a link `back` to the
 * list, status and payment, its lines at the prices they were ordered at (with the programmes
 * that priced them, a promotion's gift marked), the totals with each discount on its row as at
 * checkout, the shipment details (recipient, address, delivery and payment methods, note) and its
 * history.
 * `actions` sit under the header (cancel, the shop's moves); `payAction` inside the notice of an
 * unpaid online order (pay again); `payments` is the card of its payment attempts, beside the
 * shipment details, when it has any.
 */
export function OrderDetailView({
  order,
  back,
  actions,
  payAction,
  payments,
  lineAction,
}: {
  order: OrderDetail;
  back: { to: string; label: string };
  actions?: ReactNode;
  /** Under each line (the shopper's "write a review" of a done order's product). */
  lineAction?: (line: OrderDetail['lines'][number]) => ReactNode;
  payAction?: ReactNode;
  payments?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const title = t('detail.title', { number: order.number });
  const money = useMoney();
  const date = useDateTime();
  const lang = usePageLanguage();
  const freeShipping = order.adjustments.find((a) => a.reason === 'FREE_SHIPPING');
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <PageTitle title={title} />
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-lotus-700 hover:underline"
      >
        <ChevronLeftIcon size={16} />
        {back.label}
      </Link>
      <h2 id={titleId} className="text-xl font-bold tracking-tight text-ink-900">
        {title}
      </h2>
      <div className="flex flex-col gap-4" data-testid="order-detail" data-status={order.status}>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          <span className="text-sm text-ink-600">
            {t('placedAt')}: {date(order.createdAt)}
          </span>
        </div>
        {order.status === 'rejected' && order.rejectReason ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
            {t('detail.rejected', { reason: order.rejectReason })}
          </p>
        ) : null}
        {order.paymentStatus === 'unpaid' &&
        order.paymentMethod !== 'COD' &&
        order.status !== 'cancel' &&
        order.status !== 'rejected' ? (
          <div className="flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
            <p>{t('detail.unpaidOnline')}</p>
            {payAction}
          </div>
        ) : null}
        {actions}

        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Card title={t('detail.items')}>
            <ul className="divide-y divide-ink-100">
              {order.lines.map((line, index) => {
                // A promotion's gift: a line at 0 ₫ whose worth a promotion took off.
                const gift =
                  line.unitPrice === 0 &&
                  order.adjustments.some(
                    (a) => a.reason === 'PROMOTION' && a.infoId === line.infoId,
                  );
                const options = [
                  line.colour ? t('detail.colour', { colour: COLOURS[line.colour][lang] }) : null,
                  line.size ? t('detail.size', { size: line.size }) : null,
                  t('detail.sku', { sku: line.sku }),
                ].filter(Boolean);
                return (
                  <li
                    key={`${line.infoId}-${index}`}
                    className="flex gap-3 py-3"
                    data-testid="order-line"
                    data-gift={gift ? 'true' : undefined}
                  >
                    <span className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-50">
                      {line.image ? (
                        <img
                          src={line.image.url}
                          alt=""
                          width={64}
                          height={64}
                          loading="lazy"
                          className="size-full object-cover"
                        />
                      ) : (
                        <LotusMark size={24} className="text-lotus-300" />
                      )}
                    </span>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/products/${line.slug}`}
                        className="line-clamp-2 font-medium text-ink-900 hover:text-lotus-800"
                      >
                        {line.name}
                      </Link>
                      <p className="text-xs text-ink-600">{options.join(' · ')}</p>
                      {gift ? (
                        <span className="mt-1 inline-flex items-center gap-1 rounded-md bg-emerald-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                          <GiftIcon size={12} />
                          {t('detail.gift')}
                        </span>
                      ) : (
                        <LineOfferTags
                          adjustments={lineAdjustments(order.adjustments, line.infoId)}
                        />
                      )}
                      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
                        <p className="text-sm whitespace-nowrap text-ink-700">
                          {money(line.unitPrice)}
                          {line.unitPrice < line.listPrice ? (
                            <s className="ml-1.5 text-ink-400">{money(line.listPrice)}</s>
                          ) : null}
                          <span className="text-ink-500"> × {line.quantity}</span>
                        </p>
                        <p className="font-semibold whitespace-nowrap text-ink-900">
                          {money(line.lineTotal)}
                        </p>
                      </div>
                      {lineAction?.(line)}
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className="mt-2 border-t border-ink-100 pt-3">
              <PriceSummary
                figures={{
                  itemsTotal: order.itemsTotal,
                  subtotal: order.subtotal,
                  adjustments: order.adjustments,
                  shipping: {
                    fee: order.shippingFee,
                    baseFee: order.shippingFee + (freeShipping?.amount ?? 0),
                  },
                  grandTotal: order.grandTotal,
                }}
              />
            </div>
          </Card>

          <div className="flex flex-col gap-4">
            <Card title={t('detail.shipment')}>
              <dl>
                <Fact label={t('detail.recipient')}>{order.customer.fullName}</Fact>
                <Fact label={t('detail.phone')}>{order.customer.phone}</Fact>
                <Fact label={t('detail.email')}>{order.customer.email}</Fact>
                <Fact label={t('detail.address')}>{order.shipment.fullAddress}</Fact>
                <Fact label={t('detail.deliveryMethod')}>
                  {t(`deliveryMethod.${order.deliveryMethod}`)}
                </Fact>
                <Fact label={t('detail.paymentMethod')}>
                  {t(`paymentMethod.${order.paymentMethod}`)}
                  {order.installment ? (
                    <InstallmentPlanSummary plan={order.installment} className="mt-1" />
                  ) : null}
                </Fact>
                <Fact label={t('detail.paymentStatus')}>{t(`payment.${order.paymentStatus}`)}</Fact>
                {order.note ? <Fact label={t('detail.note')}>{order.note}</Fact> : null}
              </dl>
            </Card>
            {payments && order.payments.length > 0 ? (
              <Card title={t('detail.payments')}>{payments}</Card>
            ) : null}
            <Card title={t('detail.history')}>
              <ol className="relative ml-2 border-l border-ink-200">
                {order.history.map((event, index) => (
                  <li key={`${event.status}-${index}`} className="relative pb-3 pl-4 last:pb-0">
                    <span
                      aria-hidden="true"
                      className="absolute top-1.5 -left-[5px] size-2.5 rounded-full bg-lotus-600 ring-2 ring-white"
                    />
                    <p className="text-sm font-medium text-ink-900">
                      {t(`status.${event.status}`)}
                      {event.by ? (
                        <span className="font-normal text-ink-500"> {t(BY[event.by])}</span>
                      ) : null}
                    </p>
                    <p className="text-xs text-ink-500">{date(event.at)}</p>
                    {event.reason ? (
                      <p className="mt-0.5 text-xs text-ink-700">
                        {t('detail.reason', { reason: event.reason })}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </Card>
          </div>
        </div>
      </div>
    </section>
  );
}
