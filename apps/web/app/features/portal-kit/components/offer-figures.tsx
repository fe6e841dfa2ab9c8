import type { PortalFlashSale, PortalPriceRule, PortalPromotion, PortalVoucher } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../../i18n/i18n';
import { useMoney } from '../../../lib/format';

/** The key figures of each kind of programme, as the lists show them. */

function Coverage({ productIds, categoryIds }: { productIds: string[]; categoryIds: string[] }) {
  const { t } = useTranslation('portal');
  const parts = [
    productIds.length > 0 ? t('offers.coverage.productCount', { count: productIds.length }) : null,
    categoryIds.length > 0
      ? t('offers.coverage.categoryCount', { count: categoryIds.length })
      : null,
  ].filter(Boolean);
  return (
    <p className="text-ink-600">
      {parts.length === 0 ? t('offers.coverage.everything') : parts.join(' · ')}
    </p>
  );
}

export function PriceRuleFigures({ rule }: { rule: PortalPriceRule }) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const value = rule.type === 'PERCENT' ? rule.value : money(rule.value);
  return (
    <div className="flex flex-col gap-0.5">
      <p className="font-semibold text-ink-900">
        {translateKey(t, `priceRules.figure.${rule.type}`, { value })}
      </p>
      <Coverage productIds={rule.productIds} categoryIds={rule.categoryIds} />
    </div>
  );
}

/** How many items a flash sale's row lists before "and N more". */
const SHOWN_ITEMS = 3;

export function FlashSaleFigures({ sale }: { sale: PortalFlashSale }) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const more = sale.items.length - SHOWN_ITEMS;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="font-semibold text-ink-900">
        {t('flashSales.itemCount', { count: sale.items.length })}
      </p>
      <ul className="flex flex-col gap-1.5">
        {sale.items.slice(0, SHOWN_ITEMS).map((item) => (
          <li key={item.id} className="leading-5">
            <span className="block text-ink-900">{item.productName}</span>
            <span className="block text-xs text-ink-600">
              {money(item.flashPrice)} ·{' '}
              <span className={item.sold >= item.quota ? 'font-semibold text-red-700' : ''}>
                {t('flashSales.sold', { sold: item.sold, quota: item.quota })}
              </span>{' '}
              · {t('flashSales.limit', { limit: item.perCustomerLimit })}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="text-xs text-ink-500">{t('flashSales.more', { count: more })}</p>
      ) : null}
    </div>
  );
}

export function PromotionFigures({ promotion: p }: { promotion: PortalPromotion }) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const base = p.discountType === 'PERCENT' ? `-${p.value}%` : `-${money(p.value)}`;
  const discount =
    p.discountType === 'PERCENT' && p.maxDiscount !== null
      ? t('promotions.cap', { discount: base, cap: money(p.maxDiscount) })
      : base;
  const figure =
    p.type === 'QUANTITY_BASED'
      ? t('promotions.figure.QUANTITY_BASED', { count: p.minQuantity ?? 0, discount })
      : p.type === 'ORDER_BASED'
        ? t('promotions.figure.ORDER_BASED', { amount: money(p.minSubtotal ?? 0), discount })
        : [
            t('promotions.figure.GIFT_PRODUCT', { count: p.giftQuantity }),
            p.minQuantity ? t('promotions.giftMinQuantity', { count: p.minQuantity }) : null,
            p.minSubtotal
              ? t('promotions.giftMinSubtotal', { amount: money(p.minSubtotal) })
              : null,
          ]
            .filter(Boolean)
            .join(' ');
  return (
    <div className="flex flex-col gap-0.5">
      <p className="text-xs font-medium tracking-wide text-ink-500 uppercase">
        {translateKey(t, `promotions.types.${p.type}`)}
      </p>
      <p className="font-semibold text-ink-900">{figure}</p>
      {p.type !== 'ORDER_BASED' ? (
        <Coverage productIds={p.productIds} categoryIds={p.categoryIds} />
      ) : null}
    </div>
  );
}

export function VoucherFigures({ voucher: v }: { voucher: PortalVoucher }) {
  const { t } = useTranslation('portal');
  const money = useMoney();
  const value = v.type === 'PERCENT' ? v.value : money(v.value);
  const figure = translateKey(t, `vouchers.figure.${v.type}`, { value });
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <code className="rounded-md bg-ink-100 px-1.5 py-0.5 font-mono text-sm font-semibold text-ink-900">
          {v.code}
        </code>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${
            v.isPublic
              ? 'bg-white text-ink-700 ring-ink-200'
              : 'bg-amber-50 text-amber-900 ring-amber-200'
          }`}
        >
          {v.isPublic ? t('vouchers.isPublic') : t('vouchers.isPrivate')}
        </span>
      </p>
      <p className="font-semibold text-ink-900">
        {v.type === 'PERCENT' && v.maxDiscount !== null
          ? t('promotions.cap', { discount: figure, cap: money(v.maxDiscount) })
          : figure}
        {v.minSubtotal > 0 ? (
          <span className="font-normal text-ink-600">
            {' · '}
            {t('vouchers.minimum', { amount: money(v.minSubtotal) })}
          </span>
        ) : null}
      </p>
      <p className="text-ink-600">
        {v.totalLimit === null
          ? t('vouchers.usesUnlimited', { used: v.used })
          : t('vouchers.uses', { used: v.used, limit: v.totalLimit })}
      </p>
    </div>
  );
}
