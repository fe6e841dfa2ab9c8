import type { CheckoutPreview } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LotusMark } from '../../../components/ui/icons';
import { translateKey } from '../../../i18n/i18n';
import { useMoney } from '../../../lib/format';
import {
  GiftLineItem,
  lineAdjustments,
  LineOfferTags,
  PriceSummary,
  type GiftProducts,
} from '../../cart';

/**
 * The order as the server priced it for the form: each line (picture, name, quantity, the
 * programmes that priced it, line total), the promotion's gifts at 0 ₫, and the engine's figures
 * (each discount on its row) with shipping once a province is chosen.
 */
export function CheckoutSummary({
  preview,
  busy = false,
  voucherCode,
  gifts = {},
}: {
  preview: CheckoutPreview;
  busy?: boolean;
  /** The voucher applied, named on its row. */
  voucherCode?: string | null | undefined;
  gifts?: GiftProducts | undefined;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const lines = preview.lines.filter((line) => !line.isOrder);
  const chosen = preview.shippingOptions.find((o) => o.method === preview.deliveryMethod);
  const { pricing, offerNames: names } = preview;
  return (
    <div aria-busy={busy} className={busy ? 'opacity-70 transition-opacity' : ''}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold text-ink-900">{t('summary.title')}</h2>
        <Link to="/cart" className="text-sm font-medium text-lotus-700 hover:underline">
          {t('summary.edit')}
        </Link>
      </div>
      <ul className="mt-3 divide-y divide-ink-100">
        {lines.map((line) => (
          <li key={line.infoId} className="flex items-center gap-3 py-2.5">
            <span className="relative grid size-14 shrink-0 place-items-center overflow-visible rounded-xl bg-ink-50">
              {line.image ? (
                <img
                  src={line.image.url}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-full rounded-xl object-cover"
                />
              ) : (
                <LotusMark size={22} className="text-lotus-300" />
              )}
              <span className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-ink-700 px-1 text-[11px] font-bold text-white">
                {line.quantity}
              </span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-medium text-ink-900">{line.name}</span>
              {line.problem ? (
                <span className="block text-xs font-medium text-amber-800">
                  {translateKey(t, `cart:line.problem.${line.problem}`, { count: line.stock })}
                </span>
              ) : (
                <LineOfferTags
                  adjustments={lineAdjustments(pricing.adjustments, line.infoId)}
                  names={names}
                />
              )}
            </span>
            <span className="text-sm font-semibold text-ink-900">{money(line.lineTotal)}</span>
          </li>
        ))}
        {pricing.lines
          .filter((line) => line.giftOf !== null)
          .map((gift) => (
            <GiftLineItem
              key={`gift-${gift.infoId}`}
              line={gift}
              product={gifts[gift.productId]}
              promotion={gift.giftOf ? names[gift.giftOf] : undefined}
              compact
            />
          ))}
      </ul>
      <div className="mt-2 border-t border-ink-100 pt-3">
        <PriceSummary
          figures={{
            itemsTotal: pricing.itemsTotal,
            subtotal: pricing.subtotal,
            adjustments: pricing.adjustments,
            names,
            voucherCode,
            shipping: preview.zone && chosen ? { fee: chosen.fee, baseFee: chosen.baseFee } : null,
            grandTotal: pricing.grandTotal,
          }}
        />
      </div>
    </div>
  );
}
