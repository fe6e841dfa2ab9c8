import type { Dong } from '@lotus/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney, usePageLanguage } from '../../../lib/format';
import { adjustmentRows, type AdjustmentRow, type ShownAdjustment } from '../adjustment-rows';

/** The figures a summary shows: the pricing engine's answer, or an order's stored prices. */
export interface SummaryFigures {
  itemsTotal: Dong;
  subtotal: Dong;
  adjustments: readonly ShownAdjustment[];
  /** Null while no delivery was chosen (the cart page): "calculated at checkout". */
  shipping: { fee: Dong; baseFee: Dong } | null;
  grandTotal: Dong;
  /** The programmes' names by the `ref` their adjustments carry (a cart's `offerNames`). */
  names?: Readonly<Record<string, string>>;
  /** The voucher's code, naming its row when the voucher's name is not known. */
  voucherCode?: string | null | undefined;
}

function Row({
  label,
  value,
  testId,
  reason,
}: {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  reason?: string;
}) {
  return (
    <div
      className="flex items-baseline justify-between gap-4 py-1.5"
      data-testid={reason ? 'adjustment' : undefined}
      data-reason={reason}
    >
      <dt className="min-w-0 text-ink-600">{label}</dt>
      <dd className="shrink-0 text-right font-medium text-ink-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A row's words: why, which programme (when it has a name of its own), and its discountText. */
function useRowLabel() {
  const { t } = useTranslation('cart');
  return (row: AdjustmentRow, voucherCode: string | null | undefined) => {
    const reason = row.gift ? t('summary.reason.GIFT') : t(`summary.reason.${row.reason}`);
    const name =
      row.name && row.name.toLocaleLowerCase() !== reason.toLocaleLowerCase()
        ? row.name
        : row.reason === 'VOUCHER'
          ? (voucherCode ?? null)
          : null;
    const label = name ? t('summary.named', { reason, name }) : reason;
    return row.discountText ? `${label} (${row.discountText})` : label;
  };
}

/**
 * The price breakdown: the items at list price, each programme's discount on its own row (its
 * reason, its name and `discountText`: the products' sale prices, a price rule, the flash sale,
 * the promotion or its gift, the voucher), what the merchandise comes to, shipping (free shows
 * the waived fee struck through), and the grand total.
 */
export function PriceSummary({ figures, title }: { figures: SummaryFigures; title?: string }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const rowLabel = useRowLabel();
  const rows = adjustmentRows(figures.adjustments, figures.names ?? {}, usePageLanguage());
  const { shipping } = figures;
  return (
    <div>
      {title ? <h2 className="mb-2 text-lg font-bold text-ink-900">{title}</h2> : null}
      <dl className="text-sm">
        <Row label={t('summary.itemsTotal')} value={money(figures.itemsTotal)} />
        {rows.map((row) => (
          <Row
            key={row.key}
            reason={row.gift ? 'GIFT' : row.reason}
            label={rowLabel(row, figures.voucherCode)}
            value={<span className="text-emerald-700">-{money(row.amount)}</span>}
          />
        ))}
        {rows.length > 0 ? (
          <Row
            label={t('summary.subtotal')}
            testId="merchandise-total"
            value={money(figures.grandTotal - (shipping?.fee ?? 0))}
          />
        ) : null}
        <Row
          label={t('summary.shipping')}
          testId="shipping-fee"
          value={
            shipping === null ? (
              <span className="font-normal text-ink-500">{t('summary.shippingLater')}</span>
            ) : shipping.fee === 0 && shipping.baseFee > 0 ? (
              <>
                <s className="mr-1.5 font-normal text-ink-400">{money(shipping.baseFee)}</s>
                <span className="text-emerald-700">{t('summary.free')}</span>
              </>
            ) : (
              money(shipping.fee)
            )
          }
        />
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-ink-100 pt-3">
          <dt className="text-base font-semibold text-ink-900">{t('summary.grandTotal')}</dt>
          <dd className="text-right">
            <span className="block text-xl font-bold text-lotus-800" data-testid="grand-total">
              {money(figures.grandTotal)}
            </span>
            <span className="text-xs text-ink-500">{t('summary.vatIncluded')}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * How far the merchandise total is from free shipping: "buy 120.000 ₫ more for free shipping"
 * with a bar, or a note that it ships free. Nothing when the shop has no threshold.
 */
export function FreeShippingProgress({
  freeShipping,
}: {
  freeShipping: { threshold: Dong | null; remaining: Dong; reached: boolean };
}) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const { threshold, remaining, reached } = freeShipping;
  if (threshold === null || threshold <= 0) return null;
  const done = Math.min(100, Math.round(((threshold - remaining) / threshold) * 100));
  return (
    <div
      className={`rounded-2xl px-4 py-3 text-sm ring-1 ${
        reached
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
          : 'bg-lotus-50 text-lotus-900 ring-lotus-100'
      }`}
      data-testid="free-shipping"
    >
      <p className="font-medium" aria-live="polite">
        {reached
          ? t('freeShipping.reached')
          : t('freeShipping.remaining', { amount: money(remaining) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('freeShipping.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={reached ? 100 : done}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white/80"
      >
        <div
          className={`h-full rounded-full transition-[width] ${reached ? 'bg-emerald-600' : 'bg-lotus-600'}`}
          style={{ width: `${reached ? 100 : done}%` }}
        />
      </div>
    </div>
  );
}
